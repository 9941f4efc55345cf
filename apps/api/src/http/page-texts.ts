import { chunkFiles, modulepreloadLink, type ManifestChunk } from './web-manifest';

type Language = 'th' | 'en';

/** Where each language's texts live in the web app's build (apps/web/src/app/i18n/texts-*.ts). */
const TEXT_MODULES: Record<Language, string> = { th: 'src/app/i18n/texts-th.ts', en: 'src/app/i18n/texts-en.ts' };

/**
 * The web app loads one language's texts before its first draw (decision 0048). A page names its
 * language's chunk in a modulepreload link, so the browser fetches it beside the app's script
 * instead of after it has run. Read from Vite's manifest once at start; a build without one (or
 * an old build) gets no links, and the app still loads its texts itself.
 */
export function languageTextLinks(manifest: Record<string, ManifestChunk> | null): (language: Language) => string {
  if (!manifest) return () => '';
  // the texts' chunk and what it imports beyond the app's first script, which index.html preloads already
  const linkFor = (language: Language): string => chunkFiles(manifest, [TEXT_MODULES[language]]).map(modulepreloadLink).join('');
  const links = { th: linkFor('th'), en: linkFor('en') };
  return (language) => links[language];
}
