import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as fontkit from 'fontkit';

/**
 * Noto Sans Thai as Google Fonts ships it (Thai, Latin, digits and ฿ in one file, OFL: the licence is
 * LICENSE_FONT beside it in node_modules/@expo-google-fonts/noto-sans-thai). Resolved through node_modules,
 * so the sources and the bundled server (which keeps npm packages external) find the same files.
 */
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-thai/400Regular/NotoSansThai_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-thai/700Bold/NotoSansThai_700Bold.ttf',
} as const;

export type TaxDocumentFontName = keyof typeof FONT_FILES;

let loaded: Promise<Record<TaxDocumentFontName, fontkit.Font>> | null = null;

/**
 * The fonts, parsed once per process on the first PDF and shared by every PDF after it. fontkit is
 * loaded then too: a server that draws no PDF does not carry it.
 */
export function taxDocumentFonts(): Promise<Record<TaxDocumentFontName, fontkit.Font>> {
  loaded ??= import('fontkit')
    .then((fontkit) => ({ regular: loadFont(fontkit, FONT_FILES.regular), bold: loadFont(fontkit, FONT_FILES.bold) }))
    .catch((error: unknown) => {
      loaded = null; // a later PDF tries again rather than failing for good
      throw error;
    });
  return loaded;
}

function loadFont(fontkit: typeof import('fontkit'), specifier: string): fontkit.Font {
  const file = createRequire(import.meta.url).resolve(specifier);
  const bytes = readFileSync(file);
  const [font, namesOnly] = [fontkit.create(bytes), fontkit.create(bytes)];
  if (!('layout' in font) || !('layout' in namesOnly)) throw new Error(`${file} is a font collection, not a font`);
  fixGlyphText(font, namesOnly);
  return font;
}

/**
 * fontkit gives each glyph, once and for good, the characters of the text it was first met in, and
 * pdfkit writes those into the PDF's text map (what copying, searching and text readers see). Shaping
 * makes that depend on the text: ำ is drawn as the glyphs of ํ and า, so the first ำ would leave า
 * with no character and every later า unreadable, and which document came first would change the bytes.
 * Fixing every glyph's characters up front makes them the same for every document: each glyph of the
 * character map reads as its own character, and each shaped form (uni0E0D.less, uni0E48.small, uni0E260E45)
 * as the characters its name spells. ำ then reads as ํา, which a reader recomposes (apps/api/test/pdf-text.ts).
 */
function fixGlyphText(font: fontkit.Font, namesOnly: fontkit.Font): void {
  for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
  for (let id = 0; id < font.numGlyphs; id++) {
    // the name is read from a second copy: reading it here would fix this glyph's characters as none
    const named = /^uni((?:[0-9A-F]{4})+)(?:\.|$)/.exec(namesOnly.getGlyph(id).name ?? '');
    if (!named?.[1]) continue;
    const codePoints = named[1].match(/.{4}/g)?.map((hex) => parseInt(hex, 16)) ?? [];
    font.getGlyph(id, codePoints);
  }
}
