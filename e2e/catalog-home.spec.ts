import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { isPhone, oneScreenPerLanguage, openInApp, openPage, screenshot } from './support/shop';

const SHELVES = {
  th: {
    flash: 'แฟลชเซล',
    best: 'สินค้าขายดี',
    special: 'สินค้าราคาพิเศษ',
    donation: 'สินค้าสำหรับบริจาค',
    seeAll: 'ดูทั้งหมด',
    next: 'สินค้าเพิ่มเติม: สินค้าขายดี',
    prev: 'สินค้าก่อนหน้า: สินค้าขายดี',
  },
  en: {
    flash: 'Flash sale',
    best: 'Best sellers',
    special: 'Special prices',
    donation: 'Donation products',
    seeAll: 'See all',
    next: 'More products: Best sellers',
    prev: 'Previous products: Best sellers',
  },
} as const;

test.describe('home product carousels', () => {
  for (const lang of ['th', 'en'] as const) {
    test(`every list has its carousel, the flash sale counts down (${lang})`, async ({ page }, testInfo) => {
      oneScreenPerLanguage(lang, testInfo, 'desktop');
      await openPage(page, '/', lang);
      const text = SHELVES[lang];

      // flash sale: a live countdown to the end its products share (each product page counts to it too), and cards with the flash-sale label
      const flash = page.getByRole('region', { name: text.flash, exact: true });
      const timer = page.getByRole('timer');
      await expect(timer).toBeVisible();
      const before = await timer.getAttribute('aria-label');
      const digits = timer.locator('.tabular-nums').last();
      const firstSecond = await digits.innerText();
      await expect.poll(() => digits.innerText(), { timeout: 4000 }).not.toBe(firstSecond);
      expect(before).toMatch(lang === 'th' ? /โปรโมชั่นสิ้นสุดในอีก \d+ วัน/ : /Sale ends in \d+ days/);
      await expect(flash.getByRole('article').first()).toContainText(text.flash);

      // each list: a labelled carousel of product cards linking to /{lang}/product/{id}
      // (a shelf draws its products as it nears the screen, as the shopper scrolls)
      for (const name of [text.best, text.special, text.donation]) {
        const shelf = page.getByRole('region', { name, exact: true });
        await shelf.first().scrollIntoViewIfNeeded();
        const cards = shelf.getByRole('article');
        await expect(cards.first()).toBeVisible();
        expect(await cards.count(), name).toBeGreaterThan(3);
        await expect(cards.first().getByRole('link')).toHaveAttribute('href', new RegExp(`^/${lang}/product/92\\d{7}$`));
      }
      // a special price shows the regular price struck through and the saving
      const special = page.getByRole('region', { name: text.special, exact: true }).getByRole('article').first();
      await expect(special.locator('del')).toHaveText(/^฿[\d,]+\.\d\d$/);
      await expect(special).toContainText(lang === 'th' ? 'ประหยัด ฿' : 'Save ฿');

      // "see all" leads to the list's own listing
      await expect(page.getByRole('link', { name: `${text.seeAll}: ${text.flash}` })).toHaveAttribute('href', '/promotion?list=flash-sale');
      await expect(page.getByRole('link', { name: `${text.seeAll}: ${text.best}` })).toHaveAttribute('href', '/categories/best-seller');

      await expectAccessible(page, `home carousels ${lang} ${testInfo.project.name}`);
      await screenshot(page, testInfo, `catalog-home-${lang}`);
    });
  }

  test('the carousel buttons scroll a view at a time and stop at the ends', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), 'below 480 px the carousels are swiped; the buttons are hidden');
    await openPage(page, '/', 'en');
    const shelf = page.locator('section#best-sellers');
    await shelf.scrollIntoViewIfNeeded();
    const carousel = shelf.getByRole('region', { name: 'Best sellers' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const previous = shelf.getByRole('button', { name: SHELVES.en.prev });
    const next = shelf.getByRole('button', { name: SHELVES.en.next });
    await expect(previous).toBeDisabled();
    const slides = carousel.getByRole('group');
    await expect(slides.first()).toHaveAttribute('aria-label', '1 of 12');
    // 5 cards side by side at full width
    await expect(slides.nth(4)).toBeInViewport({ ratio: 0.9 });
    await expect(slides.nth(5)).not.toBeInViewport({ ratio: 0.5 });
    await next.click();
    await expect(slides.nth(5)).toBeInViewport({ ratio: 0.9 });
    await expect(previous).toBeEnabled();
    await previous.click();
    await expect(slides.first()).toBeInViewport({ ratio: 0.9 });
    // keyboard: tabbing to a card out of view scrolls it in
    await slides.nth(7).getByRole('link').focus();
    await expect(slides.nth(7)).toBeInViewport({ ratio: 0.9 });
  });

  test('a list that cannot load says so with a retry, and the rest of the home page stays', async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/api/v1/products' && url.searchParams.get('list') === 'best-seller',
      (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ responseCode: '500', errorMessage: 'x', result: null }) }),
    );
    await openInApp(page, '/');
    await page.locator('section#best-sellers').scrollIntoViewIfNeeded();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button').first().click();
    const shelf = page.getByRole('region', { name: 'สินค้าขายดี', exact: true });
    await expect(shelf.getByRole('alert')).toContainText('โหลดข้อมูลส่วนนี้ไม่สำเร็จ');
    await expect(shelf.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeVisible();
    const special = page.getByRole('region', { name: 'สินค้าราคาพิเศษ', exact: true });
    await special.first().scrollIntoViewIfNeeded();
    await expect(special.getByRole('article').first()).toBeVisible();
  });
});
