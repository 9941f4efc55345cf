import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Whether an address's matched routes end on the shop's catch-all route (its 404 page). The back
 * office's catch-all is not the shop's: it shows its own "not found" inside its shell, to signed-in
 * staff only, so every /staff address counts as a page.
 */
export function isShopNotFound(matches: ReadonlyArray<{ route: { path?: string } }>): boolean {
  return matches[0]?.route.path !== '/staff' && matches.at(-1)?.route.path === '*';
}

/**
 * Whether the app has a page at this address, so the server can answer the others with a 404
 * status and that page (decision 0057).
 */
export function hasPage(routeTable: RouteObject[], pathname: string): boolean {
  const matches = matchRoutes(routeTable, pathname);
  return matches !== null && !isShopNotFound(matches);
}
