import { useTranslation } from 'react-i18next';
import { ORDER_PRODUCT_TYPE } from '@pawsook/shared/pricing/price-group';
import { imageUrl } from '../../../lib/api-client';
import type { Language } from '../../../lib/preferences';
import type { OrderDetail } from '../api/order-queries';
import { showBaht } from '../order-format';
import { BuyAgainButton } from './reorder-buttons';

type Line = OrderDetail['listSku'][number];

/** A line bought with money can be bought again; a gift or a reward came with something else. */
const isBought = (line: Line) => line.orderProductTypeId === ORDER_PRODUCT_TYPE.normal || line.orderProductTypeId === ORDER_PRODUCT_TYPE.donated;

function LineKind({ line }: { line: Line }) {
  const { t } = useTranslation();
  const key =
    line.orderProductTypeId === ORDER_PRODUCT_TYPE.complimentary
      ? 'gift'
      : line.orderProductTypeId === ORDER_PRODUCT_TYPE.free
        ? 'free'
        : line.orderProductTypeId === ORDER_PRODUCT_TYPE.donated
          ? 'donation'
          : null;
  if (!key) return null;
  return (
    <span className="ml-2 inline-flex rounded-full bg-accent-50 px-2 py-0.5 text-xs font-semibold text-accent-700">{t(`orders.detail.lines.${key}`)}</span>
  );
}

const lineName = (line: Line, language: Language) => (language === 'th' ? line.nameTh || line.nameEn : line.nameEn || line.nameTh);

function LineName({ line, language }: { line: Line; language: Language }) {
  const name = lineName(line, language);
  const choice = language === 'th' ? (line.choiceTh ?? line.choiceEn) : (line.choiceEn ?? line.choiceTh);
  return (
    <div className="min-w-0">
      <p className="font-semibold break-words text-ink">
        {name}
        <LineKind line={line} />
      </p>
      {choice ? <p className="text-sm text-muted">{choice}</p> : null}
    </div>
  );
}

function LineImage({ line }: { line: Line }) {
  const src = imageUrl(line.imageKey);
  return (
    <div className="size-16 shrink-0 overflow-hidden rounded-lg border border-brand-100 bg-cream">
      {src ? <img src={src} alt="" width={64} height={64} loading="lazy" className="size-full object-contain" /> : null}
    </div>
  );
}

/**
 * The order's lines as they were bought (member-area spec §3 listSku): picture, name and choice in
 * the UI language, unit price, quantity and line total, with "Buy again" for each bought line. A
 * table on wide screens, a list on phones.
 */
export function OrderLines({ order, language }: { order: OrderDetail; language: Language }) {
  const { t } = useTranslation();
  const head = 'px-3 py-2 text-left text-sm font-semibold text-brand-900';
  const price = (baht: number, line: Line) => (isBought(line) ? showBaht(baht) : t('orders.detail.lines.freePrice'));
  return (
    <>
      <table className="hidden w-full border-collapse md:table">
        <caption className="sr-only">{t('orders.detail.sections.items')}</caption>
        <thead className="bg-brand-50">
          <tr>
            <th scope="col" className={head}>
              {t('orders.detail.lines.product')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('orders.detail.lines.unitPrice')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('orders.detail.lines.quantity')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('orders.detail.lines.lineTotal')}
            </th>
            <th scope="col" className={head}>
              <span className="sr-only">{t('orders.list.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {order.listSku.map((line) => (
            <tr key={line.lineId} className="border-t border-brand-100 align-top">
              <td className="px-3 py-3">
                <div className="flex items-start gap-3">
                  <LineImage line={line} />
                  <LineName line={line} language={language} />
                </div>
              </td>
              <td className="px-3 py-3 text-right whitespace-nowrap">{price(line.price, line)}</td>
              <td className="px-3 py-3 text-right">{line.amount}</td>
              <td className="px-3 py-3 text-right font-semibold whitespace-nowrap">{price(line.totalPrice, line)}</td>
              <td className="px-3 py-2 text-right">
                {isBought(line) ? <BuyAgainButton orderId={order.id} skuCode={line.skuCode} name={lineName(line, language)} /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul aria-label={t('orders.detail.sections.items')} className="divide-y divide-brand-100 md:hidden">
        {order.listSku.map((line) => (
          <li key={line.lineId} className="py-3">
            <div className="flex items-start gap-3">
              <LineImage line={line} />
              <div className="min-w-0 flex-1">
                <LineName line={line} language={language} />
                <p className="mt-1 text-sm text-ink">
                  {t('orders.detail.lines.priceTimesQuantity', { price: price(line.price, line), quantity: line.amount })}
                </p>
                <p className="font-semibold">{price(line.totalPrice, line)}</p>
              </div>
            </div>
            {isBought(line) ? <BuyAgainButton orderId={order.id} skuCode={line.skuCode} name={lineName(line, language)} className="mt-2 w-full" /> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
