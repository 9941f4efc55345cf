import type { PaymentChannelKind } from '@pawsook/shared/payments/payment-channels';
import type { AppConfig } from '../../config/config';

/**
 * The kinds of payment this shop can take as configured: a channel staff left active is still not
 * offered (step 2's list, the footer) nor accepted for an order when its provider is not set up —
 * a shopper must never place an order that nothing can pay. Thai QR bills and bank transfers need
 * no provider to start (staff can confirm a transfer; the bank's notification needs the secret).
 */
export function offeredPaymentKinds(config: AppConfig): ReadonlySet<PaymentChannelKind> {
  const sandboxes = config.sandboxes && config.paymentNotifySecret !== null;
  const providerApi = (kind: keyof AppConfig['providerApiUrls']) => config.providerApiUrls[kind] !== null && config.paymentNotifySecret !== null;
  const kinds = new Set<PaymentChannelKind>(['qr', 'transfer']);
  const card =
    config.cardProvider === 'payment-link'
      ? providerApi('card') || (sandboxes && config.card?.sandbox === true)
      : config.card !== null && (!config.card.sandbox || sandboxes);
  if (card) kinds.add('card');
  if (providerApi('wallet') || sandboxes) kinds.add('wallet');
  if (config.counterService && (!config.counterService.sandbox || sandboxes)) kinds.add('counter');
  return kinds;
}
