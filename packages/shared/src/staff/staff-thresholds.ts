/**
 * What the back office marks for attention, one figure for the dashboard (API) and every list that
 * marks the same thing (web): a SKU on sale with this many units or fewer is low; a running code or
 * promotion ending within this many days ends soon.
 */
export const LOW_STOCK_AT = 5;
export const ENDING_SOON_DAYS = 7;
