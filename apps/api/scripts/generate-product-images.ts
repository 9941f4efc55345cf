// Draws the demo catalogue's product and donation-place images as small flat SVGs and keeps them as
// WebP, so the shop ships with pictures made by the project (no downloaded photos). The hand-drawn
// banner and category pictures in assets/demo-art are kept as WebP the same way. Raster pictures,
// as real photos are, because a browser lays out every SVG picture on the page's main thread
// (decision 0056). Run after changing the demo data or the art:
//   node --import tsx apps/api/scripts/generate-product-images.ts
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { DonationPlaceSeed, ProductSeed, SkuSeed } from '../src/db/demo-data/catalog-types';
import type { PetType } from '../src/db/demo-data/types';
import { demoProducts } from '../src/db/demo-data/products';
import { demoDonationPlaces } from '../src/db/demo-data/donation-places';

const assetsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets');
const imagesDir = path.join(assetsDir, 'images');
const artDir = path.join(assetsDir, 'demo-art');

// ---------------------------------------------------------------- colours

interface BrandStyle {
  /** main pack colour */
  main: string;
  /** second colour for badges and bands */
  second: string;
  /** short Latin mark printed on the pack */
  mark: string;
}

const brandStyles: Record<number, BrandStyle> = {
  910000001: { main: '#D7142B', second: '#FFFFFF', mark: 'RC' }, // Royal Canin
  910000002: { main: '#F2B705', second: '#8C1D18', mark: 'P' }, // Pedigree
  910000003: { main: '#5B2C83', second: '#F4B223', mark: 'W' }, // Whiskas
  910000004: { main: '#D62828', second: '#2A9D4B', mark: 'SH' }, // SmartHeart
  910000005: { main: '#E63946', second: '#FFD23F', mark: 'MeO' }, // Me-O
  910000006: { main: '#F47B20', second: '#5A2D0C', mark: 'J' }, // Jerhigh
  910000007: { main: '#24212B', second: '#C9A55C', mark: 'PRO' }, // Purina Pro Plan
  910000008: { main: '#0B5BA8', second: '#E8F1FA', mark: 'H' }, // Hill's
  910000009: { main: '#D71F26', second: '#1D4E9E', mark: 'F' }, // Friskies
  910000010: { main: '#E56B9F', second: '#5C2A7A', mark: 'K' }, // Kaniva
  910000011: { main: '#2E7D32', second: '#F9C74F', mark: 'BD' }, // Bok Dok
  910000012: { main: '#00939D', second: '#FFE066', mark: 'S' }, // Sleeky
  910000013: { main: '#7B3FA0', second: '#F7C548', mark: 'R' }, // Regalos
  910000014: { main: '#EC4E8A', second: '#2B2D42', mark: 'N' }, // Nekko
  910000015: { main: '#1565C0', second: '#FFB703', mark: 'P8' }, // Pet8
  910000016: { main: '#12876F', second: '#E9F5DB', mark: 'B' }, // Bearing
  910000017: { main: '#E30613', second: '#0A3D8F', mark: 'T' }, // Tetra
  910000018: { main: '#B5121B', second: '#E2B33C', mark: 'H' }, // Hikari
  910000019: { main: '#E0457B', second: '#3A0CA3', mark: 'S' }, // Sakura
  910000020: { main: '#0E7C86', second: '#F4A261', mark: 'O' }, // Okiko
  910000021: { main: '#006F3C', second: '#F2C14E', mark: 'VL' }, // Versele-Laga
  910000022: { main: '#0B6FC2', second: '#FFD166', mark: 'K' }, // Kaytee
  910000023: { main: '#4E7D2F', second: '#F3E9C6', mark: 'OX' }, // Oxbow
  910000024: { main: '#F39200', second: '#5B3A1A', mark: 'M' }, // Marukan
  910000025: { main: '#00A19A', second: '#FFFFFF', mark: 'C' }, // Catit
  910000026: { main: '#D0021B', second: '#1A1A1A', mark: 'K' }, // KONG
  910000027: { main: '#1D5FA8', second: '#F28C28', mark: 'T' }, // Trixie
  910000028: { main: '#0077C0', second: '#E63946', mark: 'F' }, // Ferplast
};
const fallbackBrand: BrandStyle = { main: '#4F6D7A', second: '#F2C14E', mark: '' };

const petBackgrounds: Record<PetType, string> = {
  dog: '#FFF4E6',
  cat: '#F4EFFC',
  fish: '#E7F5FA',
  bird: '#F0F7E6',
  'small-pet': '#FFF8E1',
};

