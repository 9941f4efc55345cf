import { asc, eq } from 'drizzle-orm';
import type { PaymentChannel } from '@pawsook/shared/schemas/payments';
import type { Db } from '../../db/database';
import { paymentChannels } from './payments.tables';

export function createPaymentsService(db: Db) {
  return {
    async listActiveChannels(): Promise<PaymentChannel[]> {
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
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
