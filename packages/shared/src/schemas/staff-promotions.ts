import { z } from '../validation/z';
import { idField, idParam, MAX_ID } from '../validation/ids';

/** baht with at most two decimals (satang) */
const baht = z
  .number()
  .min(0)
  .max(10_000_000)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'validation.invalid');

/**
 * An automatic promotion as staff write it (decision 0016, the `promotions` table): a gift with
 * purchase or an order discount, earned when the general products reach a spend and, optionally,
 * hold enough of one SKU. Money in baht, a percentage in whole per cent.
 */
const promotionFields = z.object({
  nameTh: z.string().trim().min(1, 'validation.required').max(100),
  nameEn: z.string().trim().min(1, 'validation.required').max(100),
  kind: z.enum(['gift', 'discount']),
  /** the charged normal lines must come to at least this much */
  minSpend: baht,
  /** and, when set, hold at least `conditionAmount` of this SKU */
  conditionSkuId: idField.nullable(),
  conditionAmount: z.number().int().min(1).max(1000),
  /** gift: the SKU given, and how many */
  giftSkuId: idField.nullable(),
  giftAmount: z.number().int().min(1).max(100),
  /** discount: baht off the order, or else a whole percentage of the charged lines */
  discountAmount: baht.nullable(),
  discountPercent: z.number().nullable(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }).nullable(),
  status: z.enum(['active', 'inactive']),
});

type Shape = Partial<Pick<z.infer<typeof promotionFields>, 'kind' | 'giftSkuId' | 'discountAmount' | 'discountPercent' | 'startsAt' | 'endsAt'>>;

/**
 * The table's CHECKs as rules with message keys, judged on what is known: the create's body, or a
 * change merged with the stored row (the service). A gift names the SKU it gives; a discount is a
 * fixed amount above zero or a whole percentage from 1 to 100, never both; the window runs forwards.
 */
export function promotionProblems(body: Shape): {
  field: 'giftSkuId' | 'discountAmount' | 'discountPercent' | 'endsAt';
  message: 'promotion.giftShape' | 'promotion.discountShape' | 'promo.windowShape';
}[] {
  const problems: ReturnType<typeof promotionProblems> = [];
  if (body.kind === 'gift' && body.giftSkuId === null) problems.push({ field: 'giftSkuId', message: 'promotion.giftShape' });
  const percentFits = body.discountPercent == null || (Number.isInteger(body.discountPercent) && body.discountPercent >= 1 && body.discountPercent <= 100);
  if (!percentFits) problems.push({ field: 'discountPercent', message: 'promotion.discountShape' });
  if (body.discountAmount != null && body.discountAmount <= 0) problems.push({ field: 'discountAmount', message: 'promotion.discountShape' });
  // a discount is one of the two, never both and never neither
  if (
    percentFits &&
    body.kind === 'discount' &&
    body.discountAmount !== undefined &&
    body.discountPercent !== undefined &&
    (body.discountAmount === null) === (body.discountPercent === null)
  ) {
    problems.push({ field: body.discountAmount === null ? 'discountAmount' : 'discountPercent', message: 'promotion.discountShape' });
  }
  if (body.startsAt && body.endsAt && !(new Date(body.endsAt) > new Date(body.startsAt))) problems.push({ field: 'endsAt', message: 'promo.windowShape' });
  return problems;
}

const withRules = <T extends z.ZodType<Shape>>(schema: T) =>
  schema.superRefine((body, ctx) => {
    for (const problem of promotionProblems(body)) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });

export const promotionCodeField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]{2,29}$/, 'promo.codeShape');

/** A new promotion: every field; the code is staff's own name for it, kept upper-case. */
export const staffPromotionBody = withRules(promotionFields.extend({ code: promotionCodeField }));

/**
 * A change: any of the fields (the code stays: orders name their promotions by it). A half of a
 * pair sent alone is checked by the service against the half stored; nothing sent changes nothing.
 */
export const staffPromotionChangeBody = withRules(promotionFields.partial());

export const staffPromotionParams = z.object({ id: idParam });

export const staffPromotionSchema = promotionFields.extend({ id: z.number().int(), code: z.string(), createdAt: z.string() });
export type StaffPromotion = z.infer<typeof staffPromotionSchema>;
export type StaffPromotionBody = z.infer<typeof staffPromotionBody>;
export type StaffPromotionChange = z.infer<typeof staffPromotionChangeBody>;

/** What the promotions area's pickers offer: every category and brand, on sale or not. */
const choice = z.object({ id: z.number().int(), nameTh: z.string(), nameEn: z.string(), active: z.boolean() });
export const staffPromotionChoicesSchema = z.object({ categories: z.array(choice), brands: z.array(choice) });
export type StaffPromotionChoices = z.infer<typeof staffPromotionChoicesSchema>;

/** SKUs found by part of a product name or SKU code, or named by their ids (to show stored ones). */
export const staffPromotionSkusQuery = z.object({
  q: z.string().trim().max(100).default(''),
  /** comma-separated SKU ids */
  ids: z
    .string()
    .max(6_000)
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'validation.invalid')
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.length <= 500 && ids.every((id) => id >= 1 && id <= MAX_ID), 'validation.idOutOfRange')
    .optional(),
});
export const staffPromotionSkuSchema = z.object({
  id: z.number().int(),
  skuCode: z.string(),
  productNameTh: z.string(),
  productNameEn: z.string(),
  choiceNameTh: z.string().nullable(),
  choiceNameEn: z.string().nullable(),
  active: z.boolean(),
});
export type StaffPromotionSku = z.infer<typeof staffPromotionSkuSchema>;
