/**
 * The address-book calls (docs/api.md "Address books", member-area.md §7) and the region tree
 * (docs/api.md "Reference data"). Shipping and tax-invoice (receipt) books answer the same calls
 * under two paths.
 */
import type { ReceiptAddress, ShippingAddress } from '@pawsook/shared/schemas/addresses';
import type { DistrictDetail, Province, ProvinceDetail } from '@pawsook/shared/schemas/reference';
import { api, getResult } from '../../../lib/api-client';

/** Which address book: delivery addresses, or tax-invoice (receipt) addresses. */
export type AddressKind = 'shipping' | 'receipt';

export const ADDRESS_KINDS: readonly AddressKind[] = ['shipping', 'receipt'];

/** An address of either book as the API answers it (receipt fields empty on shipping addresses). */
export type MemberAddress = ShippingAddress & Partial<Pick<ReceiptAddress, 'taxPayerId' | 'companyName' | 'branchNo'>>;

/** What a save sends: the spec's address payload (+ taxPayerId, companyName, branchNo for receipts). */
export interface AddressPayload {
  name: string;
  surname: string;
  address: string;
  province: number;
  district: number;
  subDistrict: number;
  postelCode: string;
  phone: string;
  isDefault: boolean;
  companyName?: string | null;
  taxPayerId?: string;
  /** receipts: the buyer's 5-digit branch; null: head office */
  branchNo?: string | null;
  /** checkout only: also keep the address in the member's book */
  isAddToAccount?: boolean;
}

const BOOK_PATHS: Record<AddressKind, { list: string; limit: string }> = {
  shipping: { list: '/api/v1/member-addresses', limit: '/api/v1/member-addresses/check-limit-address' },
  receipt: { list: '/api/v1/member-address-receipts', limit: '/api/v1/member-address-receipts/check-limit-address-receipt' },
};

export function fetchAddresses(kind: AddressKind, signal?: AbortSignal): Promise<MemberAddress[]> {
  return getResult<MemberAddress[]>(BOOK_PATHS[kind].list, { signal });
}

export async function createAddress(kind: AddressKind, payload: AddressPayload): Promise<MemberAddress> {
  return (await api.post<MemberAddress>(BOOK_PATHS[kind].list, payload)).data;
}

export async function updateAddress(kind: AddressKind, id: number, payload: AddressPayload): Promise<MemberAddress> {
  return (await api.put<MemberAddress>(`${BOOK_PATHS[kind].list}/${id}`, { id, ...payload })).data;
}

export async function setDefaultAddress(kind: AddressKind, id: number): Promise<MemberAddress> {
  return (await api.patch<MemberAddress>(`${BOOK_PATHS[kind].list}/${id}`, { isDefault: true })).data;
}

export async function deleteAddress(kind: AddressKind, id: number): Promise<void> {
  await api.delete<null>(`${BOOK_PATHS[kind].list}/${id}`);
}

/** Whether one more address fits the book: resolves with the count, rejects with a 400 (the limit message) when full. */
export async function checkAddressLimit(kind: AddressKind): Promise<{ count: number; limit: number }> {
  return (await api.get<{ count: number; limit: number }>(BOOK_PATHS[kind].limit)).data;
}

export function fetchProvinces(signal?: AbortSignal): Promise<Province[]> {
  return getResult<Province[]>('/api/v1/address/provinces', { signal });
}

export function fetchProvince(id: number, signal?: AbortSignal): Promise<ProvinceDetail> {
  return getResult<ProvinceDetail>(`/api/v1/address/provinces/${id}`, { signal });
}

export function fetchDistrict(id: number, signal?: AbortSignal): Promise<DistrictDetail> {
  return getResult<DistrictDetail>(`/api/v1/address/districts/${id}`, { signal });
}
