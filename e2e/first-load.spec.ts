import { expect, test } from './support/test';
import { openPage } from './support/shop';

/**
 * A shopper's landing pages load no code of the account area, the checkout, the back office
 * (decision 0035) with its rich-text editor, or the API's documentation, which the API serves on
 * its own (issue 21). Each is found by marks that survive minification, looked for in every script
 * the landing pages fetched.
 */
const MARKS_BY_AREA = {
  'the account area': ['/api/v1/member-addresses', '/api/v1/coin-history/web', '/api/v1/orders/re-order'],
  'the checkout': ['/api/v1/promo-code/apply-promo-code', '/api/v1/order-shipping-address', '/api/v1/payments/online-checkout'],
  'the back office': ['pawsook.staff.token', 'ProseMirror', '/api/v1/staff/'],
  'the API documentation': ['SwaggerUI', '/api/docs'],
};

test('a shopper’s landing pages download none of the account area, the checkout, the back office or the API documentation', async ({ page }) => {
  // the addresses only: a body is read afterwards, as a page that has moved on no longer holds it
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  await openPage(page, '/');
  await openPage(page, '/categories/dog');
  await openPage(page, '/th/product/920000001');
  await openPage(page, '/search?keyword=cat');
  await openPage(page, '/content');
  expect(scripts.size).toBeGreaterThan(0);
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text();
    for (const [area, marks] of Object.entries(MARKS_BY_AREA))
      for (const mark of marks) expect(body.includes(mark), `${url} carries ${area}: ${mark}`).toBe(false);
  }
});

// Each language's texts are a chunk of their own (decision 0048): a page loads the one it shows,
// the switch brings the other.
for (const { lang, other, shownAs, pathname } of [
  { lang: 'th', other: 'en', shownAs: 'English', pathname: '/' },
  { lang: 'en', other: 'th', shownAs: 'ภาษาไทย', pathname: '/forgot-password' },
] as const) {
  test(`a page in ${lang} downloads its language's texts only, and the other's when the shopper switches`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await openPage(page, pathname, lang);
    const texts = (language: string) => scripts.filter((path) => path.startsWith(`/assets/texts-${language}-`));
    expect(texts(lang)).toHaveLength(1);
    expect(texts(other)).toHaveLength(0);
    await page
      .getByRole('button', { name: new RegExp(shownAs) })
      .first()
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    expect(texts(other)).toHaveLength(1);
  });
}

// The fonts are `font-display: optional`: a weight that is not preloaded misses the first paint and
// the page's headings and buttons are drawn in a fallback on a shopper's first visit.
test('a first visit preloads the shop font in every weight the first screen uses, Thai and Latin', async ({ page }) => {
  await openPage(page, '/', 'en');
  const preloaded = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const subset of ['thai', 'latin'])
    for (const weight of [400, 600, 700])
      expect(
        preloaded.some((href) => href.includes(`noto-sans-thai-${subset}-${weight}-normal`)),
        `${subset} ${weight}`,
      ).toBe(true);
  await expect.poll(() => page.evaluate(() => document.fonts.check('700 16px "Noto Sans Thai"', 'Pawsook ฿1,290'))).toBe(true);
});

// decision 0055: the page's own first script asks for the preloaded faces before the first layout,
// so the browser does not lay the whole page out again when they arrive; the policy lets it run
for (const pathname of ['/', '/forgot-password']) {
  test(`the preloaded fonts are asked for by the page's first script, which the policy lets run (${pathname})`, async ({ page }) => {
    await page.addInitScript(() => {
      const blocked: string[] = [];
      Object.assign(window, { blockedByPolicy: blocked });
      document.addEventListener('securitypolicyviolation', (event) => blocked.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    await openPage(page, pathname);
    const faces = await page.evaluate(async () => {
      await document.fonts.ready;
      const stylesheetFaces = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]).filter((rule) => rule instanceof CSSFontFaceRule).length;
      const preloaded = document.querySelectorAll('link[rel="preload"][as="font"][data-font-family]').length;
      const loaded = [...document.fonts].filter((face) => face.status === 'loaded').length;
      return { stylesheetFaces, preloaded, all: document.fonts.size, loaded, blocked: (window as unknown as { blockedByPolicy: string[] }).blockedByPolicy };
    });
    expect(faces.blocked).toEqual([]);
    expect(faces.preloaded).toBe(6);
    expect(faces.all).toBe(faces.stylesheetFaces + faces.preloaded);
    expect(faces.loaded).toBeGreaterThanOrEqual(faces.preloaded);
  });
}
