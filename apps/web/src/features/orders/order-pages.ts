export { pageCount } from '../../lib/page-count';

/** `?page=` of the orders list: a whole number from 1 (what the list call accepts, up to 10,000); else 1. */
export function pageFromSearch(value: string | null): number {
  if (value === null || !/^\d{1,5}$/.test(value.trim())) return 1;
  const page = Number(value.trim());
  return page >= 1 && page <= 10_000 ? page : 1;
}
