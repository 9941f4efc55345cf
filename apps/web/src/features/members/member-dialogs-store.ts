/**
 * Which member dialog is open (log in, register, forgot password, social registration), shared by
 * the header, the mobile menu, the pages of this feature and `requestSignIn()` events from other
 * features. One dialog at a time; the failed sign-in count survives closing and reopening.
 */
import { useSyncExternalStore } from 'react';
import type { SocialPrefill } from './api/member-calls';

export interface SocialRegistration {
  prefill: SocialPrefill;
  /** the provider's access token: kept in memory only, for as long as the form is open */
  accessToken: string;
}

export type MemberDialog =
  | { kind: 'login'; returnTo?: string }
  | { kind: 'register'; returnTo?: string }
  | { kind: 'social-register'; returnTo?: string; social: SocialRegistration }
  | { kind: 'forgot'; email?: string };

interface State {
  dialog: MemberDialog | null;
  failedSignIns: number;
}

let state: State = { dialog: null, failedSignIns: 0 };
const listeners = new Set<() => void>();

function set(next: Partial<State>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function openMemberDialog(dialog: MemberDialog): void {
  set({ dialog });
}

export function closeMemberDialog(): void {
  if (state.dialog !== null) set({ dialog: null });
}

export function countFailedSignIn(): number {
  set({ failedSignIns: state.failedSignIns + 1 });
  return state.failedSignIns;
}

export function resetFailedSignIns(): void {
  if (state.failedSignIns !== 0) set({ failedSignIns: 0 });
}

export function useMemberDialog(): MemberDialog | null {
  return useSyncExternalStore(
    subscribe,
    () => state.dialog,
    () => null,
  );
}

export function useFailedSignIns(): number {
  return useSyncExternalStore(
    subscribe,
    () => state.failedSignIns,
    () => 0,
  );
}
