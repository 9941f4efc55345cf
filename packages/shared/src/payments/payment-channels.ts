/**
 * Payment channel kinds. The two spec documents number channels differently; the shop stores
 * channels as rows with a kind and dispatches on the kind (docs/decisions/0005-payment-channel-ids.md).
 * Ids follow member-area.md §3: 1 wallet, 2 card, 3 counter service, 4 Thai QR, 5 QR transfer.
 */
export const paymentChannelKinds = ['wallet', 'card', 'counter', 'qr', 'transfer'] as const;
export type PaymentChannelKind = (typeof paymentChannelKinds)[number];

export const paymentChannelIdByKind: Record<PaymentChannelKind, number> = {
  wallet: 1,
  card: 2,
  counter: 3,
  qr: 4,
  transfer: 5,
};
