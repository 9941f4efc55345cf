import type { Lang } from '@pawsook/shared/i18n/translate';

/**
 * A link in a mail: the shop's page with the mail's language in `?lang=`, which the web app reads
 * first (apps/web/src/lib/preferences.ts) so that an English mail never opens a Thai page, even on
 * a device that has never seen the shop or last used it in the other language.
 */
export function mailLink(publicUrl: string, path: string, params: Record<string, string>, lang: Lang): string {
  return `${publicUrl}${path}?${new URLSearchParams({ ...params, lang }).toString()}`;
}
