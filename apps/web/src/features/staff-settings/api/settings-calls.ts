/**
 * The settings area's calls (docs/api.md, staff): payment channels and the transfer account
 * (settings.manage), the shipping rule (settings.manage) and donation places (catalog.read to list, catalog.write to change).
 */
import type { z } from 'zod';
import type { StaffDonationPlace, staffDonationPlaceBody, staffDonationPlaceChangeBody } from '@pawsook/shared/schemas/staff-donation-places';
import type { StaffShopSettings, StaffShopSettingsBody } from '@pawsook/shared/schemas/staff-shop-settings';
import type { PaymentChannelKind } from '@pawsook/shared/payments/payment-channels';
import type { TransferAccount, TransferAccountBody } from '@pawsook/shared/schemas/transfer-account';
import { staffRequest } from '../../../lib/api-client';

export type { StaffDonationPlace, StaffShopSettings, StaffShopSettingsBody, TransferAccount, TransferAccountBody };
export type DonationPlaceBody = z.output<typeof staffDonationPlaceBody>;
export type DonationPlaceChange = z.output<typeof staffDonationPlaceChangeBody>;

/** A payment channel as GET /api/v1/staff/payment-channels answers it (apps/api/src/modules/payments/staff-payment-channels.routes.ts). */
export interface StaffPaymentChannel {
  id: number;
  nameTh: string;
  nameEn: string;
  kind: PaymentChannelKind;
  status: 'active' | 'inactive';
  sortOrder: number;
  /** how long its unpaid orders wait; null: the shop's configured time for its kind */
  expiryMinutes: number | null;
}

export interface PaymentChannelChange {
  status?: 'active' | 'inactive';
  expiryMinutes?: number | null;
}

export const fetchPaymentChannels = (signal?: AbortSignal) => staffRequest<StaffPaymentChannel[]>('GET', '/api/v1/staff/payment-channels', { signal });

export const changePaymentChannel = (id: number, change: PaymentChannelChange) =>
  staffRequest<StaffPaymentChannel>('PATCH', `/api/v1/staff/payment-channels/${id}`, { body: change });

export const fetchShopSettings = (signal?: AbortSignal) => staffRequest<StaffShopSettings>('GET', '/api/v1/staff/shop-settings', { signal });

export const saveShopSettings = (body: StaffShopSettingsBody) => staffRequest<StaffShopSettings>('PUT', '/api/v1/staff/shop-settings', { body });

export const fetchDonationPlaces = (signal?: AbortSignal) => staffRequest<StaffDonationPlace[]>('GET', '/api/v1/staff/donation-places', { signal });

export const addDonationPlace = (body: DonationPlaceBody) => staffRequest<StaffDonationPlace>('POST', '/api/v1/staff/donation-places', { body });

export const changeDonationPlace = (id: number, change: DonationPlaceChange) =>
  staffRequest<StaffDonationPlace>('PATCH', `/api/v1/staff/donation-places/${id}`, { body: change });

/** The shop's account for bank transfers; null while none is set (transfers are then not offered). */
export const fetchTransferAccount = (signal?: AbortSignal) =>
  staffRequest<{ account: TransferAccount | null }>('GET', '/api/v1/staff/transfer-account', { signal });

export const saveTransferAccount = (body: TransferAccountBody) => staffRequest<{ account: TransferAccount }>('PUT', '/api/v1/staff/transfer-account', { body });
