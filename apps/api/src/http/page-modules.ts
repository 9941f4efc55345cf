import { chunkFiles, modulepreloadLink, type ManifestChunk } from './web-manifest';

/** The checkout's address (cart spec §2), whatever its step. */
export const CHECKOUT_PAGE = /^\/cart\/checkout\/?$/;

/**
 * The route modules a page's first draw needs beyond the app's start (the router in
 * apps/web/src/app/router.tsx loads them itself, but only once the app's scripts have run). Named in
 * the page's head, they are fetched with those scripts instead of after them: a round trip less
 * before a phone's first draw of the checkout, and before the app takes a drawn page over (the
 * after-paint script fetches them with the rest). A guest's checkout opens the log-in dialog at once.
 */
const PAGE_MODULES: ReadonlyArray<{ path: RegExp; modules: readonly string[]; guestModules?: readonly string[] }> = [
  { path: /^\/(th|en)\/product\/\d+\/?$/, modules: ['src/app/pages/product-pages.tsx'] },
  { path: /^\/(search|promotion|categories\/[^/]+|brands\/[^/]+)\/?$/, modules: ['src/app/pages/listing-pages.tsx'] },
  {
    path: CHECKOUT_PAGE,
    modules: ['src/features/cart/routes/checkout-route.tsx'],
    guestModules: ['src/features/members/components/member-dialog-panels.tsx'],
  },
];

/** The source modules named above, for a test that they still exist. */
export const PAGE_MODULE_SOURCES = [...new Set(PAGE_MODULES.flatMap((page) => [...page.modules, ...(page.guestModules ?? [])]))];

/**
 * modulepreload links for a page's route modules and the chunks they import, read from Vite's
 * manifest once at start; none without a manifest (the router still loads them). Chunks the app's
 * index.html already preloads are left to it.
 */
export function pageModuleLinks(manifest: Record<string, ManifestChunk> | null): (pathname: string, guest: boolean, html: string) => string {
  if (!manifest) return () => '';
  const pages = PAGE_MODULES.map((page) => ({
    path: page.path,
    member: chunkFiles(manifest, page.modules),
    guest: chunkFiles(manifest, [...page.modules, ...(page.guestModules ?? [])]),
  }));
  return (pathname, guest, html) => {
    const page = pages.find((candidate) => candidate.path.test(pathname));
    if (!page) return '';
    return (guest ? page.guest : page.member)
      .filter((file) => !html.includes(`href="/${file}"`))
      .map(modulepreloadLink)
      .join('');
  };
}
