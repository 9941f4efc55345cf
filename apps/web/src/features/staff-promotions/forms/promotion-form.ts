/**
 * The automatic promotion form: what staff type, as text, read into the shared call's body and
 * checked by its schema (packages/shared/src/schemas/staff-promotions.ts). A gift names its SKU;
 * a discount is baht or a whole percentage, chosen by `discountKind`; the other kind's fields are
 * sent empty. Times are Bangkok time.
 */
import { staffPromotionBody, staffPromotionChangeBody, type StaffPromotion } from '@pawsook/shared/schemas/staff-promotions';
import { z } from '@pawsook/shared/validation/z';
import { fromBangkokLocal, toBangkokLocal } from '../../../lib/bangkok-local-time';
import { numberOf } from './promo-code-form';

export interface PromotionFormValues {
  code: string;
  nameTh: string;
  nameEn: string;
  kind: 'gift' | 'discount';
  minSpend: string;
  conditionSkuId: number | null;
  conditionAmount: string;
  giftSkuId: number | null;
  giftAmount: string;
  discountKind: 'fixed' | 'percent';
  discountAmount: string;
  discountPercent: string;
  startsAt: string;
  endsAt: string;
  status: 'active' | 'inactive';
}

const formFields = z.object({
  code: z.string(),
  nameTh: z.string(),
  nameEn: z.string(),
  kind: z.enum(['gift', 'discount']),
  minSpend: z.string(),
  conditionSkuId: z.number().nullable(),
  conditionAmount: z.string(),
  giftSkuId: z.number().nullable(),
  giftAmount: z.string(),
  discountKind: z.enum(['fixed', 'percent']),
  discountAmount: z.string(),
  discountPercent: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(['active', 'inactive']),
});

function toBody(values: z.infer<typeof formFields>) {
  const gift = values.kind === 'gift';
  const discount = (kind: 'fixed' | 'percent', typed: string) => (gift || values.discountKind !== kind ? null : numberOf(typed));
  return {
    nameTh: values.nameTh,
    nameEn: values.nameEn,
    kind: values.kind,
    minSpend: numberOf(values.minSpend) ?? 0,
    conditionSkuId: values.conditionSkuId,
    conditionAmount: values.conditionSkuId === null ? 1 : numberOf(values.conditionAmount),
    giftSkuId: gift ? values.giftSkuId : null,
    giftAmount: gift ? numberOf(values.giftAmount) : 1,
    discountAmount: discount('fixed', values.discountAmount),
    discountPercent: discount('percent', values.discountPercent),
    startsAt: fromBangkokLocal(values.startsAt),
    endsAt: fromBangkokLocal(values.endsAt),
    status: values.status,
  };
}

export const newPromotionFormSchema = formFields.transform((values) => ({ ...toBody(values), code: values.code })).pipe(staffPromotionBody);
export type NewPromotionBody = z.output<typeof newPromotionFormSchema>;

export const promotionChangeFormSchema = formFields.transform((values): Partial<ReturnType<typeof toBody>> => toBody(values)).pipe(staffPromotionChangeBody);
export type PromotionChangeBody = z.output<typeof promotionChangeFormSchema>;

export function emptyPromotionForm(startsAt: string): PromotionFormValues {
  return {
    code: '',
    nameTh: '',
    nameEn: '',
    kind: 'gift',
    minSpend: '0',
    conditionSkuId: null,
    conditionAmount: '1',
    giftSkuId: null,
    giftAmount: '1',
    discountKind: 'fixed',
    discountAmount: '',
    discountPercent: '',
    startsAt,
    endsAt: '',
    status: 'active',
  };
}

export function promotionFormOf(p: StaffPromotion): PromotionFormValues {
  return {
    code: p.code,
    nameTh: p.nameTh,
    nameEn: p.nameEn,
    kind: p.kind,
    minSpend: String(p.minSpend),
    conditionSkuId: p.conditionSkuId,
    conditionAmount: String(p.conditionAmount),
    giftSkuId: p.giftSkuId,
    giftAmount: String(p.giftAmount),
    discountKind: p.discountPercent !== null ? 'percent' : 'fixed',
    discountAmount: p.discountAmount === null ? '' : String(p.discountAmount),
    discountPercent: p.discountPercent === null ? '' : String(p.discountPercent),
    startsAt: toBangkokLocal(p.startsAt),
    endsAt: toBangkokLocal(p.endsAt),
    status: p.status,
  };
}
