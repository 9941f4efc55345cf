import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Whether the app has a page at this address; the shop's catch-all route (its 404 page) is not one,
 * so the server can answer an unknown address with a 404 status and that page. Every /staff address
 * counts: the back office shows its own "not found" inside its shell, to signed-in staff only.
 */
export function hasPage(routeTable: RouteObject[], pathname: string): boolean {
  const matches = matchRoutes(routeTable, pathname);
  if (!matches) return false;
  return matches[0]!.route.path === '/staff' || matches.at(-1)!.route.path !== '*';
}
