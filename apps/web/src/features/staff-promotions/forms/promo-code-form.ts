/**
 * The promo code form: what staff type, as text, read into the shared call's body and checked by
 * its schema (packages/shared/src/schemas/staff-promo-codes.ts), so the form and the API say the
 * same thing about a percentage over 100 or an end before the start. Times are Bangkok time; an
 * empty quota is no limit; a fixed discount has no cap.
 */
import { staffPromoCodeBody, staffPromoCodeChangeBody, type StaffPromoCode } from '@pawsook/shared/schemas/staff-promo-codes';
import { z } from '@pawsook/shared/validation/z';
import { fromBangkokLocal, toBangkokLocal } from '../../../lib/bangkok-local-time';

export interface PromoCodeFormValues {
  code: string;
  nameTh: string;
  nameEn: string;
  kind: 'fixed' | 'percent';
  value: string;
  maxDiscount: string;
  minSpend: string;
  startsAt: string;
  endsAt: string;
  totalQuota: string;
  perMemberQuota: string;
  audience: 'members' | 'new-members';
  categoryIds: number[];
  brandIds: number[];
  skuIds: number[];
  bonusCoins: string;
  status: 'active' | 'inactive';
}

/** A typed number ("1,250.50" too); null when left empty, NaN when it is not a number (the schema says so). */
export function numberOf(text: string): number | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const formFields = z.object({
  code: z.string(),
  nameTh: z.string(),
  nameEn: z.string(),
  kind: z.enum(['fixed', 'percent']),
  value: z.string(),
  maxDiscount: z.string(),
  minSpend: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  totalQuota: z.string(),
  perMemberQuota: z.string(),
  audience: z.enum(['members', 'new-members']),
  categoryIds: z.array(z.number()),
  brandIds: z.array(z.number()),
  skuIds: z.array(z.number()),
  bonusCoins: z.string(),
  status: z.enum(['active', 'inactive']),
});

/** The call's body from the form's text: empty required fields become null, which the schema calls missing. */
function toBody(values: z.infer<typeof formFields>) {
  return {
    nameTh: values.nameTh,
    nameEn: values.nameEn,
    kind: values.kind,
    value: numberOf(values.value),
    maxDiscount: values.kind === 'percent' ? numberOf(values.maxDiscount) : null,
    minSpend: numberOf(values.minSpend) ?? 0,
    startsAt: fromBangkokLocal(values.startsAt),
    endsAt: fromBangkokLocal(values.endsAt),
    totalQuota: numberOf(values.totalQuota),
    perMemberQuota: numberOf(values.perMemberQuota),
    audience: values.audience,
    categoryIds: values.categoryIds,
    brandIds: values.brandIds,
    skuIds: values.skuIds,
    bonusCoins: numberOf(values.bonusCoins) ?? 0,
    status: values.status,
  };
}

export const newPromoCodeFormSchema = formFields.transform((values) => ({ ...toBody(values), code: values.code })).pipe(staffPromoCodeBody);
export type NewPromoCodeBody = z.output<typeof newPromoCodeFormSchema>;

/** A change sends every field of the form (the code itself stays). */
export const promoCodeChangeFormSchema = formFields.transform((values): Partial<ReturnType<typeof toBody>> => toBody(values)).pipe(staffPromoCodeChangeBody);
export type PromoCodeChangeBody = z.output<typeof promoCodeChangeFormSchema>;

export function emptyPromoCodeForm(startsAt: string): PromoCodeFormValues {
  return {
    code: '',
    nameTh: '',
    nameEn: '',
    kind: 'percent',
    value: '',
    maxDiscount: '',
    minSpend: '0',
    startsAt,
    endsAt: '',
    totalQuota: '',
    perMemberQuota: '1',
    audience: 'members',
    categoryIds: [],
    brandIds: [],
    skuIds: [],
    bonusCoins: '0',
    status: 'active',
  };
}

const text = (n: number | null) => (n === null ? '' : String(n));

/** A stored code as the form shows it. */
export function promoCodeFormOf(code: StaffPromoCode): PromoCodeFormValues {
  return {
    code: code.code,
    nameTh: code.nameTh,
    nameEn: code.nameEn,
    kind: code.kind,
    value: String(code.value),
    maxDiscount: text(code.maxDiscount),
    minSpend: String(code.minSpend),
    startsAt: toBangkokLocal(code.startsAt),
    endsAt: toBangkokLocal(code.endsAt),
    totalQuota: text(code.totalQuota),
    perMemberQuota: text(code.perMemberQuota),
    audience: code.audience,
    categoryIds: code.categoryIds,
    brandIds: code.brandIds,
    skuIds: code.skuIds,
    bonusCoins: String(code.bonusCoins),
    status: code.status,
  };
}
