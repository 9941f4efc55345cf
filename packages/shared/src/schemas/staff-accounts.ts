import { z } from '../validation/z';
import { idParam } from '../validation/ids';
import { STAFF_ROLES } from '../staff/staff-roles';
import { emailField, newPasswordField } from './members';

export const staffRole = z.enum(STAFF_ROLES);

/** A person of the shop as the back office shows them: never a password or a token. */
export const staffAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRole,
  active: z.boolean(),
  /** false until the person has chosen a password from the invitation */
  invitationAccepted: z.boolean(),
  createdAt: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const staffSigninBody = z.object({
  email: emailField,
  password: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(100, 'member.passwordTooLong'),
});
export const staffSigninSchema = z.object({ token: z.string(), staff: staffAccountSchema });

export const staffInviteBody = z.object({
  email: emailField,
  name: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(100, 'member.nameTooLong'),
  role: staffRole,
});

export const staffAccountParams = z.object({ id: idParam });
export const staffAccountChangeBody = z
  .object({ role: staffRole.optional(), active: z.boolean().optional() })
  .refine((body) => body.role !== undefined || body.active !== undefined, 'validation.required');

/** The invitation link's token and the password the person chooses. */
export const staffAcceptInviteBody = z.object({
  token: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(200),
  password: newPasswordField,
});

export const auditLogQuery = z.object({
  staffId: idParam.optional(),
  /** a permission name, or its first part ('orders') */
  action: z.string().trim().max(60).optional(),
  /** Bangkok calendar days, inclusive */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** the person, or null for the scripts' STAFF_API_TOKEN */
  staffId: z.number().int().nullable(),
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  /** what the write found and what it left (objects of the target's fields), or null */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export const auditLogSchema = z.object({ total: z.number().int(), entries: z.array(auditEntrySchema) });
export type AuditEntry = z.infer<typeof auditEntrySchema>;
