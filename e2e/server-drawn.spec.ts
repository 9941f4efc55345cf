import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { CART_DEMO, CART_TEXT, vitaminsName } from './support/cart';
import { CATALOG_TEXT, DEMO, productPath } from './support/catalog';
import { layoutShiftTotal, watchLayoutShifts } from './support/layout-shifts';
import { MEMBER_TEXT } from './support/members';
import { isPhone, TEXT, type Lang } from './support/shop';

/**
 * The landing pages arrive drawn (decision 0046): without JavaScript a visitor or a crawler sees
 * the products, their prices and links; with it, the app takes the page over without asking the
 * API again for what came with the page.
 */
const LANDING = [
  { path: '/', find: (lang: Lang) => TEXT[lang].heroTitle },
  { path: '/categories/cat', find: (lang: Lang) => (lang === 'th' ? 'แมว' : 'Cats') },
  { path: '/brands/royal-canin', find: (lang: Lang) => TEXT[lang].royalCanin },
  { path: '/search?keyword=royal', find: (lang: Lang) => (lang === 'th' ? 'ผลการค้นหา' : 'Search results') },
  { path: '/promotion', find: (lang: Lang) => (lang === 'th' ? 'โปรโมชั่น' : 'Promotions') },
];

for (const lang of ['th', 'en'] as const) {
  test.describe(`without JavaScript, in ${lang}`, () => {
    test.use({ javaScriptEnabled: false });

    test('the landing pages show products with prices and links', async ({ page, context }, testInfo) => {
      if (lang === 'en') await context.addCookies([{ name: 'pawsook_lang', value: 'en', domain: '127.0.0.1', path: '/' }]);
      for (const { path, find } of LANDING) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1 }).first(), path).toContainText(find(lang));
        const cards = page.locator('main a[href*="/product/"]');
        expect(await cards.count(), path).toBeGreaterThan(3);
        await expect(
          page
            .locator('main')
            .getByText(/฿\s?[\d,]+/)
            .first(),
          path,
        ).toBeVisible();
      }
      // axe runs in the page, which has no JavaScript here: these pages are checked with it in their own journeys
      // the shop's screenshot helper scrolls with a script: without one, the first screen as it arrives
      await page.screenshot({ path: `test-results/screens/server-drawn-${lang}-${testInfo.project.name}.png` });
    });

    test('a product page names its product, price and the way back, and an unknown one answers 404', async ({ page, request }) => {
      const list = await (await request.get('/api/v1/products?limit=1', { headers: { lang } })).json();
      const product = list.result[0];
      const response = await page.goto(`/${lang}/product/${product.productId}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'th' ? product.productNameTh : product.productNameEn);
      await expect(
        page
          .locator('main')
          .getByText(/฿\s?[\d,]+/)
          .first(),
      ).toBeVisible();
      await expect(
        page
          .getByRole('navigation', { name: lang === 'th' ? 'ตำแหน่งปัจจุบัน' : 'You are here' })
          .getByRole('link')
          .first(),
      ).toHaveAttribute('href', '/');
      expect((await page.goto(`/${lang}/product/1`))?.status()).toBe(404);
      expect((await page.goto('/categories/no-such-category'))?.status()).toBe(404);
    });

    test('a product page has the purchase controls of its width: the bar on a phone, in the page on a desktop', async ({ page }, testInfo) => {
      await page.goto(productPath(lang, DEMO.variantProduct.id));
      const text = CATALOG_TEXT[lang];
      const bar = page.getByTestId('phone-buy-bar');
      // one button and one quantity box for the keyboard and screen readers, the other copy hidden
      await expect(page.getByRole('button', { name: text.addToCart })).toHaveCount(1);
      await expect(page.getByRole('textbox', { name: text.quantity })).toHaveCount(1);
      if (isPhone(testInfo)) {
        await expect(bar).toBeVisible();
        await expect(bar.getByRole('button', { name: text.addToCart })).toBeInViewport({ ratio: 1 });
        await expect(bar.getByRole('textbox', { name: text.quantity })).toBeInViewport({ ratio: 1 });
        // the footer's last line scrolls clear of the bar, with no script to measure it
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const footerEnd = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().bottom);
        expect(footerEnd).toBeLessThanOrEqual((await bar.boundingBox())!.y + 1);
      } else {
        await expect(bar).toBeHidden();
        const add = page.getByRole('main').getByRole('button', { name: text.addToCart });
        await expect(add).toBeVisible();
        await expect(page.getByRole('main').getByRole('textbox', { name: text.quantity })).toBeVisible();
        expect(await add.evaluate((button) => button.closest('[data-testid="phone-buy-bar"]'))).toBeNull();
      }
      await page.screenshot({ path: `test-results/screens/server-drawn-product-${lang}-${testInfo.project.name}.png` });
    });
  });
}

/** Where the page puts the add-to-cart button and the quantity box. */
async function purchaseControlBoxes(page: Page) {
  return {
    add: await page.getByRole('button', { name: CATALOG_TEXT.th.addToCart }).boundingBox(),
    quantity: await page.getByRole('textbox', { name: CATALOG_TEXT.th.quantity }).boundingBox(),
  };
}

test('a product page does not move its purchase controls when the app takes it over', async ({ page }, testInfo) => {
  // the app's code waits until the page as drawn has been measured
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  const loading = page.goto(productPath('th', DEMO.variantProduct.id));
  // as the browser paints it first: with its styles (which block painting) and fonts
  await page.waitForFunction(() => {
    const styles = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    return styles.length > 0 && styles.every((link) => link.sheet);
  });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect(page.getByRole('button', { name: CATALOG_TEXT.th.addToCart })).toBeVisible();
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
  await expect(page.getByTestId('phone-buy-bar')).toBeVisible({ visible: isPhone(testInfo) });
  const drawn = await purchaseControlBoxes(page);

  release();
  await loading;
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('phone-buy-bar')).toBeVisible({ visible: isPhone(testInfo) });
  expect(await purchaseControlBoxes(page)).toEqual(drawn);
});

test('the app takes a drawn page over without asking again for its data', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(request.url());
  });
  for (const path of ['/', '/categories/cat', '/search?keyword=cat', productPath('th', DEMO.variantProduct.id)]) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  }
  expect(asked).toEqual([]);
  // nor when the server kept the page since long before (until what it shows changes): seen from a
  // browser ten minutes on, its data is still what the page shows, not stale data to ask again for
  await page.clock.install({ time: Date.now() + 10 * 60_000 });
  for (const path of ['/categories/cat', productPath('th', DEMO.variantProduct.id)]) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  }
  expect(asked).toEqual([]);
  // and it is the app: a link moves without loading a page
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Pawsook/ })
    .first()
    .click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.th.heroTitle);
});

// decision 0058: React takes a drawn page's parts over in passes of their own; the page says it is
// taken over only once every part is React's (an element React has taken over carries its fiber)
test('a drawn page is marked taken over only once React holds every part of it', async ({ page }) => {
  for (const path of ['/', '/categories/cat', '/search?keyword=cat', productPath('th', DEMO.variantProduct.id), '/cart/checkout']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const notReacts = await page.evaluate(() =>
      [...document.querySelectorAll('#root *')]
        .filter((element) => !Object.keys(element).some((key) => key.startsWith('__reactFiber$')))
        .map((element) => element.outerHTML.slice(0, 120)),
    );
    expect(notReacts, path).toEqual([]);
  }
});

// decision 0048: a drawn page's first script fetches the app once the page's content is painted
test("a drawn page's scripts wait for its first paint; a page the browser draws loads them at once", async ({ page }) => {
  const drawn = await (await page.request.get('/categories/cat')).text();
  expect(drawn).toMatch(
    /<script type="module" crossorigin src="\/assets\/boot-[\w-]+\.js" data-app-entry="\/assets\/index-[\w-]+\.js" data-app-chunks="[^"]*\/assets\/vendor-/,
  );
  expect(drawn).not.toContain('rel="modulepreload"');
  // the page's lead image is preloaded, the footer's icons are not (they load lazily)
  expect(drawn).not.toMatch(/rel="preload" as="image" href="\/images\/social\//);
  const browserDrawn = await (await page.request.get('/forgot-password')).text();
  expect(browserDrawn).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
  expect(browserDrawn).toContain('rel="modulepreload"');

  // in the browser: the app's scripts are asked for once the page's content is on screen
  await page.goto('/categories/cat');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const times = await page.evaluate(() => ({
    contentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    appScripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/(index|vendor)-[\w-]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(times.appScripts).toHaveLength(2);
  for (const start of times.appScripts) expect(start).toBeGreaterThanOrEqual(times.contentfulPaint);
});

// decision 0054: the checkout a guest sees is the same for every guest
test("a guest's checkout arrives drawn, and the lines this browser keeps are filled in, never an empty cart first", async ({ page }) => {
  const drawn = await (await page.request.get('/cart/checkout')).text();
  expect(drawn).toContain('id="pawsook-ssr-state"');
  expect(drawn).toContain(CART_TEXT.th.guestTitle);
  // the server cannot know the lines: the empty cart's room is kept, unseen
  expect(drawn).toMatch(/<div (?=[^>]*aria-hidden="true")(?=[^>]*class="invisible")[^>]*><div[^>]*>.*?-- ไม่มีสินค้าในตะกร้า --/s);
  // a member's checkout is theirs alone: the browser draws it
  const members = await (await page.request.get('/cart/checkout', { headers: { cookie: 'pawsook_member_id=1; pawsook_access_token=t' } })).text();
  expect(members).not.toContain('id="pawsook-ssr-state"');

  // a guest keeps a line in this browser, then comes to the checkout
  await page.goto(productPath('th', CART_DEMO.vitamins.productId));
  await page.getByRole('button', { name: CATALOG_TEXT.th.addToCart }).click();
  const login = page.getByRole('dialog', { name: MEMBER_TEXT.th.logIn });
  await expect(login).toBeVisible();
  await page.keyboard.press('Escape');
  await watchLayoutShifts(page);
  await page.goto('/cart/checkout');
  await expect(login).toBeVisible();
  // the dialog's form is drawn a task after its frame, and the shopper starts in its first field
  await expect(login.getByLabel(MEMBER_TEXT.th.email, { exact: true })).toBeFocused();
  // its social buttons come with the form, not a moment after it, moving what is below them
  await expect(login.getByRole('button', { name: MEMBER_TEXT.th.google })).toBeVisible();
  expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 2, name: CART_TEXT.th.guestTitle })).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: vitaminsName('th') })).toBeVisible();
  await expect(page.getByText(CART_TEXT.th.empty)).toHaveCount(0);
});

test("the server draws with React's production build, whatever NODE_ENV the shop runs with", () => {
  // a development build checks and warns on every element: two to three times the work of each draw
  const dir = path.resolve(import.meta.dirname, '../apps/web/dist/server');
  const files = [
    path.join(dir, 'entry-server.js'),
    ...readdirSync(path.join(dir, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => path.join(dir, 'assets', f)),
  ];
  const chooseAtRunTime = files.filter((file) => readFileSync(file, 'utf8').includes('process.env.NODE_ENV'));
  expect(chooseAtRunTime).toEqual([]);
});
