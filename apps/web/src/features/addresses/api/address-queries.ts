import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '../../../lib/auth-events';
import type { Language } from '../../../lib/preferences';
import { useLanguage } from '../../../lib/use-language';
import { fetchAddresses, fetchDistrict, fetchProvince, fetchProvinces, type AddressKind } from './address-calls';

/**
 * Address books live under ['member', memberId, 'addresses', …] (the 401 rule and log-out forget
 * every 'member' query; another member on the same browser never sees them). Region names come in
 * the request's language, so every key carries it.
 */
export const addressKeys = {
  all: (memberId: string) => ['member', memberId, 'addresses'] as const,
  book: (memberId: string, kind: AddressKind) => ['member', memberId, 'addresses', kind] as const,
  list: (memberId: string, kind: AddressKind, language: Language) => ['member', memberId, 'addresses', kind, language] as const,
};

export function addressBookQuery(memberId: string, kind: AddressKind, language: Language) {
  return queryOptions({
    queryKey: addressKeys.list(memberId, kind, language),
    queryFn: ({ signal }) => fetchAddresses(kind, signal),
    staleTime: 60_000,
    // a language switch refetches under a new key: keep the cards on screen meanwhile
    placeholderData: (previous) => previous,
  });
}

/** The signed-in member's addresses of one book; nothing is asked for a guest. */
export function useAddressBook(kind: AddressKind) {
  const { memberId } = useSession();
  const language = useLanguage();
  return useQuery({ ...addressBookQuery(memberId ?? '', kind, language), enabled: memberId !== null });
}

/** Refetches one book (spec §4: after any change the list refetches). */
export function useRefreshAddressBook(): (kind: AddressKind) => Promise<void> {
  const queryClient = useQueryClient();
  const { memberId } = useSession();
  return useCallback(
    async (kind) => {
      if (memberId) await queryClient.invalidateQueries({ queryKey: addressKeys.book(memberId, kind) });
    },
    [memberId, queryClient],
  );
}

/** The region tree only changes with a deployment (the API lets it be cached for a day). */
const REGION_STALE_MS = 24 * 60 * 60_000;

export const regionKeys = {
  provinces: (language: Language) => ['reference', 'provinces', language] as const,
  province: (id: number, language: Language) => ['reference', 'province', id, language] as const,
  district: (id: number, language: Language) => ['reference', 'district', id, language] as const,
};

export function useProvinces() {
  const language = useLanguage();
  return useQuery({
    queryKey: regionKeys.provinces(language),
    queryFn: ({ signal }) => fetchProvinces(signal),
    staleTime: REGION_STALE_MS,
    placeholderData: (previous) => previous,
  });
}

/** A province with its districts, once one is chosen. */
export function useProvince(id: number | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: regionKeys.province(id ?? 0, language),
    queryFn: ({ signal }) => fetchProvince(id ?? 0, signal),
    enabled: id !== null,
    staleTime: REGION_STALE_MS,
  });
}

/** A district with its sub-districts and their postal codes, once one is chosen. */
export function useDistrict(id: number | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: regionKeys.district(id ?? 0, language),
    queryFn: ({ signal }) => fetchDistrict(id ?? 0, signal),
    enabled: id !== null,
    staleTime: REGION_STALE_MS,
  });
}
