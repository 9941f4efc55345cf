import type { StaffContentBody, StaffContentChange, StaffContentItem, StaffContentPage } from '@pawsook/shared/schemas/content-items';
import type { ContentMove } from '@pawsook/shared/status/content-status';
import { buildUrl, HTTP_TIMEOUT_MS } from '../../../lib/api-client';
import { NETWORK_CONNECTION_MESSAGE } from '../../../lib/api-error';
import type { ApiEnvelope } from '../../../lib/normalise-result';
import { staffRefusal, staffRequest, StaffCallError } from '../../staff/api/staff-request';
import { clearStaffToken, getStaffToken } from '../../staff/staff-session';
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

function authorization(): Record<string, string> {
  const token = getStaffToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

async function envelopeOf<T>(response: Response): Promise<ApiEnvelope<T> | null> {
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === 'object' && 'responseCode' in parsed) return parsed as ApiEnvelope<T>;
  } catch {
    // not JSON (a proxy's page): judged by the HTTP status alone
  }
  return null;
}

/**
 * An image for the editor (POST /api/v1/upload/text-editor-file, multipart field `file`) with the
 * staff token: the staff request sends JSON only. Answers the image's path (/images/content/…).
 */
export async function uploadEditorImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(buildUrl('/api/v1/upload/text-editor-file'), {
      method: 'POST',
      headers: { Accept: 'application/json', lang: document.documentElement.lang || 'th', ...authorization() },
      body: form,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
  } catch {
    throw new StaffCallError({ kind: 'network', status: 0, message: NETWORK_CONNECTION_MESSAGE });
  }
  const envelope = await envelopeOf<string>(response);
  if (response.ok && envelope && String(envelope.responseCode) === '200' && typeof envelope.result === 'string') return envelope.result;
  const refusal = staffRefusal(response.status, envelope as ApiEnvelope<unknown> | null);
  if (refusal.status === 401) clearStaffToken();
  throw refusal;
}
