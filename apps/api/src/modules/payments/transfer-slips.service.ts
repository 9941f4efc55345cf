import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import { formatDateTime } from '@pawsook/shared/format/date';
import type { MemberTransferSlip, StaffTransferSlip } from '@pawsook/shared/schemas/transfer-account';
import { TRANSFER_SLIPS_PER_ORDER } from '@pawsook/shared/schemas/transfer-account';
import { ORDER_STATUS } from '@pawsook/shared/status/order-status';
import type { Db, DbOrTx } from '../../db/database';
import { AppError, notFound } from '../../http/app-error';
import { mailLink } from '../mail/mail-templates.service';
import type { MailService } from '../mail/mail.service';
import { paymentOrders } from '../orders/order-columns.steps';
import { holdPaymentExpiry, lockMemberOrderForSlip, lockOrderWithMail, releasePaymentExpiry } from '../orders/payment-hold.steps';
import { preparePhoto, type PreparedPhoto, type ReviewPhotoStore } from '../reviews/review-photos.service';
import { channelKindOf } from './channel-kind';
import { transferSlips } from './payments.tables';
import { readSlipQr, slipReferenceOf } from './transfer-slip-qr';
import { renderSlipReceivedNotice, renderSlipRejectedMail } from './transfer-slip-mails';

export interface TransferSlipsDeps {
  db: Db;
  mail: MailService;
  /** an area of its own, never served as public images: a slip shows a name and an account */
  store: ReviewPhotoStore;
  publicUrl: string;
  /** the addresses of the staff who confirm payments (the slip-received notice) */
  noticeAddresses: () => Promise<string[]>;
  /** after a rejection the member has at least this long to send the right slip */
  graceHours?: number;
}

type SlipRow = typeof transferSlips.$inferSelect;

const memberImageUrl = (slip: SlipRow) => `/api/v1/orders/${encodeURIComponent(slip.orderNo)}/transfer-slips/${slip.id}/image`;
const staffImageUrl = (slip: SlipRow) => `/api/v1/staff/orders/${encodeURIComponent(slip.orderNo)}/transfer-slips/${slip.id}/image`;

const toMember = (slip: SlipRow): MemberTransferSlip => ({
  id: slip.id,
  createdAt: slip.createdAt.toISOString(),
  status: slip.status,
  reason: slip.reason,
  imageUrl: memberImageUrl(slip),
});

const slipType = () => new AppError(400, 'transfer.slipType', { field: 'slips' });

/**
 * Transfer slips (decision 0060): a member sends pictures of the slip for their waiting transfer
 * order; each is checked and re-encoded as review photos are, its QR is read for the transfer's
 * reference, and the order waits for staff instead of expiring. Staff confirm the payment with the
 * existing payment call (the slips then count as confirmed) or reject a slip with a reason, which
 * is mailed to the member.
 */
