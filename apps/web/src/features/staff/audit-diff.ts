/**
 * An audit entry's before and after as the log shows them: the fields that differ, each as
 * key → value text. An entry that created something has only an after, one that removed something
 * only a before; a value that is not an object (a balance) is one change under the key ''.
 */
export interface AuditChange {
  key: string;
  /** the value as text; null where there was none (before a creation, after a removal) */
  before: string | null;
  after: string | null;
}

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A value as one line of text: strings as they are, everything else as compact JSON. */
export function valueText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  if (!hasBefore && !hasAfter) return [];
  if ((hasBefore && !isFields(before)) || (hasAfter && !isFields(after))) {
    const change = { key: '', before: valueText(before), after: valueText(after) };
    return change.before === change.after ? [] : [change];
  }
  const was: Fields = hasBefore ? (before as Fields) : {};
  const is: Fields = hasAfter ? (after as Fields) : {};
  const keys = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return keys
    .map((key) => ({ key, before: hasBefore ? valueText(was[key]) : null, after: hasAfter ? valueText(is[key]) : null }))
    .filter((change) => change.before !== change.after);
}

/** What fits in the table's cell: up to `max` changes; the rest are counted and shown when opened. */
export function auditSummary(changes: readonly AuditChange[], max = 2): { shown: AuditChange[]; more: number } {
  return changes.length <= max ? { shown: [...changes], more: 0 } : { shown: changes.slice(0, max), more: changes.length - max };
}
