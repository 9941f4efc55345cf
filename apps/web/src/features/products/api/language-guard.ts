import type { QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import type { Language } from '../../../lib/preferences';

/** The language the app speaks right now (i18n writes it to <html lang> before anything else hears of a switch). */
function documentLanguage(): string {
  return typeof document === 'undefined' ? 'th' : document.documentElement.lang;
}

/**
 * Right after a language switch the app asks every mounted query again, in the new language; a
 * query keyed by the old language would then store answers in the wrong language under its key.
 * Such a query keeps what it has; the screens ask for the new language's key themselves.
 */
export async function inLanguage<T>(context: QueryFunctionContext<QueryKey>, language: Language, fetch: () => Promise<T>): Promise<T> {
  if (documentLanguage() !== language) {
    const kept = context.client.getQueryData<T>(context.queryKey);
    if (kept !== undefined) return kept;
  }
  return fetch();
}
