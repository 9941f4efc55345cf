import { z } from '../validation/z';
import { idParam, MAX_ID } from '../validation/ids';

/** A search that is a whole number also finds the member with that id (support reads it off an order or a ticket). */
export const memberIdOfSearch = (q: string): number | null => (/^\d{1,10}$/.test(q) && Number(q) >= 1 && Number(q) <= MAX_ID ? Number(q) : null);

export const staffMembersQuery = z.object({
  /** part of an e-mail, a name or a phone number, or a member's id */
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
  signInWith: z.array(z.enum(['password', 'google', 'facebook', 'line'])),
  ledger: z.array(z.object({ at: z.string(), coin: z.number().int(), activity: z.string(), reference: z.string() })),
  orders: z.array(z.object({ orderNo: z.string(), createdAt: z.string(), statusId: z.number().int(), netTotal: z.number() })),
});

export const staffMemberLedgerQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * A member's coin ledger a page at a time, newest first, with the balance it adds up to. The
 * activity is the ledger's own word (`admin-adjustment`, `purchase`, …); the reference says what
 * for (an order number, or the reason staff gave).
 */
export const staffMemberLedgerSchema = z.object({
  balance: z.number().int(),
  total: z.number().int(),
  entries: z.array(z.object({ id: z.number().int(), at: z.string(), coin: z.number().int(), activity: z.string(), reference: z.string() })),
});
export type StaffMemberLedger = z.infer<typeof staffMemberLedgerSchema>;
export type StaffMemberDetail = z.infer<typeof staffMemberDetailSchema>;
export type StaffMemberRow = z.infer<typeof memberRow>;