/** Variant colours named in SKU choice names (collars, cages, bedding). */
const variantColours: Record<string, string> = {
  red: '#D62839',
  blue: '#1D4E9E',
  'light blue': '#69B7E8',
  black: '#2B2B2B',
  pink: '#F28AB2',
  white: '#F4F4F4',
  purple: '#8E6CC8',
};

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 255;
    const v = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(Math.max(0, Math.min(255, v)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`.toUpperCase();
}

function isLight(hex: string): boolean {
  const n = Number.parseInt(hex.slice(1), 16);
  return ((n >> 16) & 255) * 0.3 + ((n >> 8) & 255) * 0.59 + (n & 255) * 0.11 > 170;
}

// ---------------------------------------------------------------- pets

type PetIcon = 'dog' | 'cat' | 'fish' | 'bird' | 'hamster' | 'rabbit';

// Each pet is drawn in a 100 x 100 box: body shapes in the silhouette colour, then details cut out in the pack colour.
const petShapes: Record<PetIcon, { body: string; cut: string }> = {
  dog: {
    body:
      '<ellipse cx="22" cy="44" rx="12" ry="25" transform="rotate(20 22 44)"/><ellipse cx="78" cy="44" rx="12" ry="25" transform="rotate(-20 78 44)"/>' +
      '<ellipse cx="50" cy="50" rx="28" ry="30"/><ellipse cx="50" cy="70" rx="17" ry="13"/>',
    cut: '<circle cx="39" cy="46" r="4.5"/><circle cx="61" cy="46" r="4.5"/><ellipse cx="50" cy="63" rx="7" ry="5"/>',
  },
  cat: {
    body: '<path d="M20 36 24 4 48 24Z"/><path d="M80 36 76 4 52 24Z"/><ellipse cx="50" cy="54" rx="34" ry="30"/>',
    cut:
      '<ellipse cx="37" cy="50" rx="4.5" ry="7"/><ellipse cx="63" cy="50" rx="4.5" ry="7"/><path d="M45 62h10l-5 6Z"/>' +
      '<path d="M8 62 30 66M8 72 30 70M92 62 70 66M92 72 70 70" stroke-width="2.5" stroke="currentColor"/>',
  },
  fish: {
    body: '<ellipse cx="44" cy="52" rx="33" ry="21"/><path d="M70 52 96 32v40Z"/><path d="M32 34q14-20 30 0Z"/><path d="M36 70q10 14 20 0Z"/>',
    cut: '<circle cx="27" cy="48" r="4.5"/><path d="M38 40q7 12 0 24" fill="none" stroke="currentColor" stroke-width="3"/>',
  },
  bird: {
    body: '<ellipse cx="46" cy="62" rx="28" ry="23"/><circle cx="66" cy="36" r="16"/><path d="M80 31 97 38 80 44Z"/><path d="M22 60 2 78 30 76Z"/>',
    cut: '<circle cx="70" cy="33" r="3.5"/><path d="M30 58q16-12 32 4" fill="none" stroke="currentColor" stroke-width="3.5"/>',
  },
  hamster: {
    body: '<circle cx="27" cy="28" r="12"/><circle cx="73" cy="28" r="12"/><ellipse cx="50" cy="58" rx="38" ry="33"/>',
    cut: '<circle cx="37" cy="52" r="4.5"/><circle cx="63" cy="52" r="4.5"/><ellipse cx="50" cy="62" rx="4" ry="3"/><path d="M50 65v6" stroke="currentColor" stroke-width="2.5"/>',
  },
  rabbit: {
    body: '<ellipse cx="38" cy="24" rx="9" ry="24" transform="rotate(-8 38 24)"/><ellipse cx="62" cy="24" rx="9" ry="24" transform="rotate(8 62 24)"/><ellipse cx="50" cy="64" rx="30" ry="27"/>',
    cut: '<circle cx="40" cy="60" r="4"/><circle cx="60" cy="60" r="4"/><ellipse cx="50" cy="70" rx="4" ry="3"/>',
  },
};

const r = (n: number, digits = 1) => Number(n.toFixed(digits));

function petFor(product: ProductSeed): PetIcon {
  if (product.petType === 'small-pet') {
    return /rabbit|timothy|hay|cuni/i.test(product.nameEn) ? 'rabbit' : 'hamster';
  }
  return product.petType;
}

/** A pet silhouette centred at (x, y), `size` wide, in `fill`, with details cut out in `cut`. */
function pet(icon: PetIcon, x: number, y: number, size: number, fill: string, cut: string): string {
  const s = petShapes[icon];
  const k = size / 100;
  return (
    `<g transform="translate(${r(x - size / 2)} ${r(y - size / 2)}) scale(${r(k, 3)})">` +
    `<g fill="${fill}">${s.body}</g><g fill="${cut}" color="${cut}">${s.cut}</g></g>`
  );
}

// ---------------------------------------------------------------- text

function text(value: string, x: number, y: number, size: number, fill: string): string {
  return `<text x="${x}" y="${y}" font-family="sans-serif" font-size="${size}" font-weight="700" fill="${fill}" text-anchor="middle">${value}</text>`;
}

/** A short Latin size label for the variant area: the SKU's choice when it is a size, else the size in the name. */
function sizeLabel(product: ProductSeed, sku: SkuSeed | undefined): string | null {
  const fromChoice = sku?.choiceNameEn?.match(/(?:^|, )(\d+(?:\.\d+)?\s?(?:kg|g|ml|l|L))$/)?.[1];
  if (fromChoice) return fromChoice;
  const size = sku?.choiceNameEn?.match(/^Size (\w+)/)?.[1];
  if (size) return size;
  const inName = product.nameEn.match(/(\d+(?:\.\d+)?\s?(?:kg|g|ml|L|cm|W))\b/)?.[1] ?? product.nameEn.match(/Size (\w+)$/)?.[1];
  return inName ?? null;
}

// ---------------------------------------------------------------- drawing context

interface Ctx {
  product: ProductSeed;
  icon: PetIcon;
  main: string;
  dark: string;
  light: string;
  second: string;
  mark: string;
  label: string | null;
  /** colour of the chosen variant, when the variant is a colour */
  variant: string | null;
}

/** Silhouette colour that reads on a given background. */
const ink = (bg: string, ctx: Ctx) => (isLight(bg) ? ctx.dark : '#FFFFFF');

function markBand(ctx: Ctx, x: number, y: number, w: number, bg: string): string {
  if (!ctx.mark) return '';
  const fill = isLight(bg) ? ctx.main : '#FFFFFF';
  return text(ctx.mark, x + w / 2, y, ctx.mark.length > 2 ? 34 : 42, fill);
}

/** The variant label area: a pill with the size, or (on packs) an empty pill; objects without a size get none. */
function labelPill(ctx: Ctx, cx: number, y: number, emptyPill = false): string {
  const w = 132;
  const pill = `<rect x="${cx - w / 2}" y="${y}" width="${w}" height="40" rx="20" fill="#FFFFFF"/>`;
  if (!ctx.label) return emptyPill ? pill + `<rect x="${cx - 40}" y="${y + 17}" width="80" height="6" rx="3" fill="${ctx.light}"/>` : '';
  return pill + text(ctx.label, cx, y + 29, ctx.label.length > 6 ? 22 : 26, ctx.dark);
}

type Filler = 'kibble' | 'chunks' | 'seeds' | 'pellets' | 'flakes' | 'hay' | 'sand' | 'granules' | 'treats';

function fillerFor(product: ProductSeed): Filler {
  const n = product.nameEn;
  if (/hay/i.test(n)) return 'hay';
  if (/sand/i.test(n)) return 'sand';
  if (product.kind === 'litter') return 'granules';
  if (/wet|pouch|gravy|jelly|mousse/i.test(n)) return 'chunks';
  if (product.kind === 'treat') return 'treats';
  if (product.petType === 'bird') return 'seeds';
  if (product.petType === 'small-pet') return 'pellets';
  if (product.petType === 'fish') return /flake|fry/i.test(n) ? 'flakes' : 'pellets';
  return 'kibble';
}

/** Small pieces scattered in a window at (x, y, w, h). Positions are fixed so output is stable. */
function filler(kind: Filler, x: number, y: number, w: number, h: number, accent: string): string {
  const spots = [
    [0.18, 0.3],
    [0.42, 0.25],
    [0.68, 0.32],
    [0.86, 0.5],
    [0.3, 0.58],
    [0.55, 0.55],
    [0.15, 0.78],
    [0.75, 0.76],
    [0.45, 0.82],
  ] as const;
  const at = (i: number) => {
    const [fx, fy] = spots[i % spots.length]!;
    return [r(x + fx * w), r(y + fy * h)] as const;
  };
  return spots
    .map((_, i) => {
      const [px, py] = at(i);
      const rot = (i * 47) % 180;
      // every piece but a grain lies turned about its own centre
      const turned = (piece: string, by = rot) => `${piece} transform="rotate(${by} ${px} ${py})"/>`;
      switch (kind) {
        case 'kibble':
          return turned(`<ellipse cx="${px}" cy="${py}" rx="13" ry="10" fill="${i % 3 ? '#9C6132' : '#7A4621'}"`);
        case 'chunks':
          return turned(`<rect x="${px - 12}" y="${py - 9}" width="24" height="18" rx="7" fill="${i % 2 ? '#8E4B2A' : '#B86B3F'}"`);
        case 'seeds':
          return turned(`<ellipse cx="${px}" cy="${py}" rx="9" ry="5" fill="${['#E9C46A', '#B5838D', '#F4E3B1', '#6D597A'][i % 4]}"`);
        case 'pellets':
          return turned(`<rect x="${px - 11}" y="${py - 5}" width="22" height="10" rx="5" fill="${i % 2 ? '#7FA650' : '#A3B86C'}"`);
        case 'flakes':
          return turned(`<path d="M${px - 12} ${py}l8-9 14 3-4 11z" fill="${['#F28482', '#F6BD60', '#84A59D', '#F5CAC3'][i % 4]}"`);
        case 'treats':
          return turned(`<rect x="${px - 16}" y="${py - 5}" width="32" height="10" rx="5" fill="${i % 2 ? '#B5562D' : accent}"`);
        case 'hay':
          return turned(`<path d="M${px - 20} ${py + 6}q20-14 40-4" fill="none" stroke="${i % 2 ? '#A7B255' : '#C9B458'}" stroke-width="4"`, rot / 4);
        case 'sand':
        case 'granules':
          return `<circle cx="${px}" cy="${py}" r="${4 + (i % 3) * 2}" fill="${kind === 'sand' ? '#D9C29C' : '#CFCFCF'}"/>`;
      }
    })
    .join('');
}

// ---------------------------------------------------------------- packs and objects

type Draw = (ctx: Ctx) => string;

const bag: Draw = (c) => {
  const f = fillerFor(c.product);
  const vet = c.product.kind === 'health';
  // A few pack designs so shelves of one brand do not look identical: plain, a swoosh, a lower colour block.
  const style = vet ? 'vet' : (['plain', 'swoosh', 'block'] as const)[c.product.id % 3];
  const decor =
    style === 'vet'
      ? `<path d="M166 380H438L444 498Q300 516 156 498Z" fill="${c.main}"/><rect x="356" y="176" width="56" height="56" rx="10" fill="${c.main}"/><path d="M377 184h14v16h16v14h-16v16h-14v-16h-16v-14h16z" fill="#FFFFFF"/>`
      : style === 'swoosh'
        ? `<path d="M160 330Q300 250 438 300L440 360Q300 300 162 390Z" fill="${c.second === '#FFFFFF' ? c.light : c.second}" opacity=".9"/>`
        : style === 'block'
          ? `<path d="M164 410Q300 380 440 410L444 498Q300 516 156 498Z" fill="${c.dark}"/>`
          : '';
  const body = vet ? '#FFFFFF' : c.main;
  const badge = vet ? c.main : c.second;
  return (
    `<path d="M170 128Q300 112 430 128L444 498Q300 516 156 498Z" fill="${body}"/>` +
    decor +
    `<path d="M404 130 430 128 444 498 416 502Z" fill="${c.dark}" opacity=".35"/>` +
    `<path d="M170 128Q300 112 430 128L432 160Q300 146 168 160Z" fill="${c.dark}"/>` +
    `<path d="M182 124v10M206 121v10M230 119v10M254 118v10M278 117v10M302 117v10M326 117v10M350 118v10M374 119v10M398 121v10M420 123v10" stroke="${shade(c.dark, -0.3)}" stroke-width="3"/>` +
    markBand(c, 170, 212, 260, body) +
    `<circle cx="300" cy="282" r="54" fill="${badge}"/>` +
    pet(c.icon, 300, 284, 84, ink(badge, c), badge) +
    `<rect x="212" y="346" width="176" height="92" rx="28" fill="#FFFFFF" opacity=".92"/>` +
    filler(f, 218, 350, 164, 84, c.second) +
    labelPill(c, 300, 450, true)
  );
};

const sack: Draw = (c) =>
  `<path d="M138 160 462 160 476 500Q300 520 124 500Z" fill="${c.main}"/>` +
  `<path d="M130 150h340v26H130z" fill="${c.dark}"/>` +
  `<path d="M136 163h328" stroke="#FFFFFF" stroke-width="4" stroke-dasharray="10 8"/>` +
  markBand(c, 138, 228, 324, c.main) +
  `<circle cx="228" cy="320" r="62" fill="${c.second}"/>` +
  pet(c.icon, 228, 322, 96, ink(c.second, c), c.second) +
  `<path d="M392 372c-30-20-54-38-54-62 0-16 12-28 27-28 12 0 21 7 27 16 6-9 15-16 27-16 15 0 27 12 27 28 0 24-24 42-54 62z" fill="#FFFFFF"/>` +
  `<rect x="196" y="404" width="208" height="56" rx="16" fill="#FFFFFF" opacity=".9"/>` +
  filler(fillerFor(c.product), 200, 404, 200, 56, c.second) +
  labelPill(c, 300, 466, true);

const pouch: Draw = (c) =>
  `<path d="M206 128H394L402 470Q402 500 372 500H228Q198 500 198 470Z" fill="${c.main}"/>` +
  `<path d="M206 128H394L395 156H205Z" fill="${c.dark}"/><path d="M386 156l9-9v18z" fill="${petBackgrounds[c.product.petType]}"/>` +
  markBand(c, 206, 204, 188, c.main) +
  pet(c.icon, 300, 262, 80, ink(c.main, c), c.main) +
  `<ellipse cx="300" cy="370" rx="82" ry="52" fill="#FFFFFF"/><ellipse cx="300" cy="378" rx="70" ry="38" fill="#C98A4B" opacity=".55"/>` +
  filler('chunks', 240, 346, 120, 60, c.second) +
  labelPill(c, 300, 440, true);

const box: Draw = (c) =>
  `<path d="M150 210 300 160 450 210 300 260Z" fill="${c.light}"/>` +
  `<path d="M150 210 300 260V500L150 450Z" fill="${c.main}"/><path d="M450 210 300 260V500L450 450Z" fill="${c.dark}"/>` +
  `<g transform="matrix(1 .333 0 1 0 0)">` +
  markBand(c, 150, 212, 150, c.main) +
  `<circle cx="225" cy="272" r="42" fill="${c.second}"/>` +
  pet(c.icon, 225, 274, 62, ink(c.second, c), c.second) +
  labelPill(c, 225, 330) +
  `</g>` +
  (/vet|supplement|vit|calci|digestive/i.test(c.product.nameEn)
    ? `<g transform="matrix(1 -.333 0 1 0 0)"><rect x="340" y="440" width="70" height="70" rx="12" fill="#FFFFFF"/><path d="M367 452h16v18h18v16h-18v18h-16v-18h-18v-16h18z" fill="${c.main}"/></g>`
    : `<g transform="matrix(1 -.333 0 1 0 0)"><rect x="330" y="440" width="90" height="36" rx="10" fill="#FFFFFF"/></g>`);

const jar: Draw = (c) =>
  `<rect x="206" y="176" width="188" height="320" rx="26" fill="${c.main}"/>` +
  `<rect x="198" y="140" width="204" height="56" rx="14" fill="${c.dark}"/><path d="M214 154v28M234 154v28M254 154v28M274 154v28M294 154v28M314 154v28M334 154v28M354 154v28M374 154v28" stroke="${shade(c.dark, -0.25)}" stroke-width="3"/>` +
  markBand(c, 206, 244, 188, c.main) +
  `<rect x="206" y="262" width="188" height="130" fill="#FFFFFF"/>` +
  pet(c.icon, 300, 312, 92, c.main, '#FFFFFF') +
  filler(fillerFor(c.product), 214, 346, 172, 44, c.second) +
  labelPill(c, 300, 424, true);

const bottle: Draw = (c) => {
  const bubbles = /shampoo/i.test(c.product.nameEn)
    ? `<g fill="none" stroke="${shade(c.main, 0.55)}" stroke-width="4"><circle cx="430" cy="180" r="22"/><circle cx="462" cy="236" r="12"/><circle cx="150" cy="230" r="16"/><circle cx="170" cy="176" r="9"/></g>`
    : `<g fill="${shade(c.main, 0.6)}"><path d="M440 190q14 22 0 30-14-8 0-30z"/><path d="M160 230q12 18 0 26-12-8 0-26z"/></g>`;
  return (
    bubbles +
    `<rect x="266" y="118" width="68" height="46" rx="8" fill="${c.second === '#FFFFFF' ? c.dark : c.second}"/>` +
    `<rect x="278" y="156" width="44" height="34" fill="${c.dark}"/>` +
    `<path d="M278 188Q226 200 224 250V470Q224 500 254 500H346Q376 500 376 470V250Q374 200 322 188Z" fill="${c.main}"/>` +
    `<rect x="236" y="262" width="128" height="164" rx="18" fill="#FFFFFF"/>` +
    text(c.mark, 300, 246, 28, '#FFFFFF') +
    pet(c.icon, 300, 322, 86, c.main, '#FFFFFF') +
    (c.label ? text(c.label, 300, 404, 24, c.dark) : `<rect x="262" y="392" width="76" height="8" rx="4" fill="${c.light}"/>`)
  );
};

const treatPouch: Draw = (c) =>
  `<path d="M192 132H408V478Q408 500 386 500H214Q192 500 192 478Z" fill="${c.main}"/>` +
  `<path d="M192 132H408V170H192Z" fill="${c.dark}"/><circle cx="300" cy="150" r="9" fill="${petBackgrounds[c.product.petType]}"/>` +
  `<path d="M192 182H408" stroke="${shade(c.dark, -0.2)}" stroke-width="5" stroke-dasharray="4 4"/>` +
  markBand(c, 192, 230, 216, c.main) +
  pet(c.icon, 300, 282, 62, ink(c.main, c), c.main) +
  `<path d="M222 372a24 24 0 1 1 28-22h100a24 24 0 1 1 28 22 24 24 0 1 1-28 22h-100a24 24 0 1 1-28-22z" fill="#FFFFFF"/>` +
  filler('treats', 240, 352, 120, 42, c.second) +
  labelPill(c, 300, 438, true);

const tubes: Draw = (c) =>
  `<rect x="170" y="330" width="260" height="170" rx="18" fill="${c.main}"/>` +
  [
    [232, -12],
    [300, 0],
    [368, 12],
  ]
    .map(
      ([x, a]) =>
        `<g transform="rotate(${a} ${x} 330)"><rect x="${x! - 26}" y="130" width="52" height="220" rx="12" fill="${c.second === '#FFFFFF' ? c.light : c.second}"/><rect x="${x! - 26}" y="130" width="52" height="26" rx="8" fill="${c.dark}"/><rect x="${x! - 16}" y="200" width="32" height="90" rx="10" fill="#FFFFFF" opacity=".85"/></g>`,
    )
    .join('') +
  `<rect x="170" y="330" width="260" height="170" rx="18" fill="${c.main}"/>` +
  markBand(c, 170, 392, 130, c.main) +
  pet(c.icon, 370, 404, 72, ink(c.main, c), c.main) +
  labelPill(c, 300, 446);

const kong: Draw = (c) => {
  const body = /extreme/i.test(c.product.nameEn) ? '#2A2A2A' : c.main;
  return (
    `<ellipse cx="300" cy="420" rx="120" ry="80" fill="${body}"/><ellipse cx="300" cy="300" rx="92" ry="66" fill="${body}"/>` +
    `<ellipse cx="300" cy="192" rx="66" ry="54" fill="${body}"/><ellipse cx="300" cy="150" rx="26" ry="12" fill="${shade(body, -0.4)}"/>` +
    `<path d="M250 180q20-30 50-34" stroke="#FFFFFF" stroke-opacity=".35" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    `<path d="M226 286q20-34 56-40" stroke="#FFFFFF" stroke-opacity=".3" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    `<path d="M196 404q24-44 74-52" stroke="#FFFFFF" stroke-opacity=".3" stroke-width="12" fill="none" stroke-linecap="round"/>` +
    `<circle cx="444" cy="170" r="44" fill="${c.light}"/>` +
    pet(c.icon, 444, 172, 62, c.dark, c.light) +
    labelPill(c, 300, 510)
  );
};

const balls: Draw = (c) => {
  if (/bell/i.test(c.product.nameEn)) {
    return (
      `<circle cx="300" cy="320" r="130" fill="${c.light}" opacity=".55"/><circle cx="300" cy="320" r="130" fill="none" stroke="${c.main}" stroke-width="12"/>` +
      `<path d="M180 280h240M180 360h240M260 196v248M340 196v248" stroke="${c.main}" stroke-width="8" opacity=".6"/>` +
      `<circle cx="300" cy="340" r="40" fill="#F2C14E"/><rect x="258" y="344" width="84" height="10" fill="#C99A1B"/><circle cx="300" cy="368" r="8" fill="#8A6A12"/>` +
      pet(c.icon, 450, 170, 64, c.dark, petBackgrounds[c.product.petType])
    );
  }
  const ball = (x: number, y: number, rad: number) =>
    `<circle cx="${x}" cy="${y}" r="${rad}" fill="#D4E157"/><path d="M${x - rad * 0.9} ${y - rad * 0.4}q${rad * 0.9} ${rad * 0.7} ${rad * 1.8} 0M${x - rad * 0.9} ${y + rad * 0.4}q${rad * 0.9} -${rad * 0.7} ${rad * 1.8} 0" fill="none" stroke="${c.main}" stroke-width="8"/>`;
  return (
    ball(220, 400, 90) + ball(390, 410, 84) + ball(305, 260, 88) + pet(c.icon, 460, 160, 64, c.dark, petBackgrounds[c.product.petType]) + labelPill(c, 300, 510)
  );
};

const rope: Draw = (c) =>
  `<path d="M160 360Q300 200 440 360" fill="none" stroke="${c.main}" stroke-width="44" stroke-linecap="round"/>` +
  `<path d="M160 360Q300 200 440 360" fill="none" stroke="${c.second}" stroke-width="44" stroke-dasharray="14 22" stroke-linecap="butt"/>` +
  `<circle cx="160" cy="370" r="48" fill="${c.dark}"/><circle cx="440" cy="370" r="48" fill="${c.dark}"/>` +
  `<path d="M130 410l-10 60M150 416l-2 64M170 416l6 62M190 410l14 58M410 410l-12 60M430 416l-4 64M450 416l6 62M470 410l14 58" stroke="${c.main}" stroke-width="9" stroke-linecap="round"/>` +
  pet(c.icon, 300, 420, 80, c.dark, petBackgrounds[c.product.petType]);

const plush: Draw = (c) => {
  const n = c.product.nameEn;
  if (/pig/i.test(n)) {
    return (
      `<ellipse cx="300" cy="350" rx="150" ry="120" fill="#F4A6C0"/><path d="M200 260 180 190 250 240ZM400 260 420 190 350 240Z" fill="#E57FA3"/>` +
      `<ellipse cx="300" cy="380" rx="56" ry="40" fill="#E57FA3"/><ellipse cx="282" cy="380" rx="9" ry="14" fill="#B04A72"/><ellipse cx="318" cy="380" rx="9" ry="14" fill="#B04A72"/>` +
      `<circle cx="246" cy="316" r="12" fill="#3B1F2B"/><circle cx="354" cy="316" r="12" fill="#3B1F2B"/>` +
      `<path d="M210 456v40M260 466v40M340 466v40M390 456v40" stroke="#E57FA3" stroke-width="30" stroke-linecap="round"/>`
    );
  }
  if (/wubba/i.test(n)) {
    return (
      `<path d="M300 300 200 500M300 300 260 520M300 300 340 520M300 300 400 500" stroke="${c.second}" stroke-width="34" stroke-linecap="round"/>` +
      `<circle cx="300" cy="250" r="82" fill="${c.main}"/><circle cx="300" cy="160" r="56" fill="${c.dark}"/><rect x="240" y="292" width="120" height="28" rx="14" fill="${c.second}"/>` +
      pet(c.icon, 300, 254, 80, '#FFFFFF', c.main) +
      labelPill(c, 460, 150)
    );
  }
  return (
    `<g transform="rotate(-35 300 320)"><rect x="110" y="250" width="380" height="140" rx="70" fill="${c.main}"/>` +
    `<path d="M190 252v136M260 250v140M330 250v140M400 252v136" stroke="${c.light}" stroke-width="22"/>` +
    `<path d="M480 300q60-40 60 20t-60 20" fill="${c.dark}"/><circle cx="160" cy="300" r="10" fill="#FFFFFF"/></g>` +
    pet('cat', 160, 470, 90, c.dark, petBackgrounds[c.product.petType])
  );
};

const mice: Draw = (c) => {
  const mouse = (x: number, y: number, colour: string, flip: number) =>
    `<g transform="translate(${x} ${y}) scale(${flip} 1)"><path d="M60 10q60 10 110 60" fill="none" stroke="${shade(colour, -0.3)}" stroke-width="8" stroke-linecap="round"/>` +
    `<ellipse cx="0" cy="0" rx="78" ry="52" fill="${colour}"/><circle cx="-44" cy="-46" r="24" fill="${shade(colour, -0.15)}"/><circle cx="-62" cy="-4" r="7" fill="#222"/><circle cx="-80" cy="12" r="7" fill="${shade(colour, -0.4)}"/></g>`;
  return mouse(240, 260, c.light, 1) + mouse(360, 410, '#B0A8A0', -1) + pet(c.icon, 460, 170, 60, c.dark, petBackgrounds[c.product.petType]);
};

const wand: Draw = (c) =>
  `<path d="M140 500Q260 360 380 230" fill="none" stroke="${c.dark}" stroke-width="14" stroke-linecap="round"/>` +
  `<path d="M380 230q-10 60 10 120" fill="none" stroke="#999" stroke-width="3"/>` +
  ['#F94144', '#F8961E', '#43AA8B', '#577590', c.main]
    .map((colour, i) => `<path d="M390 350q${-40 + i * 20} 40 ${-10 + i * 8} 120q${30 - i * 6} -50 ${10 + i * 6} -120z" fill="${colour}"/>`)
    .join('') +
  pet(c.icon, 200, 200, 90, c.main, petBackgrounds[c.product.petType]);

const board: Draw = (c) => {
  if (/circuit/i.test(c.product.nameEn)) {
    return (
      `<ellipse cx="300" cy="350" rx="200" ry="120" fill="${c.main}"/><ellipse cx="300" cy="340" rx="160" ry="88" fill="${c.light}"/>` +
      `<ellipse cx="300" cy="340" rx="110" ry="50" fill="${c.main}"/><circle cx="180" cy="330" r="24" fill="#FFD166"/><circle cx="180" cy="330" r="10" fill="#FFFFFF"/>` +
      pet(c.icon, 300, 336, 70, '#FFFFFF', c.main)
    );
  }
  const cells = [0, 1, 2, 3, 4, 5]
    .map((i) => {
      const x = 190 + (i % 3) * 110;
      const y = 270 + Math.floor(i / 3) * 110;
      return i % 2
        ? `<rect x="${x - 36}" y="${y - 36}" width="72" height="72" rx="12" fill="${c.second}"/><circle cx="${x}" cy="${y - 20}" r="8" fill="#FFFFFF"/>`
        : `<path d="M${x - 30} ${y + 30}L${x} ${y - 40}L${x + 30} ${y + 30}Z" fill="#FFFFFF"/>`;
    })
    .join('');
  return (
    `<rect x="110" y="190" width="380" height="260" rx="40" fill="${c.main}"/>` + cells + pet(c.icon, 300, 130, 90, c.dark, petBackgrounds[c.product.petType])
  );
};

const wheel: Draw = (c) =>
  `<path d="M220 500 300 330 380 500" fill="none" stroke="${shade('#C08A5A', -0.2)}" stroke-width="22" stroke-linecap="round"/>` +
  `<circle cx="300" cy="300" r="170" fill="#D9A86C"/><circle cx="300" cy="300" r="146" fill="#F1D3A8"/>` +
  `<path d="M300 154V446M154 300H446M197 197 403 403M403 197 197 403" stroke="#D9A86C" stroke-width="10"/>` +
  `<circle cx="300" cy="300" r="22" fill="${c.main}"/>` +
  pet(c.icon, 300, 380, 90, c.dark, '#F1D3A8');

const swing: Draw = (c) => {
  if (/mirror/i.test(c.product.nameEn)) {
    return (
      `<path d="M300 90v60" stroke="#999" stroke-width="6"/><circle cx="300" cy="270" r="120" fill="${c.main}"/><circle cx="300" cy="270" r="96" fill="#DDEFF6"/>` +
      `<path d="M250 220l60-40M250 270l90-70" stroke="#FFFFFF" stroke-width="10" stroke-linecap="round"/>` +
      `<path d="M300 390v30" stroke="#999" stroke-width="5"/><path d="M270 470q30-70 60 0z" fill="#F2C14E"/>` +
      pet(c.icon, 460, 460, 80, c.dark, petBackgrounds[c.product.petType])
    );
  }
  return (
    `<path d="M200 120Q300 20 400 120L400 420M200 120V420" fill="none" stroke="#B07D48" stroke-width="14"/>` +
    `<rect x="180" y="410" width="240" height="26" rx="13" fill="#C08A5A"/>` +
    ['#F94144', '#F9C74F', '#43AA8B', '#577590', '#F8961E', c.main]
      .map((colour, i) => `<circle cx="${i < 3 ? 200 : 400}" cy="${190 + (i % 3) * 60}" r="18" fill="${colour}"/>`)
      .join('') +
    `<path d="M300 60v60" stroke="#999" stroke-width="5"/><path d="M282 140q18-40 36 0z" fill="#F2C14E"/>` +
    pet(c.icon, 300, 330, 110, c.main, petBackgrounds[c.product.petType])
  );
};

const brush: Draw = (c) => {
  if (/comb/i.test(c.product.nameEn)) {
    const teeth = Array.from({ length: 16 }, (_, i) => `M${190 + i * 14} 330v70`).join('');
    return (
      `<rect x="160" y="270" width="280" height="66" rx="14" fill="#C8CDD2"/><path d="${teeth}" stroke="#9AA1A8" stroke-width="6"/>` +
      `<rect x="300" y="200" width="210" height="70" rx="35" fill="${c.main}" transform="rotate(-20 300 235)"/>` +
      pet(c.icon, 240, 170, 90, c.dark, petBackgrounds[c.product.petType])
    );
  }
  const pins = Array.from({ length: 30 }, (_, i) => `<circle cx="${196 + (i % 6) * 26}" cy="${160 + Math.floor(i / 6) * 26}" r="5" fill="#9AA1A8"/>`).join('');
  return (
    `<rect x="270" y="300" width="60" height="220" rx="26" fill="${c.main}"/><rect x="276" y="420" width="48" height="80" rx="20" fill="${c.dark}"/>` +
    `<rect x="170" y="130" width="260" height="170" rx="30" fill="${c.main}"/><rect x="184" y="144" width="232" height="142" rx="22" fill="#EDEFF1"/>` +
    pins +
    pet(c.icon, 460, 430, 80, c.dark, petBackgrounds[c.product.petType])
  );
};

const clipper: Draw = (c) =>
  `<path d="M300 300 180 500" stroke="${c.main}" stroke-width="44" stroke-linecap="round"/><path d="M300 300 420 500" stroke="${c.dark}" stroke-width="44" stroke-linecap="round"/>` +
  `<path d="M300 300 252 170Q270 130 310 150L330 290Z" fill="#C8CDD2"/><path d="M300 300 356 176Q340 136 300 150L280 290Z" fill="#AEB5BC"/>` +
  `<circle cx="300" cy="300" r="16" fill="#6C757D"/>` +
  pet(c.icon, 460, 180, 90, c.dark, petBackgrounds[c.product.petType]);

const collar: Draw = (c) => {
  const colour = c.variant ?? c.main;
  const cat = c.product.petType === 'cat';
  return (
    `<ellipse cx="300" cy="290" rx="170" ry="110" fill="none" stroke="${colour}" stroke-width="${cat ? 26 : 40}"/>` +
    `<ellipse cx="300" cy="290" rx="170" ry="110" fill="none" stroke="#FFFFFF" stroke-opacity=".35" stroke-width="4" stroke-dasharray="12 10"/>` +
    `<rect x="110" y="250" width="60" height="80" rx="10" fill="#3A3A3A"/><rect x="122" y="262" width="36" height="56" rx="6" fill="${shade(colour, -0.3)}"/>` +
    `<path d="M300 400a30 30 0 1 0 .1 0" fill="none" stroke="#B8BEC4" stroke-width="9"/>` +
    (cat
      ? `<circle cx="300" cy="468" r="34" fill="#F2C14E"/><path d="M270 470h60" stroke="#C99A1B" stroke-width="6"/>`
      : `<path d="M300 430 272 470 300 510 328 470Z" fill="#D9DEE2"/>`) +
    pet(c.icon, 300, 290, 110, shade(colour, -0.35), petBackgrounds[c.product.petType]) +
    labelPill(c, 460, 150)
  );
};

const harness: Draw = (c) =>
  `<path d="M200 160Q300 250 400 160" fill="none" stroke="${c.main}" stroke-width="34" stroke-linecap="round"/>` +
  `<path d="M190 400Q300 480 410 400" fill="none" stroke="${c.main}" stroke-width="34" stroke-linecap="round"/>` +
  `<path d="M300 220V440" stroke="${c.dark}" stroke-width="40"/><path d="M300 230V430" stroke="#F1FAEE" stroke-width="6" stroke-dasharray="14 10"/>` +
  `<circle cx="300" cy="300" r="26" fill="none" stroke="#B8BEC4" stroke-width="10"/>` +
  `<rect x="372" y="380" width="60" height="44" rx="8" fill="#3A3A3A"/><rect x="168" y="380" width="60" height="44" rx="8" fill="#3A3A3A"/>` +
  pet(c.icon, 470, 190, 80, c.dark, petBackgrounds[c.product.petType]) +
  labelPill(c, 300, 510);

const lead: Draw = (c) =>
  `<path d="M190 170Q150 280 240 300Q360 320 330 430Q310 500 400 500" fill="none" stroke="${c.main}" stroke-width="30" stroke-linecap="round"/>` +
  `<path d="M190 170Q150 280 240 300Q360 320 330 430Q310 500 400 500" fill="none" stroke="#FFFFFF" stroke-opacity=".4" stroke-width="4" stroke-dasharray="12 10"/>` +
  `<ellipse cx="230" cy="130" rx="70" ry="50" fill="none" stroke="${c.dark}" stroke-width="26"/>` +
  `<rect x="390" y="470" width="40" height="60" rx="10" fill="#B8BEC4"/><path d="M410 530q30 20 0 40q-26-10-10-30" fill="none" stroke="#8D959C" stroke-width="10"/>` +
  pet(c.icon, 440, 250, 100, c.dark, petBackgrounds[c.product.petType]);

const carrier: Draw = (c) =>
  `<path d="M220 170Q300 110 380 170" fill="none" stroke="${c.dark}" stroke-width="24" stroke-linecap="round"/>` +
  `<rect x="110" y="190" width="380" height="150" rx="40" fill="${c.main}"/><rect x="110" y="320" width="380" height="170" rx="24" fill="#E9ECEF"/>` +
  `<rect x="110" y="316" width="380" height="16" fill="${c.dark}"/>` +
  `<rect x="190" y="240" width="220" height="210" rx="30" fill="#495057"/><rect x="204" y="254" width="192" height="182" rx="22" fill="#DEE2E6"/>` +
  pet(c.icon, 300, 350, 120, '#ADB5BD', '#DEE2E6') +
  `<path d="M236 254V436M268 254V436M300 254V436M332 254V436M364 254V436" stroke="#495057" stroke-width="6"/>` +
  `<path d="M130 220h40M130 250h40M430 220h40M430 250h40" stroke="${c.dark}" stroke-width="8" stroke-linecap="round"/>`;

const bed: Draw = (c) =>
  `<ellipse cx="300" cy="400" rx="230" ry="90" fill="${c.dark}"/><ellipse cx="300" cy="370" rx="230" ry="90" fill="${c.main}"/>` +
  `<ellipse cx="300" cy="360" rx="190" ry="64" fill="${shade(c.main, 0.45)}"/><path d="M170 310q130-60 260 0" fill="none" stroke="${c.dark}" stroke-width="8" opacity=".4"/>` +
  pet(c.icon, 300, 330, 120, c.main, shade(c.main, 0.45)) +
  labelPill(c, 300, 490);

const bowl: Draw = (c) => {
  const feeder = /feeder/i.test(c.product.nameEn);
  if (feeder) {
    return (
      `<rect x="180" y="140" width="40" height="300" rx="8" fill="#ADB5BD"/><path d="M210 200h170q40 0 40 40v40H210z" fill="${c.main}" opacity=".85"/>` +
      `<path d="M210 280h210v80q0 50-50 50H260q-50 0-50-50z" fill="${c.main}"/>` +
      filler('seeds', 240, 290, 160, 50, c.second) +
      pet(c.icon, 320, 370, 70, '#FFFFFF', c.main)
    );
  }
  return (
    `<ellipse cx="300" cy="440" rx="200" ry="50" fill="${c.dark}"/>` +
    `<path d="M110 300h380l-40 140H150z" fill="#C8CDD2"/><ellipse cx="300" cy="300" rx="190" ry="56" fill="#E9ECEF"/><ellipse cx="300" cy="304" rx="150" ry="38" fill="#ADB5BD"/>` +
    `<path d="M150 340q150 40 300 0" fill="none" stroke="#FFFFFF" stroke-width="10" opacity=".6"/>` +
    pet(c.icon, 300, 170, 120, c.main, petBackgrounds[c.product.petType]) +
    labelPill(c, 300, 500)
  );
};

const litterBox: Draw = (c) =>
  `<rect x="110" y="380" width="380" height="110" rx="24" fill="${c.dark}"/>` +
  `<path d="M130 400Q130 170 300 170Q470 170 470 400Z" fill="${c.main}"/><ellipse cx="300" cy="330" rx="90" ry="80" fill="${c.dark}"/>` +
  `<path d="M210 330q90-40 180 0v80H210z" fill="${shade(c.main, 0.5)}" opacity=".8"/>` +
  `<rect x="268" y="150" width="64" height="26" rx="10" fill="${c.dark}"/>` +
  pet(c.icon, 300, 340, 90, '#FFFFFF', shade(c.main, 0.5));

const scoop: Draw = (c) =>
  `<rect x="270" y="80" width="60" height="200" rx="26" fill="${c.main}"/>` +
  `<path d="M180 270h240l-20 220q-100 30-200 0z" fill="${c.main}"/>` +
  `<path d="M230 310v150M270 310v160M310 310v160M350 310v160M390 310v150" stroke="${petBackgrounds[c.product.petType]}" stroke-width="14" stroke-linecap="round"/>` +
  pet(c.icon, 460, 190, 90, c.dark, petBackgrounds[c.product.petType]);

const fountain: Draw = (c) =>
  `<path d="M140 400Q140 260 300 260Q460 260 460 400V440Q460 490 300 490Q140 490 140 440Z" fill="${c.main}"/>` +
  `<ellipse cx="300" cy="300" rx="150" ry="40" fill="#BDE0FE"/>` +
  ['#FFFFFF', '#FFFFFF', '#FFFFFF', '#FFFFFF', '#FFFFFF']
    .map((colour, i) => `<ellipse cx="300" cy="230" rx="26" ry="60" fill="${colour}" transform="rotate(${i * 72} 300 260)"/>`)
    .join('') +
  `<circle cx="300" cy="260" r="26" fill="#F2C14E"/><path d="M300 236q-40-40-70 30M300 236q40-40 70 30" fill="none" stroke="#8ECAE6" stroke-width="6"/>` +
  pet(c.icon, 300, 400, 90, '#FFFFFF', c.main);

const post: Draw = (c) =>
  `<rect x="140" y="470" width="320" height="50" rx="12" fill="${c.main}"/><rect x="150" y="100" width="300" height="40" rx="12" fill="${c.main}"/>` +
  `<rect x="250" y="140" width="100" height="330" fill="#D4B483"/>` +
  Array.from({ length: 12 }, (_, i) => `<path d="M250 ${156 + i * 26}h100" stroke="#B08D57" stroke-width="6"/>`).join('') +
  `<path d="M420 140v150" stroke="#999" stroke-width="4"/><circle cx="420" cy="310" r="24" fill="${c.second === '#FFFFFF' ? '#F28C28' : c.second}"/>` +
  pet(c.icon, 170, 310, 90, c.dark, petBackgrounds[c.product.petType]);

const cage: Draw = (c) => {
  const colour = c.variant ?? c.main;
  const wire = colour === '#F4F4F4' ? '#9AA1A8' : colour;
  if (c.product.petType === 'bird') {
    const bars = Array.from({ length: 9 }, (_, i) => `M${150 + i * 37.5} 200V460`).join('');
    return (
      `<path d="M150 200Q300 70 450 200" fill="none" stroke="${wire}" stroke-width="10"/><path d="${bars}" stroke="${wire}" stroke-width="6"/>` +
      `<path d="M150 200h300" stroke="${wire}" stroke-width="10"/><rect x="130" y="450" width="340" height="60" rx="10" fill="${c.main}"/>` +
      `<path d="M200 360h200" stroke="#B07D48" stroke-width="10" stroke-linecap="round"/><circle cx="300" cy="110" r="20" fill="none" stroke="${wire}" stroke-width="8"/>` +
      pet('bird', 300, 316, 86, c.dark, petBackgrounds.bird)
    );
  }
  const bars = Array.from({ length: 11 }, (_, i) => `M${130 + i * 34} 190V340`).join('');
  return (
    `<rect x="130" y="190" width="340" height="150" rx="12" fill="none" stroke="#9AA1A8" stroke-width="8"/><path d="${bars}" stroke="#9AA1A8" stroke-width="5"/>` +
    `<path d="M120 330h360v130q0 30-30 30H150q-30 0-30-30z" fill="${c.main}"/>` +
    `<circle cx="200" cy="270" r="40" fill="none" stroke="${c.second}" stroke-width="10"/>` +
    pet(c.icon, 340, 410, 100, '#FFFFFF', c.main)
  );
};

const waterBottle: Draw = (c) =>
  `<rect x="250" y="120" width="100" height="260" rx="30" fill="#BDE0FE" opacity=".85"/><rect x="250" y="240" width="100" height="140" rx="20" fill="#8ECAE6"/>` +
  `<rect x="262" y="100" width="76" height="40" rx="10" fill="${c.main}"/><rect x="280" y="380" width="40" height="40" fill="${c.main}"/>` +
  `<path d="M300 420V500" stroke="#ADB5BD" stroke-width="14"/><circle cx="300" cy="508" r="10" fill="#6C757D"/>` +
  pet(c.icon, 440, 260, 100, c.dark, petBackgrounds[c.product.petType]);

const tank: Draw = (c) =>
  `<rect x="90" y="170" width="420" height="40" rx="10" fill="${c.main}"/><rect x="100" y="210" width="400" height="250" fill="#CDEFF7"/>` +
  `<rect x="100" y="250" width="400" height="210" fill="#8ED1E6" opacity=".7"/><path d="M100 440q100-30 200 0t200 0V460H100z" fill="#E9D8A6"/>` +
  `<path d="M160 440q-20-80 10-150M190 440q20-60 0-120M440 440q-10-90 20-140" stroke="#52B788" stroke-width="10" fill="none" stroke-linecap="round"/>` +
  pet('fish', 300, 330, 90, '#F28C28', '#8ED1E6') +
  pet('fish', 400, 280, 50, c.second === '#FFFFFF' ? '#E63946' : c.second, '#8ED1E6') +
  `<rect x="80" y="460" width="440" height="40" rx="8" fill="${c.dark}"/>`;

const filterUnit: Draw = (c) =>
  `<rect x="230" y="110" width="140" height="380" rx="20" fill="${c.main}"/><rect x="230" y="110" width="140" height="60" rx="20" fill="${c.dark}"/>` +
  Array.from({ length: 8 }, (_, i) => `<rect x="255" y="${200 + i * 30}" width="90" height="12" rx="6" fill="${shade(c.main, -0.35)}"/>`).join('') +
  `<circle cx="210" cy="220" r="20" fill="#ADB5BD" opacity=".8"/><circle cx="210" cy="400" r="20" fill="#ADB5BD" opacity=".8"/>` +
  `<path d="M370 140h60v40" fill="none" stroke="#ADB5BD" stroke-width="16"/>` +
  pet(c.icon, 450, 360, 90, c.dark, petBackgrounds[c.product.petType]) +
  labelPill(c, 300, 510);

const heater: Draw = (c) =>
  `<rect x="260" y="90" width="80" height="60" rx="12" fill="${c.main}"/><circle cx="300" cy="112" r="12" fill="#E63946"/>` +
  `<rect x="266" y="150" width="68" height="340" rx="34" fill="#DDEFF6" opacity=".9"/>` +
  `<path d="M282 180q36 10 0 20t0 20 0 20 0 20 0 20 0 20 0 20 0 20 0 20 0 20" fill="none" stroke="#F28C28" stroke-width="6"/>` +
  `<path d="M340 140q60-40 100-20" fill="none" stroke="#495057" stroke-width="8"/>` +
  pet(c.icon, 450, 380, 100, c.dark, petBackgrounds[c.product.petType]) +
  labelPill(c, 160, 150);

const pump: Draw = (c) =>
  `<ellipse cx="300" cy="420" rx="170" ry="40" fill="${c.dark}"/><path d="M130 420Q130 260 300 260Q470 260 470 420Z" fill="${c.main}"/>` +
  `<path d="M200 330q100-50 200 0" fill="none" stroke="#FFFFFF" stroke-width="10" opacity=".5"/>` +
  `<path d="M470 380q70 0 70-120t-60-160" fill="none" stroke="#ADB5BD" stroke-width="12"/>` +
  `<circle cx="470" cy="120" r="12" fill="#BDE0FE"/><circle cx="500" cy="80" r="8" fill="#BDE0FE"/>` +
  pet(c.icon, 300, 350, 90, '#FFFFFF', c.main) +
  labelPill(c, 300, 480);

const hay: Draw = (c) =>
  `<rect x="110" y="220" width="380" height="250" rx="36" fill="#D9C36A"/>` +
  Array.from(
    { length: 10 },
    (_, i) =>
      `<path d="M${130 + i * 36} ${230 + (i % 3) * 8}q${12 - (i % 2) * 24} 110 0 ${220 - (i % 3) * 10}" fill="none" stroke="${i % 2 ? '#B89B3E' : '#A7B255'}" stroke-width="5"/>`,
  ).join('') +
  `<path d="M100 250q-20-40 20-50M480 240q30-40 10-60M200 470q-10 30-40 36" stroke="#A7B255" stroke-width="6" fill="none"/>` +
  `<rect x="110" y="300" width="380" height="34" fill="${c.main}"/><rect x="110" y="380" width="380" height="34" fill="${c.main}"/>` +
  `<rect x="220" y="270" width="160" height="160" rx="24" fill="#FFFFFF"/>` +
  pet(c.icon, 300, 340, 100, c.main, '#FFFFFF') +
  text(c.mark, 300, 416, 26, c.dark) +
  (c.label ? `<rect x="360" y="150" width="130" height="44" rx="22" fill="#FFFFFF"/>` + text(c.label, 425, 181, 24, c.dark) : '');

const litterBag: Draw = (c) => {
  const colour = c.variant ?? c.main;
  const fluffy = /bedding/i.test(c.product.nameEn);
  return (
    `<path d="M170 110H430L446 498Q300 516 154 498Z" fill="${colour === '#F4F4F4' ? c.main : colour}"/>` +
    `<rect x="250" y="130" width="100" height="36" rx="18" fill="${petBackgrounds[c.product.petType]}"/>` +
    markBand(c, 170, 220, 260, colour === '#F4F4F4' ? c.main : colour) +
    pet(c.icon, 300, 282, 90, '#FFFFFF', colour === '#F4F4F4' ? c.main : colour) +
    `<rect x="206" y="340" width="188" height="96" rx="26" fill="${fluffy ? colour : '#FFFFFF'}"/>` +
    (fluffy
      ? Array.from(
          { length: 7 },
          (_, i) => `<circle cx="${230 + i * 23}" cy="${372 + (i % 2) * 26}" r="18" fill="${shade(colour === '#F4F4F4' ? '#E0E0E0' : colour, 0.3)}"/>`,
        ).join('')
      : filler(fillerFor(c.product), 212, 344, 176, 88, c.second)) +
    labelPill(c, 300, 450)
  );
};

const sprays: Draw = (c) =>
  `<rect x="170" y="300" width="260" height="210" rx="24" fill="${c.main}"/>` +
  [230, 280, 330, 380]
    .map(
      (x, i) =>
        `<path d="M${x} 310q${-10 + i * 6}-90 ${-4 + i * 4}-170" fill="none" stroke="#B89B3E" stroke-width="5"/>` +
        Array.from(
          { length: 6 },
          (_, j) => `<ellipse cx="${x - 2 + i * 1 + (j % 2) * 10 - 5}" cy="${160 + j * 24}" rx="12" ry="9" fill="${j % 2 ? '#E9C46A' : '#F4D58D'}"/>`,
        ).join(''),
    )
    .join('') +
  `<rect x="170" y="300" width="260" height="60" fill="${c.dark}"/>` +
  markBand(c, 170, 344, 260, c.dark) +
  pet(c.icon, 300, 430, 90, '#FFFFFF', c.main);

const seedStick: Draw = (c) =>
  `<path d="M300 70v60" stroke="#999" stroke-width="6"/><path d="M280 70h40" stroke="#999" stroke-width="6"/>` +
  `<rect x="288" y="120" width="24" height="380" rx="8" fill="#C08A5A"/>` +
  `<rect x="240" y="160" width="120" height="300" rx="60" fill="#E9C46A"/>` +
  filler('seeds', 244, 170, 112, 280, c.second) +
  `<rect x="120" y="470" width="360" height="60" rx="18" fill="${c.main}"/>` +
  pet(c.icon, 160, 250, 90, c.main, petBackgrounds[c.product.petType]) +
  labelPill(c, 300, 480);

const birdBath: Draw = (c) =>
  `<rect x="160" y="180" width="280" height="280" rx="20" fill="#DDEFF6" opacity=".8"/><rect x="160" y="330" width="280" height="130" fill="#8ECAE6" opacity=".8"/>` +
  `<rect x="150" y="170" width="300" height="30" rx="10" fill="${c.main}"/><rect x="150" y="450" width="300" height="30" rx="10" fill="${c.main}"/>` +
  `<circle cx="240" cy="310" r="10" fill="#FFFFFF"/><circle cx="360" cy="300" r="14" fill="#FFFFFF"/>` +
  pet('bird', 300, 300, 120, c.dark, '#DDEFF6');

function drawFor(product: ProductSeed): Draw {
  const n = product.nameEn;
  const rules: [RegExp, Draw][] = [
    [/\bhay\b/i, hay],
    [/kong classic|kong extreme/i, kong],
    [/scratching/i, post],
    [/ball|tennis/i, balls],
    [/rope/i, rope],
    [/wubba|kickeroo|latex pig/i, plush],
    [/mice|mouse/i, mice],
    [/wand|teaser/i, wand],
    [/flip board|circuit/i, board],
    [/wheel/i, wheel],
    [/swing|mirror/i, swing],
    [/brush|comb\b/i, brush],
    [/clipper/i, clipper],
    [/collar/i, collar],
    [/harness/i, harness],
    [/lead|leash/i, lead],
    [/carrier/i, carrier],
    [/bed(?!ding)/i, bed],
    [/bowl|feeder/i, bowl],
    [/litter pan/i, litterBox],
    [/scoop/i, scoop],
    [/fountain/i, fountain],
    [/cage/i, cage],
    [/water bottle/i, waterBottle],
    [/aquarium kit/i, tank],
    [/filter/i, filterUnit],
    [/heater/i, heater],
    [/air pump/i, pump],
    [/shampoo|conditioner/i, bottle],
    [/bath sand/i, litterBag],
    [/bird bath/i, birdBath],
    [/creamy/i, tubes],
    [/spray millet/i, sprays],
    [/treat stick/i, seedStick],
    [/carton|box of/i, box],
    [/supplement|omni-vit|calci-lux/i, box],
  ];
  for (const [pattern, draw] of rules) if (pattern.test(n)) return draw;
  if (product.kind === 'litter') return litterBag;
  if (product.categoryId === 900002075 && /\d{2} kg|pack of/i.test(n)) return sack;
  if (/wet|pouch|gravy|jelly|mousse/i.test(n)) return pouch;
  if (product.petType === 'fish' && product.kind === 'food') return jar;
  if (product.kind === 'treat') return treatPouch;
  return bag;
}

/** The second image: a serving of the food or treats in a bowl, with the pet alongside. */
const serving: Draw = (c) => {
  const f = fillerFor(c.product);
  const bg = petBackgrounds[c.product.petType];
  if (c.product.petType === 'fish') {
    return (
      `<circle cx="300" cy="320" r="190" fill="#DDF1F8"/><path d="M118 270H482A190 190 0 1 1 118 270Z" fill="#8ED1E6"/>` +
      `<ellipse cx="300" cy="140" rx="120" ry="22" fill="none" stroke="#B8DCE8" stroke-width="12"/>` +
      filler(f, 180, 250, 240, 40, c.second) +
      pet('fish', 280, 380, 150, c.main, '#8ED1E6') +
      pet('fish', 400, 450, 70, c.second === '#FFFFFF' ? '#F28C28' : c.second, '#8ED1E6') +
      `<path d="M150 470q60-30 100 0t100 0 100 0" fill="none" stroke="#52B788" stroke-width="10" stroke-linecap="round"/>` +
      (c.mark ? `<rect x="400" y="80" width="110" height="56" rx="28" fill="${c.main}"/>` + text(c.mark, 455, 121, 30, '#FFFFFF') : '')
    );
  }
  return (
    pet(c.icon, 300, 170, 170, c.dark, bg) +
    `<ellipse cx="300" cy="470" rx="210" ry="46" fill="${c.dark}"/>` +
    `<path d="M100 350h400l-46 120H146z" fill="${c.main}"/>` +
    `<ellipse cx="300" cy="350" rx="200" ry="52" fill="${shade(c.main, 0.3)}"/>` +
    `<ellipse cx="300" cy="352" rx="172" ry="38" fill="${f === 'chunks' ? '#C98A4B' : '#F1E3C8'}"/>` +
    filler(f, 150, 318, 300, 60, c.second) +
    `<path d="M150 400q150 40 300 0" fill="none" stroke="#FFFFFF" stroke-width="8" opacity=".5"/>` +
    (c.mark ? text(c.mark, 300, 440, 34, '#FFFFFF') : '')
  );
};

// ---------------------------------------------------------------- files

function svg(bg: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600">` +
    `<rect width="600" height="600" fill="${bg}"/><ellipse cx="300" cy="530" rx="220" ry="26" fill="#000000" opacity=".07"/>` +
    body +
    `</svg>\n`
  );
}

