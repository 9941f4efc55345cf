import type { z } from 'zod';
import type { StaffPromoCode, staffPromoCodeOrdersSchema } from '@pawsook/shared/schemas/staff-promo-codes';
import type { StaffPromotion, StaffPromotionChoices, StaffPromotionSku } from '@pawsook/shared/schemas/staff-promotions';
import { staffRequest } from '../../../lib/api-client';
import type { NewPromoCodeBody, PromoCodeChangeBody } from '../forms/promo-code-form';
import type { NewPromotionBody, PromotionChangeBody } from '../forms/promotion-form';

export type { StaffPromoCode, StaffPromotion, StaffPromotionChoices, StaffPromotionSku };
export type PromoCodeOrder = z.infer<typeof staffPromoCodeOrdersSchema>[number];
/** what a row's quick switch sends */
export interface StatusChange {
  status: 'active' | 'inactive';
}

export const fetchPromoCodes = (signal?: AbortSignal) => staffRequest<StaffPromoCode[]>('GET', '/api/v1/staff/promo-codes', { signal });

export const createPromoCode = (body: NewPromoCodeBody) => staffRequest<StaffPromoCode>('POST', '/api/v1/staff/promo-codes', { body });

export const changePromoCode = (id: number, body: PromoCodeChangeBody | StatusChange) =>
  staffRequest<StaffPromoCode>('PATCH', `/api/v1/staff/promo-codes/${id}`, { body });

export const fetchPromoCodeOrders = (id: number, signal?: AbortSignal) =>
  staffRequest<PromoCodeOrder[]>('GET', `/api/v1/staff/promo-codes/${id}/orders`, { signal });

export const fetchPromotions = (signal?: AbortSignal) => staffRequest<StaffPromotion[]>('GET', '/api/v1/staff/promotions', { signal });

export const createPromotion = (body: NewPromotionBody) => staffRequest<StaffPromotion>('POST', '/api/v1/staff/promotions', { body });

export const changePromotion = (id: number, body: PromotionChangeBody | StatusChange) =>
  staffRequest<StaffPromotion>('PATCH', `/api/v1/staff/promotions/${id}`, { body });

export const fetchPromotionChoices = (signal?: AbortSignal) => staffRequest<StaffPromotionChoices>('GET', '/api/v1/staff/promotion-choices', { signal });

export const findSkus = (q: string, signal?: AbortSignal) => staffRequest<StaffPromotionSku[]>('GET', '/api/v1/staff/promotion-skus', { query: { q }, signal });

export const fetchSkusById = (ids: readonly number[], signal?: AbortSignal) =>
  staffRequest<StaffPromotionSku[]>('GET', '/api/v1/staff/promotion-skus', { query: { ids: ids.join(',') }, signal });
