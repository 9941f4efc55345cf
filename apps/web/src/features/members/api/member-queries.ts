import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSession } from '../../../lib/auth-events';
import type { Language } from '../../../lib/preferences';
import { useLanguage } from '../../../lib/use-language';
import { fetchProfile, fetchSocialProviders } from './member-calls';

/**
 * Member data lives under ['member', …]: the 401 rule (app/start-app.tsx) and log-out drop it in one go.
 * The profile page reports its own failure (System Error dialog); the header stays quiet.
 */
export const profileQuery = (memberId: string, lang: Language) =>
  queryOptions({
    queryKey: ['member', 'profile', memberId, lang],
    queryFn: ({ signal }) => fetchProfile(memberId, signal),
    staleTime: 60_000,
    // a language switch refetches under a new key: keep showing (and editing) the member meanwhile
    placeholderData: (previous) => previous,
    meta: { systemError: false },
  });

export const socialProvidersQuery = (lang: Language) =>
  queryOptions({
    queryKey: ['auth', 'social-providers', lang],
    queryFn: ({ signal }) => fetchSocialProviders(signal),
    staleTime: Infinity,
    // Without providers the social buttons are simply not offered.
    meta: { systemError: false },
  });

/** The signed-in member's profile (name, e-mail, coins), or nothing for a guest. */
export function useMemberProfile() {
  const session = useSession();
  const lang = useLanguage();
  return useQuery({ ...profileQuery(session.memberId ?? '', lang), enabled: session.signedIn && session.memberId !== null });
}

export function useSocialProviders() {
  return useQuery(socialProvidersQuery(useLanguage()));
}

/**
 * Whether the social providers are known, or have been waited for `capMs`: the log-in form is shown
 * with its social buttons, not moved by them a moment later, and a slow answer does not keep it
 * from the shopper for long (without an answer there are no buttons).
 */
export function useSocialProvidersSettled(capMs: number): boolean {
  const { isPending } = useSocialProviders();
  const [waitedEnough, setWaitedEnough] = useState(false);
  useEffect(() => {
    if (!isPending) return;
    const timer = setTimeout(() => setWaitedEnough(true), capMs);
    return () => clearTimeout(timer);
  }, [isPending, capMs]);
  return !isPending || waitedEnough;
}
