import { asc, eq } from 'drizzle-orm';
import type { TransferAccount } from '@pawsook/shared/schemas/transfer-account';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/app-error';
import type { StaffAudit } from '../audit/audit.service';
import type { StaffActor } from '../audit/audit.types';
import type { PaymentsService } from './payments.service';
import { paymentChannels, transferAccount, transferAccountOf } from './payments.tables';

export interface StaffPaymentChannel {
  id: number;
  nameTh: string;
  nameEn: string;
  kind: string;
  status: 'active' | 'inactive';
  sortOrder: number;
  /** how long an unpaid order of the channel waits; null: ORDER_EXPIRY_MINUTES of its kind */
  expiryMinutes: number | null;
}

export interface PaymentChannelChange {
  status?: 'active' | 'inactive';
  expiryMinutes?: number | null;
}

const toChannel = (row: typeof paymentChannels.$inferSelect): StaffPaymentChannel => ({
  id: row.id,
  nameTh: row.nameTh,
  nameEn: row.nameEn,
  kind: row.kind,
  status: row.status,
  sortOrder: row.sortOrder,
  expiryMinutes: row.expiryMinutes,
});

/**
 * Payment channels in the back office: every channel, switched on or off, with the time its
 * unpaid orders wait, and the shop's account for bank transfers. The tables' triggers
 * (migrations 0009, 0027) tell every instance, so checkout offers the change at once; orders
 * already placed keep their channel. Transfers cannot be switched on without the account.
 */
export function createStaffPaymentChannels(db: Db, audit: StaffAudit, payments: Pick<PaymentsService, 'settle'>) {
  return {
    async list(): Promise<StaffPaymentChannel[]> {
      return (await db.select().from(paymentChannels).orderBy(asc(paymentChannels.sortOrder), asc(paymentChannels.id))).map(toChannel);
    },

    /** One channel changed with its audit entry; 404 for no such channel, 409 for transfers without the shop's account. */
    async change(by: StaffActor, id: number, change: PaymentChannelChange): Promise<StaffPaymentChannel> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(paymentChannels).where(eq(paymentChannels.id, id)).for('update');
        if (!before) throw notFound();
        if (before.kind === 'transfer' && change.status === 'active' && (await tx.select({ id: transferAccount.id }).from(transferAccount)).length === 0) {
          throw new AppError(409, 'transfer.accountMissing');
        }
        const [after] = await tx
          .update(paymentChannels)
          .set({ ...change, updatedAt: new Date() })
          .where(eq(paymentChannels.id, id))
          .returning();
        await audit.record(tx, by, {
          action: 'settings.manage:payment-channel',
          target: `payment channel ${before.id}`,
          before: toChannel(before),
          after: toChannel(after!),
        });
        return toChannel(after!);
      });
    },

    async transferAccount(): Promise<TransferAccount | null> {
      const [row] = await db.select().from(transferAccount);
      return row ? transferAccountOf(row) : null;
    },

    /** Sets the shop's account with its audit entry, then waits until this instance offers it. */
    async setTransferAccount(by: StaffActor, account: TransferAccount): Promise<TransferAccount> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(transferAccount).for('update');
        await tx
          .insert(transferAccount)
          .values({ id: 1, ...account })
          .onConflictDoUpdate({ target: transferAccount.id, set: { ...account, updatedAt: new Date() } });
        await audit.record(tx, by, {
          action: 'settings.manage:transfer-account',
          target: 'transfer account',
          before: row ? transferAccountOf(row) : null,
          after: account,
        });
      });
      await payments.settle();
      return account;
    },
  };
}

export type StaffPaymentChannels = ReturnType<typeof createStaffPaymentChannels>;
