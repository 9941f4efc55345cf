/**
 * The content list's filters live in the address, as the other back-office lists' do:
 * `/staff/content?placement=article&type=4&status=draft&page=2`. What the call would refuse is left out.
 */
import { CONTENT_PLACEMENTS, CONTENT_STATUSES, type ContentPlacement, type ContentStatus } from '@pawsook/shared/schemas/content-items';

export interface ContentFilters {
  placement: ContentPlacement | null;
  /** articles' type 1–4 */
  typeId: number | null;
  status: ContentStatus | null;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | null => ((values as readonly string[]).includes(raw ?? '') ? (raw as T) : null);

export function readContentFilters(params: URLSearchParams): ContentFilters {
  const type = params.get('type');
  const page = params.get('page');
  return {
    placement: oneOf(CONTENT_PLACEMENTS, params.get('placement')),
    typeId: type !== null && /^[1-4]$/.test(type) ? Number(type) : null,
    status: oneOf(CONTENT_STATUSES, params.get('status')),
    page: page !== null && /^\d{1,4}$/.test(page) ? Math.max(1, Number(page)) : 1,
  };
}

/** The filters' address part: only what is set. */
export function contentSearch({ placement, typeId, status, page }: ContentFilters): string {
  const params = new URLSearchParams();
  if (placement) params.set('placement', placement);
  if (typeId) params.set('type', String(typeId));
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export const contentHref = (filters: Partial<ContentFilters> = {}): string =>
  `/staff/content${contentSearch({ placement: null, typeId: null, status: null, page: 1, ...filters })}`;
export const contentItemHref = (id: number): string => `/staff/content/${id}`;

/** The call's query for the filters. */
export function contentQuery({ placement, typeId, status, page }: ContentFilters, limit: number): Record<string, string | number | undefined> {
  return { placement: placement ?? undefined, typeId: typeId ?? undefined, status: status ?? undefined, page: page > 1 ? page : undefined, limit };
}

export { pageCount } from '../../lib/page-count';
