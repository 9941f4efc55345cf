import type { SellerDetails } from '@pawsook/shared/schemas/tax-documents';
import type { DbOrTx, Db } from '../../db/database';
import type { StaffAudit } from '../audit/audit.service';
import type { StaffActor } from '../audit/audit.types';
import { sellerDetails } from './tax-documents.tables';

type SellerRow = typeof sellerDetails.$inferSelect;

const toDetails = (row: SellerRow): SellerDetails => ({
  nameTh: row.nameTh,
  nameEn: row.nameEn,
  address: row.address,
  taxId: row.taxId,
  branchNo: row.branchNo,
  vatRateBasisPoints: row.vatRateBasisPoints,
});

/** The seller details as they stand in the caller's transaction, or null while staff have not set them. */
export async function currentSellerDetails(tx: DbOrTx): Promise<SellerDetails | null> {
  const [row] = await tx.select().from(sellerDetails);
  return row ? toDetails(row) : null;
}

/**
 * The shop's registered seller details in Settings (owners and managers). A change is one row
 * written with its audit entry; documents already issued keep the details they were issued with
 * (their view is fixed), and invoices that waited for the details are issued once they are set.
 */
export function createSellerDetails(db: Db, audit: StaffAudit, onChange: () => void) {
  return {
    current: () => currentSellerDetails(db),

    async change(by: StaffActor, details: SellerDetails): Promise<SellerDetails> {
      const saved = await db.transaction(async (tx) => {
        // held until this change commits: two staff saving at once each record what the other left
        const [before] = await tx.select().from(sellerDetails).for('update');
        const columns = { ...details, updatedAt: new Date() };
        const [row] = await tx
          .insert(sellerDetails)
          .values({ id: 1, ...columns })
          .onConflictDoUpdate({ target: sellerDetails.id, set: columns })
          .returning();
        await audit.record(tx, by, {
          action: 'settings.manage:seller-details',
          target: 'seller details',
          before: before ? toDetails(before) : null,
          after: details,
        });
        return toDetails(row!);
      });
      onChange();
      return saved;
    },
  };
}

export type SellerDetailsService = ReturnType<typeof createSellerDetails>;
