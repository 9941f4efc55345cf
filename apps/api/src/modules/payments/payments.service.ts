import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { okEnvelope } from '@pawsook/shared/api/envelope';
import type { PaymentChannelKind } from '@pawsook/shared/payments/payment-channels';
import { paymentChannelSchema, type PaymentChannel } from '@pawsook/shared/schemas/payments';
import type { Database, Db } from '../../db/database';
import { createLiveValue } from '../../db/live-value';
import { encodeAnswer, type EncodedAnswer } from '../../http/encoded-answer';
import type { TransferAccount } from '@pawsook/shared/schemas/transfer-account';
import { paymentChannels, transferAccount, transferAccountOf } from './payments.tables';
import type { ChannelForOrder } from './payments.types';

/** Announced by the trigger of migration 0009 on every change to payment channels. */
export const PAYMENT_CHANNELS_CHANNEL = 'payment_channels_changed';

function loadActiveChannels(db: Db): Promise<(PaymentChannel & { expiryMinutes: number | null })[]> {
  return db
    .select({
      id: paymentChannels.id,
      nameTh: paymentChannels.nameTh,
      nameEn: paymentChannels.nameEn,
      kind: paymentChannels.kind,
      s3PhotoKey: paymentChannels.s3PhotoKey,
      status: paymentChannels.status,
      expiryMinutes: paymentChannels.expiryMinutes,
    })
    .from(paymentChannels)
    .where(eq(paymentChannels.status, 'active'))
    .orderBy(asc(paymentChannels.sortOrder), asc(paymentChannels.id));
}

async function loadTransferAccount(db: Db): Promise<TransferAccount | null> {
  const [row] = await db.select().from(transferAccount);
  return row ? transferAccountOf(row) : null;
}

/**
 * The active payment channels (every page's footer, checkout): answered from memory, current in
 * every instance; only those of the kinds this shop can take (`offered`, from its configuration),
 * and transfers only while the shop's transfer account is set (nobody could pay one without it).
 */
export async function createPaymentsService(database: Database, log: FastifyBaseLogger, offered: ReadonlySet<PaymentChannelKind>) {
  // the answer encoded once per change (every page's footer asks for it), with only documented fields
  const load = async () => {
    const account = await loadTransferAccount(database.db);
    const rows = (await loadActiveChannels(database.db)).filter((channel) => offered.has(channel.kind) && (channel.kind !== 'transfer' || account !== null));
    // the answer carries only the documented fields; the expiry stays the server's
    const channels = z.array(paymentChannelSchema).parse(rows);
    return { answer: encodeAnswer(okEnvelope(channels)), byId: new Map(rows.map((c) => [c.id, c])), account };
  };
  const live = await createLiveValue(database, PAYMENT_CHANNELS_CHANNEL, load, log);
  return {
    /** The active channels' answer. */
    channelsAnswer: (): EncodedAnswer => live.current().answer,
    /**
     * An active channel by id, or null: an order is placed only for a channel the shop offers now
     * (as every instance knows it, milliseconds after a change).
     */
    activeChannel(id: number): ChannelForOrder | null {
      const channel = live.current().byId.get(id);
      return channel ? { id: channel.id, kind: channel.kind, nameTh: channel.nameTh, nameEn: channel.nameEn, expiryMinutes: channel.expiryMinutes } : null;
    },
    /** The shop's account for bank transfers, or null while staff have not set it. */
    transferAccount: (): TransferAccount | null => live.current().account,
    settle: live.settle,
    stop: live.stop,
  };
}

export type PaymentsService = Awaited<ReturnType<typeof createPaymentsService>>;
