import { sql, type SQL } from 'drizzle-orm';
import type { PaymentChannelKind } from '@pawsook/shared/payments/payment-channels';
import { paymentChannels } from './payments.tables';

/** The kind of a payment channel, as a part of a read of its orders (the orders room's steps take it for an order's channel). */
export const channelKindOf = (channelId: SQL): SQL<PaymentChannelKind> =>
  sql<PaymentChannelKind>`(select ${paymentChannels.kind} from ${paymentChannels} where ${paymentChannels.id} = ${channelId})`;
