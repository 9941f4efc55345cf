/**
 * The content editor's form: what staff type, as text, read into the shared call's body and checked
 * by its schema (packages/shared/src/schemas/content-items.ts), so the page and the API refuse the
 * same things. Times are Bangkok time; the bodies are the editor's HTML (the server sanitises them).
 */
import {
  staffContentFullBody,
  type ContentPlacement,
  type StaffContentBody,
  type StaffContentChange,
  type StaffContentItem,
} from '@pawsook/shared/schemas/content-items';
import { z } from '@pawsook/shared/validation/z';
import { fromBangkokLocal, toBangkokLocal } from '../../../lib/bangkok-local-time';

export interface ContentFormValues {
  placement: ContentPlacement;
  /** '' or '1'–'4' (articles) */
  typeId: string;
  slug: string;
  titleTh: string;
  titleEn: string;
  summaryTh: string;
  summaryEn: string;
  bodyTh: string;
  bodyEn: string;
  coverImage: string;
  coverAltTh: string;
  coverAltEn: string;
  videoUrl: string;
  linkUrl: string;
  membersOnly: boolean;
  /** datetime-local, Bangkok time; '' for open */
  startsAt: string;
  endsAt: string;
  sortOrder: string;
}

/** An English title → an address for it: lower-case words joined by dashes ("Paw care, rainy days" → "paw-care-rainy-days"). */
export function slugFrom(title: string): string {
  return title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** An editor left empty says `<p></p>`: no body. */
const bodyOf = (html: string) => (/^(<p>(<br>)?<\/p>)*$/.test(html.trim()) ? '' : html);

const formFields = z.object({
  placement: z.enum(['article', 'home-banner', 'promotions-page', 'privileges-page']),
  typeId: z.string(),
  slug: z.string(),
  titleTh: z.string(),
  titleEn: z.string(),
  summaryTh: z.string(),
  summaryEn: z.string(),
  bodyTh: z.string(),
  bodyEn: z.string(),
  coverImage: z.string(),
  coverAltTh: z.string(),
  coverAltEn: z.string(),
  videoUrl: z.string(),
  linkUrl: z.string(),
  membersOnly: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string(),
  sortOrder: z.string(),
});

/** The call's body from the form: fields a placement does not have go as null, empty texts as null where the call wants one. */
function toBody(values: z.infer<typeof formFields>) {
  const article = values.placement === 'article';
  const typeId = article && /^[1-4]$/.test(values.typeId) ? Number(values.typeId) : null;
  const blankNull = (text: string) => (text.trim() === '' ? null : text.trim());
  const order = values.sortOrder.trim();
  return {
    placement: values.placement,
    typeId,
    slug: article ? blankNull(values.slug) : null,
    titleTh: values.titleTh,
    titleEn: values.titleEn,
    summaryTh: values.placement === 'home-banner' ? '' : values.summaryTh,
    summaryEn: values.placement === 'home-banner' ? '' : values.summaryEn,
    bodyTh: values.placement === 'home-banner' ? '' : bodyOf(values.bodyTh),
    bodyEn: values.placement === 'home-banner' ? '' : bodyOf(values.bodyEn),
    coverImage: blankNull(values.coverImage),
    coverAltTh: values.coverAltTh,
    coverAltEn: values.coverAltEn,
    videoUrl: typeId === 3 ? blankNull(values.videoUrl) : null,
    linkUrl: article ? null : blankNull(values.linkUrl),
    membersOnly: values.membersOnly,
    startsAt: article ? null : fromBangkokLocal(values.startsAt),
    endsAt: article ? null : fromBangkokLocal(values.endsAt),
    sortOrder: article || order === '' ? 0 : /^\d+$/.test(order) ? Number(order) : Number.NaN,
  };
}

/** The form's schema: its text read into the call's body, then the shared rules. */
export const contentFormSchema = formFields.transform(toBody).pipe(staffContentFullBody);

/** A change sends every field but the placement (which stays). */
export const changeOf = ({ placement: _placement, ...fields }: StaffContentBody): StaffContentChange => fields;

export function emptyContentForm(placement: ContentPlacement): ContentFormValues {
  return {
    placement,
    typeId: placement === 'article' ? '4' : '',
    slug: '',
    titleTh: '',
    titleEn: '',
    summaryTh: '',
    summaryEn: '',
    bodyTh: '',
    bodyEn: '',
    coverImage: '',
    coverAltTh: '',
    coverAltEn: '',
    videoUrl: '',
    linkUrl: '',
    membersOnly: false,
    startsAt: '',
    endsAt: '',
    sortOrder: '0',
  };
}

export function contentFormOf(item: StaffContentItem): ContentFormValues {
  return {
    placement: item.placement,
    typeId: item.typeId === null ? '' : String(item.typeId),
    slug: item.slug ?? '',
    titleTh: item.titleTh,
    titleEn: item.titleEn,
    summaryTh: item.summaryTh,
    summaryEn: item.summaryEn,
    bodyTh: item.bodyTh,
    bodyEn: item.bodyEn,
    coverImage: item.coverImage ?? '',
    coverAltTh: item.coverAltTh,
    coverAltEn: item.coverAltEn,
    videoUrl: item.videoUrl ?? '',
    linkUrl: item.linkUrl ?? '',
    membersOnly: item.membersOnly,
    startsAt: toBangkokLocal(item.startsAt),
    endsAt: toBangkokLocal(item.endsAt),
    sortOrder: String(item.sortOrder),
  };
}
