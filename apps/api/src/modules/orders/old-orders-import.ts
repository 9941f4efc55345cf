import { z } from 'zod';
import { bahtToSatang } from '@pawsook/shared/money/money';
import type { DbOrTx } from '../../db/database';
import { membersWithEmails } from '../members/members.steps';
import { oldOrders } from './old-orders.tables';

const baht = z.number().min(0).max(100_000_000);
const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/**
 * One order as the previous system exports it (its oldOrderDetailDTO, member-area.md §3), with the
 * member's e-mail to find them here. Money in baht with two decimals, dates in ISO 8601.
 */
export const oldOrderRecord = z.object({
  memberEmail: z.string().trim().toLowerCase().pipe(z.email()),
  orderNo: text(40),
  createDate: z.iso.datetime({ offset: true }),
  paymentDate: z.iso
    .datetime({ offset: true })
    .nullish()
    .transform((v) => v ?? null),
  paymentType: text(100),
  orderStatus: text(100),
  shippingFullName: text(200),
  shippingPhoneNumber: text(30),
  shippingAddress: text(500),
  company: optionalText(200),
  billFullName: optionalText(200),
  taxCode: optionalText(20),
  billAddress: optionalText(500),
  billPhoneNumber: optionalText(30),
  senderRemark: optionalText(500),
  amount: z.number().int().min(0),
  priceTotal: baht,
  listSku: z
    .array(z.object({ itemName: text(300), unitPrice: baht, amount: z.number().int().min(1), totalPrice: baht }))
    .min(1)
    .max(500),
});
export type OldOrderRecord = z.input<typeof oldOrderRecord>;

export interface OldOrdersImport {
  imported: number;
  /** already imported (the same order number): importing a file again changes nothing */
  alreadyThere: number;
  /** e-mails with no member here: their orders wait until the member registers and the file is imported again */
  unknownMembers: string[];
}

/** Imports the previous system's orders: checked first (a bad record stops the import before anything is written), then inserted once per order number. */
export async function importOldOrders(db: DbOrTx, input: unknown): Promise<OldOrdersImport> {
  const records = z.array(oldOrderRecord).max(1_000_000).parse(input);
  const emails = [...new Set(records.map((r) => r.memberEmail))];
  const found = await membersWithEmails(db, emails);
  const memberOf = new Map(found.map((m) => [m.email.toLowerCase(), m.id]));
  const unknown = new Set<string>();
  let imported = 0;
  let alreadyThere = 0;
  for (const r of records) {
    const memberId = memberOf.get(r.memberEmail);
    if (memberId === undefined) {
      unknown.add(r.memberEmail);
      continue;
    }
    const inserted = await db
      .insert(oldOrders)
      .values({
        memberId,
        orderNo: r.orderNo,
        createdAt: new Date(r.createDate),
        paidAt: r.paymentDate ? new Date(r.paymentDate) : null,
        paymentType: r.paymentType,
        orderStatus: r.orderStatus,
        shippingFullName: r.shippingFullName,
        shippingPhoneNumber: r.shippingPhoneNumber,
        shippingAddress: r.shippingAddress,
        company: r.company,
        billFullName: r.billFullName,
        taxCode: r.taxCode,
        billAddress: r.billAddress,
        billPhoneNumber: r.billPhoneNumber,
        senderRemark: r.senderRemark,
        amount: r.amount,
        priceTotalSatang: bahtToSatang(r.priceTotal),
        lines: r.listSku.map((l) => ({
          itemName: l.itemName,
          unitPriceSatang: bahtToSatang(l.unitPrice),
          amount: l.amount,
          totalPriceSatang: bahtToSatang(l.totalPrice),
        })),
      })
      .onConflictDoNothing({ target: oldOrders.orderNo })
      .returning({ id: oldOrders.id });
    if (inserted.length > 0) imported++;
    else alreadyThere++;
  }
  return { imported, alreadyThere, unknownMembers: [...unknown] };
}
