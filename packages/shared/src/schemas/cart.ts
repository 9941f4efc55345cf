import { z } from '../validation/z';
import { idParam } from '../validation/ids';
import { donationPlaceAddressFields, skuNameFields } from './products';

const amount = z.coerce.number({ error: 'validation.required' }).int('validation.integer').min(1).max(9999);
const donationId = idParam.nullish().transform((v) => v ?? null);

/** Lines a shopper adds: normal (1) or donated (2, with its donation place). */
export const addToCartBody = z
  .object({
    skuId: idParam,
    amount,
    orderProductTypeId: z.union([z.literal(1), z.literal(2)]).default(1),
    donationId,
  })
  .refine((b) => b.orderProductTypeId !== 2 || b.donationId !== null, { message: 'cart.donationPlaceRequired', path: ['donationId'] });

export const cartSkuParams = z.object({ skuId: idParam });
export const donationIdParams = z.object({ donationId: idParam });

export const updateCartLineBody = z.object({
  orderProductTypeId: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  amount,
  donationId,
  /** the spec's client sends totalPrice 0: the server computes prices */
  totalPrice: z.unknown().optional(),
});

export const removeCartLineBody = z
  .object({
    orderProductTypeId: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).default(1),
    donationId,
    totalPrice: z.unknown().optional(),
    amount: z.unknown().optional(),
  })
  .default({ orderProductTypeId: 1, donationId: null });

export const mergeCartBody = z.object({
  lines: z.array(addToCartBody).max(100),
});

const cartLineProduct = z.object({
  ...skuNameFields,
  /** baht, what one unit sells for now */
  price: z.number(),
  minSellPrice: z.number(),
  /** units in the sell stock */
  totalProduct: z.number().int(),
  displayStatus: z.enum(['active', 'inactive']),
  orderProductTypeId: z.number().int(),
  orderProductTypeDisplay: z.string(),
  isProductVariant: z.boolean(),
  productChoice: z.object({ choiceNameDisplayTh: z.string(), choiceNameDisplayEn: z.string() }).nullable(),
});

export const cartLineSchema = z.object({
  totalAmount: z.number().int(),
  /** baht */
  totalPrice: z.number(),
  product: cartLineProduct,
});

const groupTotals = {
  totalAmount: z.number().int(),
  totalPrice: z.number(),
  products: z.array(cartLineSchema),
  totalShippingPrice: z.number(),
  totalDiscountPromotion: z.number(),
  grandTotalPrice: z.number(),
  receiveCoin: z.number().int(),
};

export const generalGroupSchema = z.object(groupTotals);

export const donationGroupSchema = z.object({
  ...groupTotals,
  donationId: z.number().int(),
  status: z.enum(['active', 'inactive']),
  donationPlace: z.string(),
  ...donationPlaceAddressFields,
});

export const rewardProductSchema = z.object({
  id: z.number().int(),
  skuId: z.number().int(),
  productName: z.string(),
  productSkuImageKey: z.string(),
  coinReward: z.number().int(),
  totalProductInSellStock: z.number().int(),
});

export const cartAnswerSchema = z.object({
  cart: z.object({ generalProduct: generalGroupSchema, donationProduct: z.array(donationGroupSchema) }),
  coin: z.object({ currentCoin: z.number().int(), rewardProducts: z.array(rewardProductSchema) }),
});

export type AddToCartInput = z.infer<typeof addToCartBody>;
export type CartAnswer = z.infer<typeof cartAnswerSchema>;
export type CartLine = z.infer<typeof cartLineSchema>;
export type DonationGroup = z.infer<typeof donationGroupSchema>;
