import { expect, test } from './support/test';
import { openPage } from './support/shop';

/**
 * The back office (decision 0035) and its rich-text editor load with /staff only: a shopper's
 * pages never download their code. Marks of each that survive minification are looked for in
 * every script a shopper's pages fetched.
 */
const BACK_OFFICE_MARKS = ['pawsook.staff.token', 'ProseMirror', '/api/v1/staff/'];

test('a shopper’s pages download none of the back office', async ({ page }) => {
  // the addresses only: a body is read afterwards, as a page that has moved on no longer holds it
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  await openPage(page, '/');
  await openPage(page, '/search?keyword=cat');
  await openPage(page, '/content');
  expect(scripts.size).toBeGreaterThan(0);
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text();
    for (const mark of BACK_OFFICE_MARKS) expect(body.includes(mark), `${url} carries ${mark}`).toBe(false);
  }
});

// The fonts are `font-display: optional`: a weight that is not preloaded misses the first paint and
// the page's headings and buttons are drawn in a fallback on a shopper's first visit.
test('a first visit preloads the shop font in every weight the first screen uses, Thai and Latin', async ({ page }) => {
  await openPage(page, '/', 'en');
  const preloaded = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const subset of ['thai', 'latin'])
    for (const weight of [400, 600, 700])
      expect(preloaded.some((href) => href.includes(`noto-sans-thai-${subset}-${weight}-normal`)), `${subset} ${weight}`).toBe(true);
  await expect.poll(() => page.evaluate(() => document.fonts.check('700 16px "Noto Sans Thai"', 'Pawsook ฿1,290'))).toBe(true);
});
