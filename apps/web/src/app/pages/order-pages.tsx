/** My orders and the tracking list, paged with the listings' pager (the orders and products features, composed). */
import { PagerNav } from '../../features/products/components/listing/pager-nav';
import { MyOrdersRoute } from '../../features/orders/routes/my-orders-route';
import { TrackingListRoute } from '../../features/orders/routes/tracking-list-route';

export function MyOrdersPage() {
  return <MyOrdersRoute pager={PagerNav} />;
}

export function TrackingListPage() {
  return <TrackingListRoute pager={PagerNav} />;
}
