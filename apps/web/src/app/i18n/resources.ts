import type { Language } from '../../lib/preferences';
import { mergeCatalogs, type Catalog } from './catalog-merge';

export type { Catalog } from './catalog-merge';

/**
 * A shopper's page needs one language's texts: each language is a chunk of its own, loaded before
 * the first draw (the server names the page's one in a modulepreload link, so it comes with the
 * app's script) and the other only when the shopper switches.
 */
export async function loadShopTexts(language: Language): Promise<Catalog> {
  return language === 'en' ? (await import('./texts-en')).texts : (await import('./texts-th')).texts;
}

/**
 * The back office's texts load with its code (loadBackOfficeCatalogs), never with a shopper's first
 * page: `features/staff` (shell, orders, team, audit log), each area of its own in `features/staff-<area>`,
 * and `features/back-office`, the pieces they share.
 */
const backOfficeCatalogs = import.meta.glob<{ default: Catalog }>([
  '../../features/staff/locales/*.json',
  '../../features/staff-*/locales/*.json',
  '../../features/back-office/locales/*.json',
]);

export async function loadBackOfficeCatalogs(): Promise<{ th: Catalog; en: Catalog }> {
  const loaded = { th: {} as Catalog, en: {} as Catalog };
  for (const [file, load] of Object.entries(backOfficeCatalogs)) {
    const language = file.endsWith('/th.json') ? 'th' : 'en';
    mergeCatalogs(loaded[language], (await load()).default, file);
  }
  return loaded;
}

/** Every text of the app, the back office's too (for the catalog tests). */
export async function allCatalogs(): Promise<{ th: Catalog; en: Catalog }> {
  const [th, en, backOffice] = await Promise.all([loadShopTexts('th'), loadShopTexts('en'), loadBackOfficeCatalogs()]);
  return { th: mergeCatalogs({ ...th }, backOffice.th, 'back office'), en: mergeCatalogs({ ...en }, backOffice.en, 'back office') };
}
