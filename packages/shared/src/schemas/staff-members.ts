import { z } from '../validation/z';
import { idParam } from '../validation/ids';

export const staffMembersQuery = z.object({
  /** part of an e-mail, a name or a phone number */
  q: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

const memberRow = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  surname: z.string(),
  phone: z.string().nullable(),
  emailConfirmed: z.boolean(),
  coins: z.number().int(),
  createdAt: z.string(),
});
export const staffMembersSchema = z.object({ total: z.number().int(), members: z.array(memberRow) });

export const staffMemberParams = z.object({ id: idParam });
/** One member for support: the profile (never a password), coins with the ledger, and the latest orders. */
export const staffMemberDetailSchema = memberRow.extend({
  birthDate: z.string().nullable(),
  language: z.enum(['th', 'en']),
  signInWith: z.array(z.enum(['password', 'google', 'facebook'])),
  ledger: z.array(z.object({ at: z.string(), coin: z.number().int(), activity: z.string(), reference: z.string() })),
  orders: z.array(z.object({ orderNo: z.string(), createdAt: z.string(), statusId: z.number().int(), netTotal: z.number() })),
});
