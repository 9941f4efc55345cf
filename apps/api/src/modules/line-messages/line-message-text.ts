import { translate, type Lang } from '@pawsook/shared/i18n/translate';
import { formatBaht } from '@pawsook/shared/money/money';
import { CARRIERS, isCarrierId } from '@pawsook/shared/orders/carriers';
import { mailLink } from '../mail/mail-templates.service';
import type { LineMessageEvent } from './line-messages.tables';

export interface OrderForLineMessage {
  orderId: number;
  orderNo: string;
  netTotalSatang: number;
  carrier: string | null;
  parcelNo: string | null;
}

/** LINE's buttons template: the text may hold 160 characters, a button's label 20, the alt text 400. */
export interface LineButtonsMessage {
  type: 'template';
  altText: string;
  template: { type: 'buttons'; text: string; actions: { type: 'uri'; label: string; uri: string }[] };
}

const TEXT_LIMIT = 160;
const cut = (text: string, limit: number) => (text.length <= limit ? text : `${text.slice(0, limit - 1)}…`);

/**
 * An order message as the member reads it in LINE, in their language: a short sentence and a button
 * to the order (and, for a shipped parcel, one to its tracking page). Links carry the language, as
 * mails' do.
 */
export function lineOrderMessage(event: LineMessageEvent, order: OrderForLineMessage, lang: Lang, publicUrl: string): LineButtonsMessage {
  // the carrier as the tracking page names it, in the member's language
  const carrier = isCarrierId(order.carrier) ? CARRIERS[order.carrier][lang] : (order.carrier ?? '');
  const params = { orderNo: order.orderNo, amount: formatBaht(order.netTotalSatang), carrier, parcelNo: order.parcelNo ?? '' };
  const key = event === 'shipped' && !(order.carrier && order.parcelNo) ? 'lineMessages.shippedNoParcel' : (`lineMessages.${event}` as const);
  const orderLink = mailLink(publicUrl, `/user/purchase/order/${order.orderId}`, { orderNo: order.orderNo }, lang);
  const actions = [{ type: 'uri' as const, label: translate(lang, 'lineMessages.viewOrder'), uri: orderLink }];
  if (event === 'shipped') {
    actions.unshift({
      type: 'uri',
      label: translate(lang, 'lineMessages.trackParcel'),
      uri: mailLink(publicUrl, `/user/purchase/tracking/${order.orderId}`, { orderNo: order.orderNo }, lang),
    });
  }
  return {
    type: 'template',
    altText: `${translate(lang, 'lineMessages.altText', { orderNo: order.orderNo })}: ${translate(lang, key, params)}`.slice(0, 400),
    template: { type: 'buttons', text: cut(translate(lang, key, params), TEXT_LIMIT), actions: actions.map((a) => ({ ...a, label: cut(a.label, 20) })) },
  };
}
