import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { layoutShiftTotal, watchLayoutShifts } from './support/layout-shifts';
import { oneScreenPerLanguage, openPage, screenshot } from './support/shop';

/**
 * The server draws the home page's first screens only (decision 0047): the shelves further down
 * arrive as their heading, "see all" link and a placeholder of their height, and draw their
 * products in the browser as the shopper scrolls towards them, moving nothing on the screen.
 */
const FAR_SHELF = {
  th: { title: 'สินค้าแนะนำ', seeAll: 'ดูทั้งหมด: สินค้าแนะนำ' },
  en: { title: 'Recommended for you', seeAll: 'See all: Recommended for you' },
} as const;

for (const lang of ['th', 'en'] as const) {
  test(`a shelf far down the home page draws its products when scrolled to, nothing moving (${lang})`, async ({ page }, testInfo) => {
    oneScreenPerLanguage(lang, testInfo);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v1/products') asked.push(url.searchParams.get('list') ?? '');
    });
    // every layout shift the page makes from its first paint
    await watchLayoutShifts(page);
    await openPage(page, '/', lang);
    const text = FAR_SHELF[lang];

    // as it came from the server: the heading and the link to the whole list, no products yet
    const shelf = page.locator('section#recommended');
    await expect(shelf.getByRole('heading', { level: 2, name: text.title })).toBeAttached();
    await expect(shelf.getByRole('link', { name: text.seeAll })).toHaveAttribute('href', /recommend/);
    await expect(shelf.getByRole('article')).toHaveCount(0);
    expect(asked).toEqual([]);
    const reserved = await shelf.evaluate((section) => section.getBoundingClientRect().height);

    // the shopper scrolls down a screen at a time
    for (let screens = 0; screens < 8 && (await shelf.getByRole('article').count()) === 0; screens++) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(250);
    }
    await expect(shelf.getByRole('article').first()).toBeVisible();
    expect(await shelf.getByRole('article').count()).toBeGreaterThan(3);
    await expect(shelf.getByRole('article').first().getByRole('link')).toHaveAttribute('href', new RegExp(`^/${lang}/product/\\d+$`));
    expect(asked).toContain('recommend');
    // the placeholder held the shelf's place: its products take the same height
    expect(await shelf.evaluate((section) => section.getBoundingClientRect().height)).toBe(reserved);
    const shifted = await layoutShiftTotal(page);
    expect(shifted).toBeLessThanOrEqual(0.01);

    await expectAccessible(page, `home far shelves ${lang} ${testInfo.project.name}`);
    await screenshot(page, testInfo, `home-far-shelf-${lang}`);
  });
}

test('the drawn home page carries the far shelves’ headings and links, not their products', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const section = (id: string) => html.slice(html.indexOf(`<section id="${id}"`), html.indexOf('</section>', html.indexOf(`<section id="${id}"`)));
  for (const id of ['flash-sale', 'best-sellers']) expect(section(id), id).toMatch(/href="\/th\/product\/\d+"/);
  for (const id of ['recommended', 'special-price', 'new-products', 'clearance', 'donation-products']) {
    expect(section(id), id).toContain('<h2');
    expect(section(id), id).not.toMatch(/\/product\/\d+/);
  }
  const state = html.slice(html.indexOf('id="pawsook-ssr-state"'));
  expect(state).toContain('"list":"best-seller"');
  expect(state).not.toContain('"list":"recommend"');
});
