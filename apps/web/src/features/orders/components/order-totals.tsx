import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../api/order-queries';
import { showBaht } from '../order-format';
import { Fact, FactList } from './fact-list';

/** The order's totals as the server worked them out (member-area spec §3): shown, never computed here. */
export function OrderTotals({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const discount = (baht: number) => (baht > 0 ? `−${showBaht(baht)}` : showBaht(0));
  return (
    <FactList>
      <Fact term={t('orders.detail.totals.products')}>{showBaht(order.totalPrice)}</Fact>
      <Fact term={t('orders.detail.totals.discountPromotion')}>{discount(order.discountPromotion)}</Fact>
      <Fact term={t('orders.detail.totals.discountPromoCode')}>{discount(order.discountPromoCode)}</Fact>
      <Fact term={t('orders.detail.totals.discountCoin')}>{discount(order.discountCoin)}</Fact>
      <Fact term={t('orders.detail.totals.shipping')}>{showBaht(order.shippingPrice)}</Fact>
      <Fact term={t('orders.detail.totals.grandTotal')} strong>
        {showBaht(order.grandTotalPrice)}
      </Fact>
    </FactList>
  );
}
