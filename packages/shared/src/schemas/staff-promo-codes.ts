import { z } from '../validation/z';
import { idParam } from '../validation/ids';

/** baht with at most two decimals (satang) */
const baht = z
  .number()
  .min(0)
  .max(10_000_000)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'validation.invalid');
const ids = z.array(z.number().int().min(1)).max(500);
const quota = z.number().int().min(1).max(10_000_000).nullable();

/** A promo code as staff write it: money in baht, a percentage in whole per cent. Every rule of the orders issue. */
const promoCodeFields = z.object({
  nameTh: z.string().trim().min(1, 'validation.required').max(100),
  nameEn: z.string().trim().min(1, 'validation.required').max(100),
  kind: z.enum(['fixed', 'percent']),
  /** fixed: baht off; percent: whole per cent (1–100) */
  value: z.number().min(0.01),
  /** the most a percentage takes off, in baht ("10% off, up to ฿100") */
  maxDiscount: baht.nullable(),
  minSpend: baht,
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }).nullable(),
  totalQuota: quota,
  perMemberQuota: quota,
  audience: z.enum(['members', 'new-members']),
  categoryIds: ids,
  brandIds: ids,
  skuIds: ids,
  bonusCoins: z.number().int().min(0).max(1_000_000),
  status: z.enum(['active', 'inactive']),
});

/** Also checked by the service against the stored code when a change sends only one of the pair. */
export const valueFits = (body: { kind?: 'fixed' | 'percent'; value?: number }) =>
  body.kind === undefined ||
  body.value === undefined ||
  (body.kind === 'percent' ? Number.isInteger(body.value) && body.value <= 100 : body.value <= 1_000_000);
export const windowFits = (body: { startsAt?: string; endsAt?: string | null }) =>
  !body.startsAt || !body.endsAt || new Date(body.endsAt) > new Date(body.startsAt);

export const staffPromoCodeBody = promoCodeFields
  .extend({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9-]{2,29}$/, 'promo.codeShape'),
  })
  .refine(valueFits, { message: 'promo.valueShape', path: ['value'] })
  .refine(windowFits, { message: 'promo.windowShape', path: ['endsAt'] });

/** A change: any of the fields; the code itself stays (orders carry it). */
export const staffPromoCodeChangeBody = promoCodeFields
  .partial()
  .refine(valueFits, { message: 'promo.valueShape', path: ['value'] })
  .refine(windowFits, { message: 'promo.windowShape', path: ['endsAt'] });

export const staffPromoCodeParams = z.object({ id: idParam });

export const staffPromoCodeSchema = promoCodeFields.extend({
  id: z.number().int(),
  code: z.string(),
  usedCount: z.number().int(),
  /** uses left of the total quota; null: unlimited */
  quotaLeft: z.number().int().nullable(),
  createdAt: z.string(),
});
export type StaffPromoCode = z.infer<typeof staffPromoCodeSchema>;

export const staffPromoCodeOrdersSchema = z.array(
  z.object({
    orderNo: z.string(),
    createdAt: z.string(),
    statusId: z.number().int(),
    memberId: z.number().int(),
    memberEmail: z.string(),
    codeDiscount: z.number(),
    netTotal: z.number(),
  }),
);
