/** Spec §2 Header: the navigation sticks once scrolling reaches the nav's top minus 44 px. */
export const STICKY_NAV_OFFSET_PX = 44;

export function isNavSticky(scrollY: number, navTop: number): boolean {
  return scrollY >= navTop - STICKY_NAV_OFFSET_PX;
}
