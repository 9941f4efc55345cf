import { expect, test, type Page } from './support/test';
import { addToCartByApi, CART_DEMO } from './support/cart';
import { createConfirmedMember, signInByApi } from './support/members';
import { openPage } from './support/shop';

/** Chunks of the checkout's steps 2 and 3 (step 3 carries the payment's QR drawing). */
const LATER_STEPS = /\/assets\/(details-step|order-result-step|order-payment)-[\w-]+\.js$/;

function scriptsAskedFor(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/**
 * The chunks a page names to be fetched with the app's scripts: in its head, or on the first script
 * of a page the server drew (which fetches them once the page is painted).
 */
async function preloadedBy(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  const links = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]!);
  const afterPaint = /data-app-chunks="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
  return [...links, ...afterPaint];
}

test('a guest at the checkout downloads the cart step only', async ({ page }) => {
  // the checkout's code and the log-in dialog's come with the app's scripts, not after them
  const named = await preloadedBy(page, '/cart/checkout');
  expect(named.filter((path) => /\/assets\/(checkout-route|member-dialog-panels)-/.test(path))).toHaveLength(2);
  const scripts = scriptsAskedFor(page);
  // a guest is asked to log in first (the page behind the dialog is hidden from the tree)
  await page.goto('/cart/checkout');
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(scripts.some((path) => path.startsWith('/assets/checkout-route-'))).toBe(true);
  expect(scripts.filter((path) => LATER_STEPS.test(path))).toEqual([]);
});

test('a member looking at the cart step has step 2 fetched meanwhile, and step 3 while on step 2', async ({ page }, testInfo) => {
  const member = await createConfirmedMember(page.request, testInfo, 'checkout-load');
  await signInByApi(page, testInfo, member.email, member.password);
  await addToCartByApi(page, { skuId: CART_DEMO.vitamins.skuId, amount: 1 });
  // a member's checkout names its own code, not the log-in dialog's
  const named = await preloadedBy(page, '/cart/checkout');
  expect(named.some((path) => path.startsWith('/assets/checkout-route-'))).toBe(true);
  expect(named.some((path) => path.startsWith('/assets/member-dialog-panels-'))).toBe(false);
  const scripts = scriptsAskedFor(page);
  await openPage(page, '/cart/checkout');
  await expect.poll(() => scripts.filter((path) => path.startsWith('/assets/details-step-'))).toHaveLength(1);
  expect(scripts.filter((path) => /\/assets\/(order-result-step|order-payment)-/.test(path))).toEqual([]);

  // step 2: the order result and its payment arrive before the order is placed
  await openPage(page, '/cart/checkout?step=2');
  await expect.poll(() => scripts.filter((path) => /\/assets\/(order-result-step|order-payment)-/.test(path))).toHaveLength(2);
});
