import appEn from './locales/en.json';
import appTh from './locales/th.json';

export type Catalog = { [key: string]: string | Catalog };

/**
 * Each feature keeps its own texts in `features/<feature>/locales/{th,en}.json` under one top-level
 * key of its own (e.g. `{"members": {…}}`), so features never edit each other's files; they are
 * merged here with the app's catalog.
 */
const featureCatalogs = import.meta.glob<{ default: Catalog }>('../../features/*/locales/*.json', { eager: true });

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