export function createTransferSlips({ db, mail, store, publicUrl, noticeAddresses, graceHours = 24 }: TransferSlipsDeps) {
  async function slipsOf(tx: DbOrTx, orderId: number): Promise<SlipRow[]> {
    return tx.select().from(transferSlips).where(eq(transferSlips.orderId, orderId)).orderBy(asc(transferSlips.id));
  }

  /** The other orders whose slips carried each of these references. */
  async function sameReferenceOrders(tx: DbOrTx, slips: readonly SlipRow[]): Promise<Map<string, string[]>> {
    const references = [...new Set(slips.map((s) => s.reference).filter((r): r is string => r !== null))];
    if (references.length === 0) return new Map();
    const rows = await tx
      .selectDistinct({ reference: transferSlips.reference, orderNo: transferSlips.orderNo })
      .from(transferSlips)
      .where(and(inArray(transferSlips.reference, references), ne(transferSlips.orderId, slips[0]!.orderId)))
      .orderBy(asc(transferSlips.orderNo));
    const byReference = new Map<string, string[]>();
    for (const row of rows) byReference.set(row.reference!, [...(byReference.get(row.reference!) ?? []), row.orderNo]);
    return byReference;
  }

  async function forStaff(tx: DbOrTx, orderId: number): Promise<StaffTransferSlip[]> {
    const slips = await slipsOf(tx, orderId);
    const same = await sameReferenceOrders(tx, slips);
    return slips.map((slip) => ({
      ...toMember(slip),
      imageUrl: staffImageUrl(slip),
      reference: slip.reference,
      sameReferenceOrders: slip.reference === null ? [] : (same.get(slip.reference) ?? []),
      decidedAt: slip.decidedAt?.toISOString() ?? null,
    }));
  }

  /** The member's waiting transfer order, locked until the caller's transaction ends. */
  async function lockedTransferOrder(tx: DbOrTx, memberId: number, orderNo: string) {
    const order = await lockMemberOrderForSlip(tx, memberId, orderNo, channelKindOf);
    if (!order) throw notFound();
    if (order.channel !== 'transfer') throw new AppError(400, 'transfer.notTransferOrder');
    const waiting = order.statusId === ORDER_STATUS.waitingForPayment && (order.paymentHeld || order.expiresAt.getTime() > Date.now());
    if (!waiting) throw new AppError(400, 'transfer.orderEnded');
    return order;
  }

  return {
    /** The slips of a member's order as the member sees them (the payment answer carries them). */
    async ofOrder(orderId: number): Promise<MemberTransferSlip[]> {
      return (await slipsOf(db, orderId)).map(toMember);
    },

    /**
     * A member sends slips for their waiting transfer order: 404 for another member's order, 400
     * with the reason for one of another channel or that no longer waits, too many slips, or
     * anything that is not a PNG or JPEG picture. The pictures are checked before anything is written; then, under the order's
     * lock, the slips are recorded, the order held from expiring and staff told.
     */
    async send(memberId: number, orderNo: string, uploads: readonly Buffer[]): Promise<MemberTransferSlip[]> {
      // a quick look first, so a stranger's or an ended order costs no picture decoding
      await db.transaction((tx) => lockedTransferOrder(tx, memberId, orderNo));
      const read: { photo: PreparedPhoto; reference: string | null; qrText: string | null }[] = [];
      for (const bytes of uploads) {
        const photo = await preparePhoto(bytes).catch((error: unknown) => {
          throw error instanceof AppError && error.messageKey === 'review.photoPixels'
            ? new AppError(400, 'review.photoPixels', { ...error.options, field: 'slips' })
            : slipType();
        });
        const qrText = await readSlipQr(bytes);
        read.push({ photo, qrText, reference: qrText === null ? null : slipReferenceOf(qrText) });
      }
      // asked before the transaction: the embedded database has one connection, held by it
      const noticeTo = mail.canSend ? await noticeAddresses() : [];
      const stored = await store.save(read.map((r) => r.photo));
      try {
        const slips = await db.transaction(async (tx) => {
          const order = await lockedTransferOrder(tx, memberId, orderNo);
          const [had] = await tx.select({ n: count() }).from(transferSlips).where(eq(transferSlips.orderId, order.id));
          if ((had?.n ?? 0) + uploads.length > TRANSFER_SLIPS_PER_ORDER)
            throw new AppError(400, 'transfer.tooManySlips', { field: 'slips', params: { max: TRANSFER_SLIPS_PER_ORDER } });
          const added = await tx
            .insert(transferSlips)
            .values(
              read.map((r, i) => ({
                orderId: order.id,
                orderNo: order.orderNo,
                memberId,
                imageKey: stored[i]!.imageKey,
                qrText: r.qrText,
                reference: r.reference,
              })),
            )
            .returning();
          await holdPaymentExpiry(tx, order.id);
          const same = await sameReferenceOrders(tx, added);
          const reference = added.find((s) => s.reference !== null)?.reference ?? null;
          const notice = {
            orderNo: order.orderNo,
            netTotalSatang: order.netTotalSatang,
            slips: added.length,
            reference,
            sameReferenceOrders: [...new Set(added.flatMap((s) => (s.reference ? (same.get(s.reference) ?? []) : [])))],
            link: `${publicUrl}/staff/orders/${encodeURIComponent(order.orderNo)}`,
          };
          const rendered = renderSlipReceivedNotice(notice);
          for (const to of noticeTo) await mail.queue(tx, to, rendered);
          return slipsOf(tx, order.id);
        });
        mail.kick();
        return slips.map(toMember);
      } catch (error) {
        await store.remove(stored.map((s) => s.imageKey));
        throw error;
      }
    },

    /** A slip's picture (WebP): the member's own (memberId) or, for staff, any (null); null when there is none. */
    async image(orderNo: string, slipId: number, memberId: number | null): Promise<Buffer | null> {
      const [slip] = await db
        .select({ imageKey: transferSlips.imageKey })
        .from(transferSlips)
        .where(and(eq(transferSlips.id, slipId), eq(transferSlips.orderNo, orderNo), memberId === null ? undefined : eq(transferSlips.memberId, memberId)));
      return slip ? store.read(slip.imageKey) : null;
    },

    /** An order's slips for staff, with the references read and the other orders that sent the same. */
    async staffSlips(orderNo: string): Promise<StaffTransferSlip[]> {
      const [order] = await db.select({ id: paymentOrders.id }).from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo));
      if (!order) throw notFound();
      return forStaff(db, order.id);
    },

    /** Staff's payment applied to the order: its waiting slips count as confirmed. */
    async confirmWaiting(orderNo: string, by: string): Promise<void> {
      await db
        .update(transferSlips)
        .set({ status: 'confirmed', decidedAt: new Date(), decidedBy: by })
        .where(and(eq(transferSlips.orderNo, orderNo), eq(transferSlips.status, 'waiting')));
    },

    /**
     * Staff reject a waiting slip with the reason the member reads (mailed in the order's language).
     * When no other slip of the order waits, the order expires again as usual, but not before the
     * member has had `graceHours` to send the right slip.
     */
    async reject(orderNo: string, slipId: number, reason: string, by: string): Promise<StaffTransferSlip[]> {
      const answer = await db.transaction(async (tx) => {
        const found = await lockOrderWithMail(tx, orderNo);
        if (!found) throw notFound();
        const { order } = found;
        const [slip] = await tx
          .update(transferSlips)
          .set({ status: 'rejected', reason, decidedAt: new Date(), decidedBy: by })
          .where(and(eq(transferSlips.id, slipId), eq(transferSlips.orderId, order.id), eq(transferSlips.status, 'waiting')))
          .returning();
        if (!slip) {
          const [exists] = await tx
            .select({ id: transferSlips.id })
            .from(transferSlips)
            .where(and(eq(transferSlips.id, slipId), eq(transferSlips.orderId, order.id)));
          throw exists ? new AppError(409, 'transfer.slipNotWaiting') : notFound();
        }
        const [stillWaiting] = await tx
          .select({ n: count() })
          .from(transferSlips)
          .where(and(eq(transferSlips.orderId, order.id), eq(transferSlips.status, 'waiting')));
        const graceUntil = new Date(Date.now() + graceHours * 3_600_000);
        if ((stillWaiting?.n ?? 0) === 0) await releasePaymentExpiry(tx, order.id, graceUntil);
        if (mail.canSend && order.statusId === ORDER_STATUS.waitingForPayment) {
          const until = new Date(Math.max(order.expiresAt.getTime(), graceUntil.getTime()));
          await mail.queue(
            tx,
            found.email,
            renderSlipRejectedMail(order.lang, {
              name: found.name,
              orderNo,
              reason,
              until: formatDateTime(until, order.lang),
              link: mailLink(publicUrl, `/user/purchase/order/${order.id}`, { orderNo }, order.lang),
            }),
          );
        }
        return forStaff(tx, order.id);
      });
      mail.kick();
      return answer;
    },
  };
}

export type TransferSlips = ReturnType<typeof createTransferSlips>;
