import appEn from './locales/en.json';
import appTh from './locales/th.json';

export type Catalog = { [key: string]: string | Catalog };

/**
 * Each feature keeps its own texts in `features/<feature>/locales/{th,en}.json` under one top-level
 * key of its own (e.g. `{"members": {…}}`), so features never edit each other's files; they are
 * merged here with the app's catalog.
 */
const featureCatalogs = import.meta.glob<{ default: Catalog }>(['../../features/*/locales/*.json', '!../../features/staff/locales/*.json', '!../../features/staff-*/locales/*.json'], { eager: true });

/**
 * The back office's texts load with its code (loadBackOfficeCatalogs), never with a shopper's first
 * page: `features/staff` (shell, orders, team, audit log) and each area of its own in `features/staff-<area>`.
 */
const backOfficeCatalogs = import.meta.glob<{ default: Catalog }>(['../../features/staff/locales/*.json', '../../features/staff-*/locales/*.json']);

function merge(target: Catalog, source: Catalog, origin: string): Catalog {
  for (const [key, value] of Object.entries(source)) {
    if (key in target) throw new Error(`i18n key "${key}" from ${origin} is already defined`);
    target[key] = value;
  }
  return target;
}

function catalogFor(language: 'th' | 'en', app: Catalog): Catalog {
  const merged = merge({}, app, 'app');
  for (const [file, module] of Object.entries(featureCatalogs)) {
    if (file.endsWith(`/${language}.json`)) merge(merged, module.default, file);
  }
  return merged;
}

export const catalogs = { th: catalogFor('th', appTh as Catalog), en: catalogFor('en', appEn as Catalog) };

export async function loadBackOfficeCatalogs(): Promise<{ th: Catalog; en: Catalog }> {
  const loaded = { th: {} as Catalog, en: {} as Catalog };
  for (const [file, load] of Object.entries(backOfficeCatalogs)) {
    const language = file.endsWith('/th.json') ? 'th' : 'en';
    merge(loaded[language], (await load()).default, file);
  }
  return loaded;
}

/** Every text of the app, the back office's too (for the catalog test). */
export async function allCatalogs(): Promise<{ th: Catalog; en: Catalog }> {
  const backOffice = await loadBackOfficeCatalogs();
  return { th: merge({ ...catalogs.th }, backOffice.th, 'back office'), en: merge({ ...catalogs.en }, backOffice.en, 'back office') };
}
