export type Catalog = { [key: string]: string | Catalog };

/**
 * Each feature keeps its own texts in `features/<feature>/locales/{th,en}.json` under one top-level
 * key of its own (e.g. `{"members": {…}}`), so features never edit each other's files; a key
 * defined twice is a mistake, not an override.
 */
export function mergeCatalogs(target: Catalog, source: Catalog, origin: string): Catalog {
  for (const [key, value] of Object.entries(source)) {
    if (key in target) throw new Error(`i18n key "${key}" from ${origin} is already defined`);
    target[key] = value;
  }
  return target;
}

export function mergeAll(app: Catalog, features: Record<string, Catalog>): Catalog {
  const merged = mergeCatalogs({}, app, 'app');
  for (const [file, catalog] of Object.entries(features)) mergeCatalogs(merged, catalog, file);
  return merged;
}
