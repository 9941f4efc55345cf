/** Every call of the member area (member-area.md §7, docs/api.md "Members and sign-in"). */
import { isSocialProvider, type AccessTokenProvider } from '@pawsook/shared/members/social-providers';
import type { LineMessages, MemberProfile, MemberSummary, SocialPrefill, SocialProvider } from '@pawsook/shared/schemas/members';
import { api, getResult } from '../../../lib/api-client';
import { publicRequest } from '../../../lib/api-client';

export type { LineMessages, MemberProfile, MemberSummary, SocialPrefill, SocialProvider };

/** A sign-in's result (member-area spec §7: "result (token, user)"). */
export interface SignInResult {
  token: string;
  user: MemberSummary;
}

export interface SocialSignupResult {
  token: string | null;
  user: MemberSummary;
  emailConfirmationSent: boolean;
}

export interface SocialProviderInfo {
  provider: SocialProvider;
  authorizeUrl: string;
  clientId: string;
  scope: string;
  /** "token": the implicit flow (Google, Facebook); "code": LINE Login's code flow */
  responseType: 'token' | 'code';
}

/** LINE's return as the server takes it (decision 0081). */
export interface LineCodeBody {
  code: string;
  redirectUri: string;
  nonce: string;
}

/** Refused with `result: {reason: 'email-not-verified', email}` for an account that was never confirmed. */
export interface NotVerifiedResult {
  reason: 'email-not-verified';
  email: string;
}

export function isNotVerifiedResult(result: unknown): result is NotVerifiedResult {
  return !!result && typeof result === 'object' && (result as { reason?: unknown }).reason === 'email-not-verified';
}

export function isSocialPrefill(result: unknown): result is SocialPrefill {
  if (!result || typeof result !== 'object') return false;
  const r = result as Record<string, unknown>;
  return isSocialProvider(r.provider) && typeof r.id === 'string';
}

// Public calls: no bearer token; refusals keep their result (lib/api-client publicRequest, lib/call-refusals).

export const emailSignin = (body: { email: string; password: string }) => publicRequest<SignInResult>('POST', '/api/v1/auth/email-signin', body);

export const socialSignin = (provider: AccessTokenProvider, accessToken: string) =>
  publicRequest<SignInResult>('POST', `/api/v1/auth/${provider}-signin`, { accessToken });

export const lineSignin = (body: LineCodeBody) => publicRequest<SignInResult>('POST', '/api/v1/auth/line-signin', body);

export interface SocialSignupBody {
  accessToken: string;
  id: string;
  email: string;
  name: string;
  surname: string;
  phone1: string;
  phone2: string | null;
  birthDate: string | null;
}

export const socialSignup = (provider: SocialProvider, body: SocialSignupBody) =>
  publicRequest<SocialSignupResult>('POST', `/api/v1/auth/${provider}-signup`, body);

export const checkEmailAvailable = (email: string) =>
  publicRequest<{ email: string; isDuplicate: false }>('GET', '/api/v1/members/email-duplicate-verifications', undefined, { email });

export interface RegisterBody {
  email: string;
  password: string;
  name: string;
  surname: string;
  phone1: string;
  phone2: string | null;
  birthDate: string | null;
  isActive: true;
}

export const registerMember = (body: RegisterBody) => publicRequest<MemberSummary>('POST', '/api/v1/members', body);

export const confirmEmail = (token: string) => publicRequest<{ email: string }>('POST', '/api/v1/members/confirm-email', { token });

export const resendConfirmation = (email: string) => publicRequest<null>('POST', '/api/v1/members/resend-confirmation', { email });

export const forgotPassword = (email: string) => publicRequest<null>('POST', '/api/v1/members/forgot-password', { email });

export const resetPassword = (token: string, newPassword: string) => publicRequest<null>('POST', '/api/v1/members/reset-password', { token, newPassword });

export const fetchSocialProviders = (signal?: AbortSignal) => getResult<SocialProviderInfo[]>('/api/v1/auth/social-providers', signal ? { signal } : undefined);

// Member calls: bearer token and the 401 rule of lib/api-client.

/** `memberId` in the path is the numeric id kept with the session. */
export const fetchProfile = (memberId: string, signal?: AbortSignal) =>
  getResult<MemberProfile>(`/api/v1/members/web/${encodeURIComponent(memberId)}`, signal ? { signal } : undefined);

export interface ProfileBody {
  name: string;
  surname: string;
  /** YYYY-MM-DD, or empty for none (spec §7) */
  birthdate: string;
  phone1: string;
  phone2: string;
}

export const updateProfile = async (memberId: string, body: ProfileBody) =>
  (await api.patch<MemberProfile>(`/api/v1/members/member-info/${encodeURIComponent(memberId)}`, body)).data;

export const changePassword = async (body: { currentPassword: string; newPassword: string }) =>
  (await api.post<null>('/api/v1/members/change-password', body)).data;

/** Links LINE to the signed-in member (the profile's button, back from LINE). */
export const linkLine = async (body: LineCodeBody) => (await api.post<MemberProfile>('/api/v1/members/me/line', body)).data;

export const unlinkLine = async () => (await api.delete<MemberProfile>('/api/v1/members/me/line')).data;

/** Order messages on LINE: on or off, and the shop's official account to add as a friend. */
export const fetchLineMessages = async (signal?: AbortSignal) => (await api.get<LineMessages>('/api/v1/members/me/line-messages', { signal })).data;

export const saveLineMessages = async (messagesOn: boolean) => (await api.put<LineMessages>('/api/v1/members/me/line-messages', { messagesOn })).data;

export const logOut = async () => (await api.post<null>('/api/v1/auth/logout')).data;
