/** How many pages a list of `totalRecord` items fills, `pageSize` a page; at least one. */
export function pageCount(totalRecord: number, pageSize: number): number {
  if (!Number.isFinite(totalRecord) || totalRecord <= 0 || pageSize <= 0) return 1;
  return Math.ceil(totalRecord / pageSize);
}

/** `?page=` of the orders list: a whole number from 1 (what the list call accepts, up to 10,000); else 1. */
export function pageFromSearch(value: string | null): number {
  if (value === null || !/^\d{1,5}$/.test(value.trim())) return 1;
  const page = Number(value.trim());
  return page >= 1 && page <= 10_000 ? page : 1;
}
