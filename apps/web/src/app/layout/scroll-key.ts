/**
 * The key under which React Router remembers a page's scroll position. Entries created by the app
 * have their own keys. The first page of a tab always has the key "default", so without this the
 * next page loaded in that tab would get the previous page's position, and an address with an
 * anchor (/about-us#contact-us-section) would open at that position instead of at the anchor.
 */
export function scrollKey(location: { key: string; pathname: string; search: string; hash: string }, pageLoad: string): string {
  if (location.key !== 'default') return location.key;
  if (location.hash) return `${location.pathname}${location.search}${location.hash}@${pageLoad}`;
  return `${location.pathname}${location.search}`;
}
