import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { okEnvelope } from '@pawsook/shared/api/envelope';
import { paymentChannelSchema, type PaymentChannel } from '@pawsook/shared/schemas/payments';
import type { Database, Db } from '../../db/database';
import { createLiveValue } from '../../db/live-value';
import { encodeAnswer, type EncodedAnswer } from '../../http/encoded-answer';
import { paymentChannels } from './payments.tables';

/** Announced by the trigger of migration 0009 on every change to payment channels. */
export const PAYMENT_CHANNELS_CHANNEL = 'payment_channels_changed';

function loadActiveChannels(db: Db): Promise<PaymentChannel[]> {
  return db
    .select({
      id: paymentChannels.id,
      nameTh: paymentChannels.nameTh,
      nameEn: paymentChannels.nameEn,
      kind: paymentChannels.kind,
      s3PhotoKey: paymentChannels.s3PhotoKey,
      status: paymentChannels.status,
    })
    .from(paymentChannels)
    .where(eq(paymentChannels.status, 'active'))
    .orderBy(asc(paymentChannels.sortOrder), asc(paymentChannels.id));
}

/** The active payment channels (every page's footer, checkout): answered from memory, current in every instance. */
export async function createPaymentsService(database: Database, log: FastifyBaseLogger) {
  // the answer encoded once per change (every page's footer asks for it), with only documented fields
  const load = async () => encodeAnswer(okEnvelope(z.array(paymentChannelSchema).parse(await loadActiveChannels(database.db))));
  const live = await createLiveValue(database, PAYMENT_CHANNELS_CHANNEL, load, log);
  return {
    /** The active channels' answer. */
    channelsAnswer: (): EncodedAnswer => live.current(),
    stop: live.stop,
  };
}

export type PaymentsService = Awaited<ReturnType<typeof createPaymentsService>>;
