import { MAX_ID } from '@pawsook/shared/validation/ids';

/** The member area's order pages that step 3 and my orders lead to (member-area spec §2). */
export const ORDER_HISTORY_PATH = '/user/purchase/order';
export const ORDER_TRACKING_PATH = '/user/purchase/tracking';
/** The review page (the reviews feature's): it lists what is waiting for a review. */
export const ORDER_REVIEW_PATH = '/user/purchase/review';

const withOrderNo = (path: string, orderNo: string) => `${path}?orderNo=${encodeURIComponent(orderNo)}`;

/** /user/purchase/order/{id}?orderNo={orderNo} */
export const orderDetailHref = (id: number, orderNo: string) => withOrderNo(`${ORDER_HISTORY_PATH}/${id}`, orderNo);
/** /user/purchase/order/old/{id}?orderNo={orderNo} */
export const oldOrderHref = (id: number, orderNo: string) => withOrderNo(`${ORDER_HISTORY_PATH}/old/${id}`, orderNo);
/** /user/purchase/tracking/{orderId}?orderNo={orderNo} */
export const trackingHref = (id: number, orderNo: string) => withOrderNo(`${ORDER_TRACKING_PATH}/${id}`, orderNo);

/** The `:id` of an order page: a whole number the API would take, else null (the page says not found). */
export function orderIdFrom(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}
