import type { Language } from './preferences';

/** Picks the Thai or English field of a bilingual record: `localised(category, 'name', 'th')` → nameTh. */
export function pickLocalised<K extends string>(record: Record<`${K}Th` | `${K}En`, string>, key: K, language: Language): string {
  const th = record[`${key}Th`];
  const en = record[`${key}En`];
  return language === 'th' ? th || en : en || th;
}
