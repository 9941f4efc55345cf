import { z } from 'zod';
import { bahtDecimalText } from '@pawsook/shared/money/money';
import { SIGNATURE_HEADER, signNotification, TIMESTAMP_HEADER } from './notification-signature';
import { paymentNotificationSchema, type PaymentNotification } from './payment-notifications.service';

/** The subject an inquiry's signature covers (a GET has no body to sign). */
export const inquirySubject = (orderNo: string) => `inquiry:${orderNo}`;

/** A refund the shop asks a provider for: all of one payment, under the shop's own id for it. */
export interface RefundRequest {
  /** the shop's id: asking again under it (after a timeout) must not refund twice */
  refundId: string;
  orderNo: string;
  amountSatang: number;
  /** the provider's reference of the payment being returned */
  paymentReference: string;
}

export const refundRequestBody = z.object({
  refundId: z.string().min(1).max(60),
  orderNo: z.string().min(1).max(40),
  amount: z.string().regex(/^\d{1,10}\.\d{2}$/),
  paymentReference: z.string().min(1).max(100),
});
export const refundAnswer = z.object({ refundReference: z.string().min(1).max(100) });

/**
 * What the shop asks a payment provider server to server, after the start (ARCHITECTURE §6: one
 * adapter per provider; the start and the notification are the channel's own): what it knows of an
 * order's payments, for reconciliation, and to hand a payment back. Every call is signed like the
 * notifications (HMAC-SHA256 over timestamp and body) and answered by the provider's API at
 * `baseUrl` — the sandbox's under /sandbox/{provider} while sandboxes are on.
 */
export interface ProviderApi {
  inquire(orderNo: string): Promise<PaymentNotification[]>;
  refund(request: RefundRequest): Promise<{ refundReference: string }>;
}

const inquiryAnswer = z.object({ payments: z.array(paymentNotificationSchema) });

/** A JSON POST to a provider, signed like the notifications; null when it could not be sent (the provider is down or slow). */
export async function postSigned(url: string, payload: object, secret: string, timeoutMs = 10_000): Promise<Response | null> {
  const body = JSON.stringify(payload);
  const timestamp = Math.floor(Date.now() / 1000);
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: signNotification(secret, timestamp, body) },
    body,
    signal: AbortSignal.timeout(timeoutMs),
  }).catch(() => null);
}

export function providerApi(baseUrl: () => string, secret: string): ProviderApi {
  const signed = (subject: string) => {
    const timestamp = Math.floor(Date.now() / 1000);
    return { [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: signNotification(secret, timestamp, subject) };
  };
  return {
    async inquire(orderNo) {
      const response = await fetch(`${baseUrl()}/inquiry?orderNo=${encodeURIComponent(orderNo)}`, {
        headers: signed(inquirySubject(orderNo)),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`payment inquiry answered ${response.status}`);
      return inquiryAnswer.parse(await response.json()).payments;
    },
    async refund({ refundId, orderNo, amountSatang, paymentReference }) {
      const request: z.infer<typeof refundRequestBody> = { refundId, orderNo, amount: bahtDecimalText(amountSatang), paymentReference };
      const response = await postSigned(`${baseUrl()}/refunds`, request, secret, 15_000);
      if (!response) throw new Error('refund not answered');
      if (!response.ok) throw new Error(`refund answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
      return refundAnswer.parse(await response.json());
    },
  };
}
