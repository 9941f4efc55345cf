/** Pure shaping of contact and social entries for display (no React). */
import type { Language } from '../../lib/preferences';
import { TRUNCATE, truncateLabel } from '../../lib/truncate';
import type { ContactEntry, SocialMediaEntry, SocialType } from './api/contact-types';

export interface ContactView {
  id: number;
  title: string;
  lines: string[];
  url: string;
  iconKey: string | null;
  buttonKey: string | null;
}

function isActive(status: ContactEntry['activeStatus']): boolean {
  if (typeof status === 'boolean') return status;
  if (typeof status === 'number') return status === 1;
  return !['inactive', 'false', '0', 'n'].includes(status.trim().toLowerCase());
}

/** Active entries in id order, with the title and up to three description lines of the language. */
export function toContactViews(entries: readonly ContactEntry[], language: Language): ContactView[] {
  return entries
    .filter((entry) => isActive(entry.activeStatus))
    .sort((a, b) => a.id - b.id)
    .map((entry) => {
      const th = [entry.descTh1, entry.descTh2, entry.descTh3];
      const en = [entry.descEn1, entry.descEn2, entry.descEn3];
      const preferred = (language === 'th' ? th : en).filter((line): line is string => !!line && line.trim() !== '');
      const fallback = (language === 'th' ? en : th).filter((line): line is string => !!line && line.trim() !== '');
      return {
        id: entry.id,
        title: (language === 'th' ? entry.titleTh || entry.titleEn : entry.titleEn || entry.titleTh) ?? '',
        lines: preferred.length > 0 ? preferred : fallback,
        url: entry.url,
        iconKey: entry.s3PhotoKey,
        buttonKey: entry.s3ButtonKey,
      };
    });
}

export interface SocialLinkView {
  id: number;
  /** icon under /images/, from the link's site; null for a site we have no icon for */
  iconKey: string | null;
  url: string;
  name: string;
  label: string;
  truncated: boolean;
}

/** Footer social lists: columns of 5 (spec §2 Footer). */
export const SOCIAL_COLUMN_SIZE = 5;

/**
 * Splits a social list into columns of 5 and cuts the names: 15 characters, except the third
 * Facebook column, which the shop's footer gives only 8.
 */
export function toSocialColumns(entries: readonly SocialMediaEntry[], type: SocialType): SocialLinkView[][] {
  const columns: SocialLinkView[][] = [];
  entries.forEach((entry, index) => {
    const columnIndex = Math.floor(index / SOCIAL_COLUMN_SIZE);
    const max = type === 'facebook' && columnIndex === 2 ? TRUNCATE.footerThirdFacebookColumn : TRUNCATE.short;
    const { text, truncated } = truncateLabel(entry.name, max);
    (columns[columnIndex] ??= []).push({ id: entry.id, iconKey: socialIconKey(entry.url), url: entry.url, name: entry.name, label: text, truncated });
  });
  return columns;
}

/** Sites with an icon in the shop's image store (images/social/*.svg). */
const SOCIAL_ICON_BY_HOST: ReadonlyArray<[RegExp, string]> = [
  [/(^|\.)facebook\.com$|(^|\.)fb\.com$/, 'facebook'],
  [/(^|\.)instagram\.com$/, 'instagram'],
  [/(^|\.)tiktok\.com$/, 'tiktok'],
  [/(^|\.)youtube\.com$|(^|\.)youtu\.be$/, 'youtube'],
  [/(^|\.)line\.me$/, 'line'],
  [/(^|\.)x\.com$|(^|\.)twitter\.com$/, 'x'],
  [/(^|\.)pinterest\.com$/, 'pinterest'],
];

export function socialIconKey(url: string): string | null {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
  const match = SOCIAL_ICON_BY_HOST.find(([pattern]) => pattern.test(host));
  return match ? `social/${match[1]}.svg` : null;
}
