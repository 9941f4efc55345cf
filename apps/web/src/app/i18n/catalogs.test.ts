import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allCatalogs, type Catalog } from './resources';

// the back office's texts load later in the app, but are checked like the rest
const { th, en } = await allCatalogs();

/** Every leaf key as a dotted path, with its value. */
function leaves(catalog: Catalog, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalog)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of leaves(value, dotted)) found.set(k, v);
    } else {
      found.set(dotted, value);
    }
  }
  return found;
}

const thKeys = leaves(th as Catalog);
const enKeys = leaves(en as Catalog);

describe('i18n catalogs', () => {
  it('Thai has no key that English lacks', () => {
    expect([...thKeys.keys()].filter((k) => !enKeys.has(k))).toEqual([]);
  });

  it('English has no key that Thai lacks', () => {
    expect([...enKeys.keys()].filter((k) => !thKeys.has(k))).toEqual([]);
  });

  it('a key is a text in one catalog only if it is a text in the other (same nesting)', () => {
    const mismatched = [...thKeys.keys()].filter((k) => enKeys.has(k) && typeof thKeys.get(k) !== typeof enKeys.get(k));
    expect(mismatched).toEqual([]);
  });

  it.each([
    ['th', thKeys],
    ['en', enKeys],
  ] as const)('%s has no empty or non-text values', (_lang, keys) => {
    const bad = [...keys].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([k]) => k);
    expect(bad).toEqual([]);
  });

  it('both use the same {{placeholders}} per key', () => {
    // `{{count, number}}` names count, formatted
    const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort();
    const differing = [...thKeys.keys()].filter((k) => JSON.stringify(placeholders(thKeys.get(k))) !== JSON.stringify(placeholders(enKeys.get(k))));
    expect(differing).toEqual([]);
  });

  it('the Thai catalog is actually Thai', () => {
    expect(String(thKeys.get('notFound.title'))).toMatch(/[\u0E00-\u0E7F]/);
    expect(enKeys.get('notFound.title')).toBe('This page could not be found.');
    expect(enKeys.get('systemError.title')).toBe('System Error');
    expect(enKeys.get('systemError.message')).toBe('Is unavailable at this time. Please try again later.');
  });

  it('never says "coming soon"', () => {
    const all = [...thKeys.values(), ...enKeys.values()].map(String);
    expect(all.filter((text) => /coming soon|เร็ว ๆ นี้|เร็วๆ นี้/i.test(text))).toEqual([]);
  });

  it('every literal key used in the source exists in both catalogs', () => {
    const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(full);
      }
    };
    walk(srcDir);
    const used = new Set<string>();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([\w.]+)'/g)) used.add(match[1]!);
      for (const match of text.matchAll(/labelKey:\s*'([\w.]+)'/g)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(20);
    // a plural is looked up by its base key (i18next adds _one / _other by the count)
    const has = (keys: Map<string, unknown>, key: string) => keys.has(key) || keys.has(`${key}_other`);
    const missing = [...used].filter((key) => !has(thKeys, key) || !has(enKeys, key));
    expect(missing).toEqual([]);
  });
});
