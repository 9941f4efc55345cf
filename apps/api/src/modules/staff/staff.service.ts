import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import type { CoinsService } from '../coins/coins.service';
import type { StaffMembers } from '../members/staff-members.service';
import type { StaffAudit } from '../audit/audit.service';
import type { StaffActor } from '../audit/audit.types';

export interface CoinAdjustment {
  memberId: number;
  /** signed: positive gives coins, negative takes them back */
  coin: number;
  /** why (a campaign, a ticket number): one adjustment per member and reference */
  reference: string;
}

/** What staff do to members' coins. */
export function createStaffService(db: Db, coins: CoinsService, members: Pick<StaffMembers, 'exists'>, audit: StaffAudit) {
  return {
    /**
     * Gives or takes back coins as an "admin adjustment" in the member's ledger, with its audit
     * entry in the same transaction. Taking back never goes below zero (the same lock as every
     * spend); a reference used before is refused.
     */
    async adjustCoins(adjustment: CoinAdjustment, by: StaffActor): Promise<{ balance: number }> {
      await members.exists(adjustment.memberId);
      try {
        return await db.transaction(async (tx) => {
          const movement = { memberId: adjustment.memberId, activity: 'admin-adjustment' as const, reference: adjustment.reference };
          if (adjustment.coin > 0) {
            if (!(await coins.record(tx, { ...movement, coin: adjustment.coin }))) throw new AppError(409, 'staff.alreadyRecorded');
          } else {
            try {
              await coins.spend(tx, { ...movement, coins: -adjustment.coin });
            } catch (error) {
              if (error instanceof AppError && error.messageKey === 'coin.notEnough') throw new AppError(400, 'staff.belowZero', { field: 'coin' });
              throw error;
            }
          }
          const balance = await coins.balance(adjustment.memberId, tx);
          await audit.record(tx, by, {
            action: 'coins.adjust',
            target: `member ${adjustment.memberId}`,
            before: { balance: balance - adjustment.coin },
            after: { balance, coin: adjustment.coin, reference: adjustment.reference },
          });
          return { balance };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, 'staff.alreadyRecorded');
        throw error;
      }
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
