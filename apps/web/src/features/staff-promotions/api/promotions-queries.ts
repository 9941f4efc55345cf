import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  changePromoCode,
  changePromotion,
  createPromoCode,
  createPromotion,
  fetchPromoCodeOrders,
  fetchPromoCodes,
  fetchPromotionChoices,
  fetchPromotions,
  fetchSkusById,
  findSkus,
  type StatusChange,
} from './promotions-calls';
import type { NewPromoCodeBody, PromoCodeChangeBody } from '../forms/promo-code-form';
import type { NewPromotionBody, PromotionChangeBody } from '../forms/promotion-form';

/** Under ['staff'] with every back-office answer: signing out forgets them all at once. */
export const promotionKeys = {
  codes: ['staff', 'promo-codes'] as const,
  codeOrders: (id: number) => ['staff', 'promo-codes', id, 'orders'] as const,
  promotions: ['staff', 'promotions'] as const,
  choices: ['staff', 'promotion-choices'] as const,
  skuSearch: (q: string) => ['staff', 'promotion-skus', 'search', q] as const,
  skus: (ids: readonly number[]) => ['staff', 'promotion-skus', 'ids', ids] as const,
};

// Pages show their own refusals (a 403, a failed list): never the System Error dialog as well.
const ownMessages = { systemError: false } as const;

export function usePromoCodes({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: promotionKeys.codes, queryFn: ({ signal }) => fetchPromoCodes(signal), enabled, staleTime: 15_000, meta: ownMessages });
}

export function usePromoCodeOrders(id: number) {
  return useQuery({
    queryKey: promotionKeys.codeOrders(id),
    queryFn: ({ signal }) => fetchPromoCodeOrders(id, signal),
    staleTime: 15_000,
    retry: false,
    meta: ownMessages,
  });
}

export function usePromotions() {
  return useQuery({ queryKey: promotionKeys.promotions, queryFn: ({ signal }) => fetchPromotions(signal), staleTime: 15_000, meta: ownMessages });
}

/** Categories and brands change rarely: asked once a visit. */
export function usePromotionChoices() {
  return useQuery({ queryKey: promotionKeys.choices, queryFn: ({ signal }) => fetchPromotionChoices(signal), staleTime: 5 * 60_000, meta: ownMessages });
}

export function useSkuSearch(q: string) {
  return useQuery({
    queryKey: promotionKeys.skuSearch(q),
    queryFn: ({ signal }) => findSkus(q, signal),
    enabled: q !== '',
    staleTime: 60_000,
    meta: ownMessages,
  });
}

/** The names of chosen SKUs (stored ids, or ids picked from a search). */
export function useSkusById(ids: readonly number[]) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return useQuery({
    queryKey: promotionKeys.skus(sorted),
    queryFn: ({ signal }) => fetchSkusById(sorted, signal),
    enabled: sorted.length > 0,
    staleTime: 5 * 60_000,
    meta: ownMessages,
  });
}

/** A write is also an audit entry and may change the dashboard's codes ending soon: those are asked again too. */
function usePromotionsWrite<Vars, Result>(write: (vars: Vars) => Promise<Result>, list: readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: ownMessages,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: list }),
        queryClient.invalidateQueries({ queryKey: ['staff', 'dashboard'] }),
        queryClient.invalidateQueries({ queryKey: ['staff', 'audit-log'] }),
      ]),
  });
}

export const useCreatePromoCode = () => usePromotionsWrite((body: NewPromoCodeBody) => createPromoCode(body), promotionKeys.codes);
export const useChangePromoCode = () =>
  usePromotionsWrite(({ id, body }: { id: number; body: PromoCodeChangeBody | StatusChange }) => changePromoCode(id, body), promotionKeys.codes);

export const useCreatePromotion = () => usePromotionsWrite((body: NewPromotionBody) => createPromotion(body), promotionKeys.promotions);
export const useChangePromotion = () =>
  usePromotionsWrite(({ id, body }: { id: number; body: PromotionChangeBody | StatusChange }) => changePromotion(id, body), promotionKeys.promotions);
