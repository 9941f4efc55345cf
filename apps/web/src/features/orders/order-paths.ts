/** The member area's order pages that step 3 and my orders lead to (member-area spec §2). */
export const ORDER_HISTORY_PATH = '/user/purchase/order';
export const ORDER_TRACKING_PATH = '/user/purchase/tracking';
