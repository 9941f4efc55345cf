import { z } from 'zod';
import { bahtToSatang } from '@pawsook/shared/money/money';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { assertPayable, payableOrderOf } from './payable-order';
import { recordAttempt } from './payment-attempts';
import { postSigned } from './provider-api';

/** What a wallet answers a payment request with: a QR to scan, a link for its app on this phone, and until when. */
export const walletRequestAnswer = z.object({ requestId: z.string(), qrPayload: z.string(), deeplinkUrl: z.string(), expiresAt: z.string() });
export type WalletRequestAnswer = z.infer<typeof walletRequestAnswer>;

export interface WalletPaymentDeps {
  db: Db;
  /** the wallet's payment-request API (the sandbox wallet's while sandboxes are on); null: no wallet payments */
  requestsUrl: (() => string) | null;
  secret: string | null;
}

/**
 * Starts a wallet payment (`POST /api/v1/payments/tmn`): the member's own order, waiting, of a
 * wallet channel, for its exact amount; the wallet is asked for a payment request over signed
 * HTTP. Every start is a new request with its own three minutes; the order's own expiry is longer.
 */
export function createWalletPayments({ db, requestsUrl, secret }: WalletPaymentDeps) {
  return {
    async start(memberId: number, input: { orderNo: string; amount: number; isMobile: boolean }): Promise<WalletRequestAnswer & { orderNo: string }> {
      const row = await payableOrderOf(db, memberId, input.orderNo);
      const offered = requestsUrl !== null && secret !== null;
      const order = assertPayable(row, { orderNo: input.orderNo, kind: 'wallet', offered, amountSatang: bahtToSatang(input.amount) });
      const response = await postSigned(requestsUrl!(), { orderNo: input.orderNo, amountSatang: order.netTotalSatang, isMobile: input.isMobile }, secret!);
      if (!response?.ok) throw new AppError(502, 'payment.providerUnavailable');
      const answer = walletRequestAnswer.parse(await response.json());
      await recordAttempt(db, {
        orderNo: input.orderNo,
        memberId,
        provider: 'wallet',
        amountSatang: order.netTotalSatang,
        kind: 'request',
        reference: answer.requestId,
      });
      return { orderNo: input.orderNo, ...answer };
    },
  };
}

export type WalletPayments = ReturnType<typeof createWalletPayments>;
