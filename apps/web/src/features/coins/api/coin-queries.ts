import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import type { CartAnswer, rewardProductSchema } from '@pawsook/shared/schemas/cart';
import type { coinHistoryEntrySchema, myCoinSchema } from '@pawsook/shared/schemas/coins';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth-events';
import type { Language } from '../../../lib/preferences';
import { useLanguage } from '../../../lib/use-language';

/** A reward product as the API lists it (member-area spec §3 "Reward SKU"). */
export type RewardItem = z.infer<typeof rewardProductSchema>;
export type CoinHistoryEntry = z.infer<typeof coinHistoryEntrySchema>;
export type CoinOrder = 'asc' | 'desc';

/** Member-area spec §9: 12 rewards and 10 history entries a page; the most expensive rewards first. */
export const REWARDS_PAGE_SIZE = 12;
export const HISTORY_PAGE_SIZE = 10;
export const DEFAULT_COIN_ORDER: CoinOrder = 'desc';

export interface RewardPage {
  /** the member's coins when the page was read */
  coin: number;
  rewards: RewardItem[];
  totalRecord: number;
}

export interface HistoryPage {
  entries: CoinHistoryEntry[];
  totalRecord: number;
}

/**
 * Keys start with ['member', memberId]: logging out (or the 401 rule) forgets them with the rest
 * of the member's data, and another member signing in on the same browser never sees them.
 * Texts that come from the server (reward names, history activities) are keyed by language.
 */
export const coinKeys = {
  all: (memberId: string) => ['member', memberId, 'coins'] as const,
  balance: (memberId: string) => ['member', memberId, 'coins', 'balance'] as const,
  rewards: (memberId: string, language: Language, page: number, limit: number, orderBy: CoinOrder) =>
    ['member', memberId, 'coins', 'rewards', language, { page, limit, orderBy }] as const,
  history: (memberId: string, language: Language, page: number) => ['member', memberId, 'coins', 'history', language, page] as const,
};

/** The cart feature's queries (cart-checkout spec §4 Coin exchange: "after a 200 the cart is refreshed"). */
const cartKey = (memberId: string) => ['member', memberId, 'cart'] as const;
/** The members feature's profile carries the coin balance the header shows. */
const profileKey = ['member', 'profile'] as const;

/** The coins moved (a reward redeemed or returned): every coin figure, and the header's balance, is asked again. */
export function refreshCoins(queryClient: QueryClient, memberId: string): Promise<unknown> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: coinKeys.all(memberId) }), queryClient.invalidateQueries({ queryKey: profileKey })]);
}

type MyCoin = z.infer<typeof myCoinSchema>;

export function coinBalanceQuery(memberId: string) {
  return queryOptions({
    queryKey: coinKeys.balance(memberId),
    queryFn: async ({ signal }) => (await api.get<MyCoin>('/api/v1/members/get-my-pcg-coin', { signal })).data.coin,
    staleTime: 30_000,
  });
}

export function rewardSkusQuery(memberId: string, language: Language, { page, limit, orderBy }: RewardSkusParams) {
  return queryOptions({
    queryKey: coinKeys.rewards(memberId, language, page, limit, orderBy),
    queryFn: async ({ signal }): Promise<RewardPage> => {
      const answer = await api.get<MyCoin>('/api/v1/members/get-my-pcg-coin', { query: { limit, page, orderBy }, signal });
      return { coin: answer.data.coin, rewards: answer.data.listSkuReward ?? [], totalRecord: answer.totalRecord ?? 0 };
    },
    staleTime: 30_000,
    // paging and sorting keep the current grid on screen until the next one arrives
    placeholderData: keepPreviousData,
  });
}

export function coinHistoryQuery(memberId: string, language: Language, page: number) {
  return queryOptions({
    queryKey: coinKeys.history(memberId, language, page),
    queryFn: async ({ signal }): Promise<HistoryPage> => {
      const answer = await api.get<CoinHistoryEntry[]>('/api/v1/coin-history/web', { query: { limit: HISTORY_PAGE_SIZE, page }, signal });
      return { entries: answer.data, totalRecord: answer.totalRecord ?? answer.data.length };
    },
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** Sonner's rich green and red texts are about 4.3:1 on their pale backgrounds; these darker ones reach 4.5:1. */
const SUCCESS_TOAST_STYLE = { color: '#14532d' };
const ERROR_TOAST_STYLE = { color: '#7f1d1d' };

function useMemberId(): string | null {
  const session = useSession();
  return session.signedIn ? session.memberId : null;
}

/** The signed-in member's current coins (`data` is a number); nothing is asked for a guest. */
export function useCoinBalance() {
  const memberId = useMemberId();
  return useQuery({ ...coinBalanceQuery(memberId ?? ''), enabled: memberId !== null });
}

export interface RewardSkusParams {
  page: number;
  limit: number;
  orderBy: CoinOrder;
}

/** One page of the rewards that can be exchanged for coins, sorted by coin cost. */
export function useRewardSkus(params: RewardSkusParams) {
  const memberId = useMemberId();
  const language = useLanguage();
  return useQuery({ ...rewardSkusQuery(memberId ?? '', language, params), enabled: memberId !== null });
}

/** One page (10 entries) of the member's coin history, newest first. */
export function useCoinHistory(page: number, enabled = true) {
  const memberId = useMemberId();
  const language = useLanguage();
  return useQuery({ ...coinHistoryQuery(memberId ?? '', language, page), enabled: enabled && memberId !== null });
}

/**
 * Exchanges coins for a reward: the server spends the coins and puts the reward in the cart as a
 * free line. Afterwards the coins (balance, rewards, history), the cart and the header's balance
 * are asked again; the shopper hears the outcome as a toast in the current language. A refusal
 * (not enough coins, sold out) comes with the server's own message; a 500 opens the System Error
 * dialog and a lost connection shows the network message (the query client does both).
 */
export function useRedeemReward() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const memberId = useMemberId();
  return useMutation({
    mutationFn: async (reward: RewardItem): Promise<CartAnswer> => (await api.get<CartAnswer>(`/api/v1/product-sku/exchange-coin-reward/${reward.skuId}`)).data,
    onSuccess: (_cart, reward) => {
      toast.success(t('coins.redeem.added', { name: reward.productName }), { style: SUCCESS_TOAST_STYLE });
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      if (error.kind === 'bad-request') toast.error(error.message || t('coins.redeem.failed'), { style: ERROR_TOAST_STYLE });
      else if (error.kind === 'not-found') toast.error(t('coins.redeem.failed'), { style: ERROR_TOAST_STYLE });
    },
    onSettled: async () => {
      if (!memberId) return;
      // a refusal also means the page's numbers were out of date: ask again either way
      await Promise.all([refreshCoins(queryClient, memberId), queryClient.invalidateQueries({ queryKey: cartKey(memberId) })]);
    },
  });
}
