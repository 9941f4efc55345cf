import { z } from '../validation/z';
import { paymentChannelKinds } from '../payments/payment-channels';

export const paymentChannelSchema = z.object({
  id: z.number().int(),
  nameTh: z.string(),
  nameEn: z.string(),
  kind: z.enum(paymentChannelKinds),
  s3PhotoKey: z.string(),
  status: z.enum(['active', 'inactive']),
});

export type PaymentChannel = z.infer<typeof paymentChannelSchema>;