function contextFor(product: ProductSeed, sku: SkuSeed | undefined): Ctx {
  const brand = brandStyles[product.brandId] ?? fallbackBrand;
  const variantName = sku?.choiceNameEn?.toLowerCase() ?? '';
  return {
    product,
    icon: petFor(product),
    main: brand.main,
    dark: shade(brand.main, -0.35),
    light: shade(brand.main, 0.6),
    second: brand.second,
    mark: brand.mark,
    label: sizeLabel(product, sku),
    variant: variantColours[variantName] ?? null,
  };
}

function productImages(product: ProductSeed): [string, string][] {
  const first = product.skus[0];
  const draw = drawFor(product);
  const bg = petBackgrounds[product.petType];
  const files: [string, string][] = [];
  product.imageKeys.forEach((key, i) => {
    const ctx = contextFor(product, first);
    files.push([key, svg(bg, i === 0 ? draw(ctx) : serving(ctx))]);
  });
  for (const sku of product.skus) {
    if (sku.imageKey) files.push([sku.imageKey, svg(bg, draw(contextFor(product, sku)))]);
  }
  return files;
}

const placeColours = ['#E76F51', '#2A9D8F', '#8E6CC8', '#3A86FF', '#F4A261', '#6C757D'];

function placeImage(place: DonationPlaceSeed, index: number): string {
  const roof = placeColours[index % placeColours.length]!;
  const wall = shade(roof, 0.75);
  const paw = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})" fill="${roof}"><ellipse cx="0" cy="10" rx="16" ry="13"/><circle cx="-16" cy="-8" r="6"/><circle cx="-6" cy="-16" r="6"/><circle cx="6" cy="-16" r="6"/><circle cx="16" cy="-8" r="6"/></g>`;
  const body =
    `<circle cx="480" cy="110" r="44" fill="#FFD166" opacity=".8"/>` +
    `<rect x="150" y="270" width="300" height="230" fill="${wall}"/>` +
    `<path d="M110 290 300 130 490 290Z" fill="${roof}"/><path d="M110 290 300 130 490 290" fill="none" stroke="${shade(roof, -0.3)}" stroke-width="14" stroke-linejoin="round"/>` +
    `<rect x="380" y="160" width="40" height="70" fill="${shade(roof, -0.2)}"/>` +
    `<path d="M300 250c-26-18-46-32-46-52 0-13 10-23 23-23 10 0 18 6 23 13 5-7 13-13 23-13 13 0 23 10 23 23 0 20-20 34-46 52z" fill="#FFFFFF"/>` +
    `<rect x="262" y="380" width="76" height="120" rx="38" fill="${shade(roof, -0.25)}"/>` +
    `<rect x="180" y="330" width="60" height="60" rx="8" fill="#BDE0FE"/><rect x="360" y="330" width="60" height="60" rx="8" fill="#BDE0FE"/>` +
    pet('dog', 206, 376, 56, shade(roof, -0.35), '#BDE0FE') +
    pet('cat', 392, 376, 56, shade(roof, -0.35), '#BDE0FE') +
    `<rect x="100" y="500" width="400" height="14" rx="7" fill="#95D5B2"/>` +
    paw(110, 420, 1.2) +
    paw(500, 440, 1) +
    paw(80, 160, 0.9) +
    (place.status === 'inactive' ? `<rect x="0" y="0" width="600" height="600" fill="#FFFFFF" opacity=".35"/>` : '');
  return svg(shade(roof, 0.88), body);
}

/** Keeps an SVG drawing as a WebP picture at its own size, under its image key (which ends in .webp). */
async function write(key: string, svgText: string): Promise<number> {
  const file = path.join(imagesDir, key);
  mkdirSync(path.dirname(file), { recursive: true });
  const webp = await sharp(Buffer.from(svgText)).webp({ quality: 70, effort: 6 }).toBuffer();
  writeFileSync(file, webp);
  return webp.length;
}

let count = 0;
let largest = 0;
const keep = async (key: string, svgText: string) => {
  largest = Math.max(largest, await write(key, svgText));
  count++;
};
for (const product of demoProducts) {
  for (const [key, content] of productImages(product)) await keep(key, content);
}
for (const [i, place] of demoDonationPlaces.entries()) await keep(place.imageKey, placeImage(place, i));
for (const folder of readdirSync(artDir)) {
  for (const name of readdirSync(path.join(artDir, folder))) {
    await keep(`${folder}/${name.replace(/\.svg$/, '.webp')}`, readFileSync(path.join(artDir, folder, name), 'utf8'));
  }
}
console.log(`Wrote ${count} images to ${imagesDir} (largest ${largest} bytes).`);
