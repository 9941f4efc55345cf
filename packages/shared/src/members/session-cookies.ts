import { cookieValue } from '../text/cookie-value';

/**
 * Where the browser keeps the signed-in member (member-area spec §3: "member id and access token
 * are stored in cookies"): written by the web app, read by it and by the server, which names the
 * code a page will need for a guest or a member (apps/api/src/http/page-modules.ts).
 */
export const MEMBER_ID_COOKIE = 'pawsook_member_id';
export const ACCESS_TOKEN_COOKIE = 'pawsook_access_token';

/** Whether a Cookie header carries a member's session (a non-empty access token). */
export function hasMemberSession(cookieHeader: string | undefined): boolean {
  return Boolean(cookieValue(cookieHeader, ACCESS_TOKEN_COOKIE));
}
