/** Pages of a list of `total` items, `pageSize` a page; at least 1 (an empty list still has its first page). */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}
