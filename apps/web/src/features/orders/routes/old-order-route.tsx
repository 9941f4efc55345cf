import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/preferences';
import { useLanguage } from '../../../lib/use-language';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOldOrderDetail, type OldOrderDetail } from '../api/order-queries';
import { BackLink } from '../components/back-link';
import { Fact, FactList, OrderSection } from '../components/fact-list';
import { OrderPageFallback } from '../components/order-page-fallback';
import { formatOrderDateTime, showBaht } from '../order-format';
import { ORDER_HISTORY_TABS } from '../order-history-tab';
import { DEFAULT_ORDER_PAGE_SIZE, orderListSearch } from '../order-list-params';
import { ORDER_HISTORY_PATH } from '../order-paths';
import { useOrderAddress } from '../hooks/use-order-address';

/** Back to tab 5, where the old orders are listed. */
const OLD_ORDERS_HREF = `${ORDER_HISTORY_PATH}${orderListSearch({ tab: ORDER_HISTORY_TABS.old, orderNo: '', sort: 'desc', page: 1, size: DEFAULT_ORDER_PAGE_SIZE })}`;

/** The old system's text, or a dash for what it did not record. */
const orDash = (value: string | null) => (value && value.trim() ? value : '—');

function OldOrderItems({ order }: { order: OldOrderDetail }) {
  const { t } = useTranslation();
  const head = 'px-3 py-2 text-left text-sm font-semibold text-brand-900';
  return (
    <>
      <table className="hidden w-full border-collapse md:table">
        <caption className="sr-only">{t('orders.old.items')}</caption>
        <thead className="bg-brand-50">
          <tr>
            <th scope="col" className={head}>
              {t('orders.old.itemName')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('orders.old.unitPrice')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('orders.old.amount')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('orders.old.totalPrice')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.listSku.map((line, index) => (
            <tr key={index} className="border-t border-brand-100 align-top">
              <td className="px-3 py-2 break-words">{line.itemName}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap">{showBaht(line.unitPrice)}</td>
              <td className="px-3 py-2 text-right">{line.amount}</td>
              <td className="px-3 py-2 text-right font-semibold whitespace-nowrap">{showBaht(line.totalPrice)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-brand-200">
            <th scope="row" colSpan={2} className="px-3 py-2 text-left font-semibold">
              {t('orders.old.priceTotal')}
            </th>
            <td className="px-3 py-2 text-right">{order.amount}</td>
            <td className="px-3 py-2 text-right text-lg font-bold whitespace-nowrap text-brand-900">{showBaht(order.priceTotal)}</td>
          </tr>
        </tfoot>
      </table>
      <ul aria-label={t('orders.old.items')} className="divide-y divide-brand-100 md:hidden">
        {order.listSku.map((line, index) => (
          <li key={index} className="py-2">
            <p className="font-semibold break-words text-ink">{line.itemName}</p>
            <p className="text-sm text-ink">{t('orders.detail.lines.priceTimesQuantity', { price: showBaht(line.unitPrice), quantity: line.amount })}</p>
            <p className="font-semibold">{showBaht(line.totalPrice)}</p>
          </li>
        ))}
      </ul>
      <div className="md:hidden">
        <FactList>
          <Fact term={t('orders.fields.items')}>{t('orders.list.units', { count: order.amount })}</Fact>
          <Fact term={t('orders.old.priceTotal')} strong>
            {showBaht(order.priceTotal)}
          </Fact>
        </FactList>
      </div>
    </>
  );
}

function OldOrderView({ order, language }: { order: OldOrderDetail; language: Language }) {
  const { t } = useTranslation();
  return (
    <div>
      <BackLink to={OLD_ORDERS_HREF} label={t('orders.old.backToList')} />
      <h1 className="text-2xl font-bold break-words text-brand-900 md:text-3xl">{t('orders.detail.title', { orderNo: order.orderNo })}</h1>
      <p className="mt-1 mb-5 text-muted">{t('orders.old.intro')}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <OrderSection id="old-order-summary" title={t('orders.old.sections.order')}>
          <FactList>
            <Fact term={t('orders.fields.orderNo')}>{order.orderNo}</Fact>
            <Fact term={t('orders.fields.orderDate')}>{formatOrderDateTime(order.createDate, language)}</Fact>
            <Fact term={t('orders.old.paymentDate')}>{order.paymentDate ? formatOrderDateTime(order.paymentDate, language) : t('orders.detail.notPaid')}</Fact>
            <Fact term={t('orders.old.paymentType')}>{orDash(order.paymentType)}</Fact>
            <Fact term={t('orders.fields.status')}>{orDash(order.orderStatus)}</Fact>
            <Fact term={t('orders.old.senderRemark')}>{orDash(order.senderRemark)}</Fact>
          </FactList>
        </OrderSection>
        <OrderSection id="old-order-shipping" title={t('orders.old.sections.shipping')}>
          <FactList>
            <Fact term={t('orders.old.fullName')}>{orDash(order.shippingFullName)}</Fact>
            <Fact term={t('orders.detail.phone')}>{orDash(order.shippingPhoneNumber)}</Fact>
            <Fact term={t('orders.old.address')}>{orDash(order.shippingAddress)}</Fact>
          </FactList>
        </OrderSection>
        <OrderSection id="old-order-bill" title={t('orders.old.sections.bill')} className="md:col-span-2">
          <FactList>
            <Fact term={t('orders.old.company')}>{orDash(order.company)}</Fact>
            <Fact term={t('orders.old.fullName')}>{orDash(order.billFullName)}</Fact>
            <Fact term={t('orders.detail.taxPayerId')}>{orDash(order.taxCode)}</Fact>
            <Fact term={t('orders.old.address')}>{orDash(order.billAddress)}</Fact>
            <Fact term={t('orders.detail.phone')}>{orDash(order.billPhoneNumber)}</Fact>
          </FactList>
        </OrderSection>
      </div>
      <OrderSection id="old-order-items" title={t('orders.old.items')} className="mt-4">
        <OldOrderItems order={order} />
      </OrderSection>
    </div>
  );
}

/**
 * /user/purchase/order/old/{id}?orderNo={orderNo}: an order of the shop's previous system in its
 * legacy layout (member-area spec §2, §3 oldOrderDetailDTO): the fields it recorded as labelled
 * rows, in its own words (its texts are not translated), and its item table.
 */
export function OldOrderRoute() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { id, orderNo } = useOrderAddress();
  const detail = useOldOrderDetail(id);
  const shownNo = detail.data?.orderNo ?? orderNo;
  usePageTitle(shownNo ? t('orders.detail.title', { orderNo: shownNo }) : t('orders.detail.titleUnknown'));

  if (!detail.data)
    return <OrderPageFallback query={detail} orderNo={orderNo} missing={id === null} backTo={OLD_ORDERS_HREF} backLabel={t('orders.old.backToList')} />;
  return <OldOrderView order={detail.data} language={language} />;
}
