import { z } from '../validation/z';

export const staffDashboardSchema = z.object({
  /** the Bangkok day the figures are of */
  day: z.string(),
  ordersToday: z.number().int(),
  /** baht of today's orders that are paid or on their way (statuses 2–8) */
  salesToday: z.number(),
  /** orders in each open status (1–7, 10), for the board's tabs */
  waiting: z.array(z.object({ statusId: z.number().int(), count: z.number().int() })),
  lowStock: z.array(z.object({ skuId: z.number().int(), skuCode: z.string(), nameTh: z.string(), nameEn: z.string(), stock: z.number().int() })),
  expiringCodes: z.array(z.object({ id: z.number().int(), code: z.string(), endsAt: z.string(), quotaLeft: z.number().int().nullable() })),
});
export type StaffDashboard = z.infer<typeof staffDashboardSchema>;
