import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addDonationPlace,
  changeDonationPlace,
  changePaymentChannel,
  fetchDonationPlaces,
  fetchPaymentChannels,
  fetchShopSettings,
  fetchTransferAccount,
  saveShopSettings,
  saveTransferAccount,
  type DonationPlaceBody,
  type DonationPlaceChange,
  type PaymentChannelChange,
  type StaffShopSettingsBody,
  type TransferAccountBody,
} from './settings-calls';

/** Under ['staff'] like every back-office answer: signing out forgets them with the rest. */
export const settingsKeys = {
  paymentChannels: ['staff', 'settings', 'payment-channels'] as const,
  shipping: ['staff', 'settings', 'shipping'] as const,
  donationPlaces: ['staff', 'settings', 'donation-places'] as const,
  transferAccount: ['staff', 'settings', 'transfer-account'] as const,
};

// Sections show their own refusals: never the System Error dialog as well.
const ownMessages = { systemError: false } as const;

export const usePaymentChannels = () =>
  useQuery({ queryKey: settingsKeys.paymentChannels, queryFn: ({ signal }) => fetchPaymentChannels(signal), staleTime: 15_000, meta: ownMessages });

export const useShopSettings = () =>
  useQuery({ queryKey: settingsKeys.shipping, queryFn: ({ signal }) => fetchShopSettings(signal), staleTime: 15_000, meta: ownMessages });

export const useTransferAccount = () =>
  useQuery({ queryKey: settingsKeys.transferAccount, queryFn: ({ signal }) => fetchTransferAccount(signal), staleTime: 15_000, meta: ownMessages });

export const useDonationPlaces = () =>
  useQuery({ queryKey: settingsKeys.donationPlaces, queryFn: ({ signal }) => fetchDonationPlaces(signal), staleTime: 15_000, meta: ownMessages });

/** A settings write, done or refused: its list and the audit log are asked again. */
function useSettingsWrite<Vars, Result>(listKey: readonly string[], write: (vars: Vars) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: ownMessages,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: listKey }), queryClient.invalidateQueries({ queryKey: ['staff', 'audit-log'] })]),
  });
}

export const useChangePaymentChannel = () =>
  useSettingsWrite(settingsKeys.paymentChannels, ({ id, change }: { id: number; change: PaymentChannelChange }) => changePaymentChannel(id, change));

export const useSaveShopSettings = () => useSettingsWrite(settingsKeys.shipping, (body: StaffShopSettingsBody) => saveShopSettings(body));

export const useSaveTransferAccount = () => useSettingsWrite(settingsKeys.transferAccount, (body: TransferAccountBody) => saveTransferAccount(body));

export const useAddDonationPlace = () => useSettingsWrite(settingsKeys.donationPlaces, (body: DonationPlaceBody) => addDonationPlace(body));

export const useChangeDonationPlace = () =>
  useSettingsWrite(settingsKeys.donationPlaces, ({ id, change }: { id: number; change: DonationPlaceChange }) => changeDonationPlace(id, change));
