/**
 * Control characters: C0 (but tab, line feed and carriage return), DEL and C1. Nobody types them;
 * they arrive pasted or forged, PostgreSQL refuses NUL outright, and the rest would be stored
 * invisible in names and addresses that are printed on parcels and tax invoices.
 */
// eslint-disable-next-line no-control-regex -- finding them is the point
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

const MAX_DEPTH = 32;

/**
 * Where the first control character of a parsed request part is: the path of the string (or of
 * the key) that holds one, or null when there is none.
 */
export function controlCharacterPath(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path : null;
  if (!value || typeof value !== 'object' || path.length > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = controlCharacterPath(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (CONTROL_CHARACTER.test(key)) return [...path, key];
    const found = controlCharacterPath(item, [...path, key]);
    if (found) return found;
  }
  return null;
}
