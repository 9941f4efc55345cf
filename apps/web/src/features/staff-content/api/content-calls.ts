import type { StaffContentBody, StaffContentChange, StaffContentItem, StaffContentPage } from '@pawsook/shared/schemas/content-items';
import type { ContentMove } from '@pawsook/shared/status/content-status';
import { staffRequest } from '../../../lib/api-client';
import { StaffCallError } from '../../../lib/call-refusals';
import { contentQuery, type ContentFilters } from '../content-params';

export type { StaffContentBody, StaffContentChange, StaffContentItem, StaffContentPage };

export const CONTENT_PAGE_SIZE = 20;

const itemPath = (id: number) => `/api/v1/staff/content/${id}`;

export const fetchContentItems = (filters: ContentFilters, signal?: AbortSignal) =>
  staffRequest<StaffContentPage>('GET', '/api/v1/staff/content', { query: contentQuery(filters, CONTENT_PAGE_SIZE), signal });
export const fetchContentItem = (id: number, signal?: AbortSignal) => staffRequest<StaffContentItem>('GET', itemPath(id), { signal });
export const createContentItem = (body: StaffContentBody) => staffRequest<StaffContentItem>('POST', '/api/v1/staff/content', { body });
export const changeContentItem = (id: number, body: StaffContentChange) => staffRequest<StaffContentItem>('PATCH', itemPath(id), { body });
export const moveContentItem = (id: number, move: ContentMove, publishedAt?: string) =>
  staffRequest<StaffContentItem>('POST', `${itemPath(id)}/${move}`, { body: move === 'publish' && publishedAt ? { publishedAt } : {} });

/**
 * An image for the editor (POST /api/v1/upload/text-editor-file, multipart field `file`) with the
 * staff token, sent as a form. Answers the image's path (/images/content/…).
 */
export async function uploadEditorImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const path = await staffRequest<unknown>('POST', '/api/v1/upload/text-editor-file', { body: form });
  // an answer without the image's path is no answer the editor can use
  if (typeof path !== 'string') throw new StaffCallError({ kind: 'server', status: 200, message: '' });
  return path;
}
