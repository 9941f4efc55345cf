import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { apiTotal, baht, CATALOG_TEXT, DEMO, resultCards, shownCount } from './support/catalog';
import { isPhone, openPage, screenshot, TEXT, waitForContent } from './support/shop';

/** The filter controls: the side panel on desktop, the drawer (opened here) on phones. */
async function filterPanel(page: Page, phone: boolean, lang: 'th' | 'en' = 'th') {
  if (!phone) return page.getByRole('complementary', { name: CATALOG_TEXT[lang].filters });
  await page.getByRole('button', { name: new RegExp(`^${CATALOG_TEXT[lang].filters}`) }).click();
  const drawer = page.getByRole('dialog', { name: CATALOG_TEXT[lang].filters });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Phones apply the drawer's choices with "Show results"; the desktop panel applies each at once. */
async function applyDrawer(page: Page, phone: boolean, lang: 'th' | 'en' = 'th') {
  if (!phone) return;
  await page.getByRole('dialog').getByRole('button', { name: CATALOG_TEXT[lang].showResults }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

async function cardPrices(page: Page): Promise<number[]> {
  const texts = await resultCards(page).locator('p.flex > span.font-bold').allInnerTexts();
  return texts.map(baht);
}

test.describe('category listing', () => {
  test('open a category, filter by age, brand and price, sort, page and go back', async ({ page }, testInfo) => {
    const phone = isPhone(testInfo);
    await openPage(page, '/');
    // in from the home page's pets
    await page.getByRole('region', { name: 'ช้อปตามสัตว์เลี้ยง' }).getByRole('link', { name: TEXT.th.cats }).click();
    await expect(page).toHaveURL('/categories/cat');
    await waitForContent(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('แมว');
    await expect(page).toHaveTitle('แมว | Pawsook');
    expect(await shownCount(page)).toBe(await apiTotal(page, { category: 'cat' }));
    await expect(resultCards(page)).toHaveCount(20);
    await expectAccessible(page, `category ${testInfo.project.name}`);

    // age: adult (the cat category is one pet's: no pet filter)
    let panel = await filterPanel(page, phone);
    await expect(panel.getByRole('group', { name: 'สัตว์เลี้ยง' })).toHaveCount(0);
    await panel.getByText('โตเต็มวัย', { exact: true }).click();
    await applyDrawer(page, phone);
    await expect(page).toHaveURL('/categories/cat?age=adult');
    await expect.poll(() => shownCount(page)).toBe(await apiTotal(page, { category: 'cat', age: 'adult' }));

    // brand: Royal Canin, kept in ?categories={brandId} as the spec's address has it
    panel = await filterPanel(page, phone);
    await panel.getByLabel('แบรนด์').selectOption({ label: 'รอยัล คานิน' });
    await applyDrawer(page, phone);
    await expect(page).toHaveURL(`/categories/cat?age=adult&categories=${DEMO.royalCaninBrandId}`);
    const royalCanin = await apiTotal(page, { category: 'cat', age: 'adult', brand: DEMO.royalCaninBrandId });
    await expect.poll(() => shownCount(page)).toBe(royalCanin);
    for (const card of await resultCards(page).all()) await expect(card).toContainText('รอยัล คานิน');

    // price range; a reversed range is refused with a message
    panel = await filterPanel(page, phone);
    await panel.getByLabel('ตั้งแต่').fill('1000');
    await panel.getByLabel('ถึง').fill('200');
    await (phone ? page.getByRole('dialog').getByRole('button', { name: 'ดูผลลัพธ์' }) : panel.getByRole('button', { name: 'ใช้ช่วงราคานี้' })).click();
    await expect(panel.getByRole('alert')).toHaveText('ราคาต่ำสุดต้องไม่มากกว่าราคาสูงสุด');
    await panel.getByLabel('ตั้งแต่').fill('200');
    // a price box takes digits only: a baht sign, a comma or a letter typed is not kept
    await panel.getByLabel('ถึง').fill('');
    await panel.getByLabel('ถึง').pressSequentially('฿1,0x00');
    await expect(panel.getByLabel('ถึง')).toHaveValue('1000');
    if (phone) await applyDrawer(page, phone);
    else await panel.getByRole('button', { name: 'ใช้ช่วงราคานี้' }).click();
    await expect(page).toHaveURL(/minPrice=200&maxPrice=1000/);
    await expect
      .poll(() => shownCount(page))
      .toBe(await apiTotal(page, { category: 'cat', age: 'adult', brand: DEMO.royalCaninBrandId, minPrice: 200, maxPrice: 1000 }));
    for (const price of await cardPrices(page)) expect(price).toBeGreaterThanOrEqual(200);
    for (const price of await cardPrices(page)) expect(price).toBeLessThanOrEqual(1000);
    // the filters in force are listed and each can be taken away
    await expect(page.getByRole('button', { name: 'นำตัวกรองออก: โตเต็มวัย' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'นำตัวกรองออก: ฿200.00 – ฿1,000.00' })).toBeVisible();
    if (phone) {
      await filterPanel(page, phone);
      await screenshot(page, testInfo, 'catalog-listing-filters-th');
      await expectAccessible(page, `filter drawer ${testInfo.project.name}`);
      await page.keyboard.press('Escape');
    } else {
      await screenshot(page, testInfo, 'catalog-listing-filters-th');
      await expectAccessible(page, `filtered listing ${testInfo.project.name}`);
    }

    // sort: price low to high
    await page.getByLabel('เรียงตาม').selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.length > 0 && prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
      })
      .toBe(true);

    // back: the sort goes, the filters stay
    await page.goBack();
    await expect(page).toHaveURL(/minPrice=200&maxPrice=1000$/);
    await expect(page.getByLabel('เรียงตาม')).toHaveValue('');
    // clear everything
    await page.getByRole('button', { name: 'ล้างตัวกรองทั้งหมด' }).click();
    await expect(page).toHaveURL('/categories/cat');
  });

  test('the pager shows past one page only, has its own addresses, and Back returns', async ({ page }, testInfo) => {
    await openPage(page, '/categories/dog');
    const total = await apiTotal(page, { category: 'dog' });
    expect(total).toBeGreaterThan(40);
    const pager = page.getByRole('navigation', { name: 'หน้า' });
    await expect(pager.getByRole('link', { name: 'หน้า 1' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('link', { name: 'หน้า 2' }).click();
    await expect(page).toHaveURL('/categories/dog?page=2');
    await expect(pager.getByRole('link', { name: 'หน้า 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: 'รายการสินค้า' })).toBeFocused();
    const lastPage = Math.ceil(total / 20);
    await pager.getByRole('link', { name: `หน้า ${lastPage}` }).click();
    await expect(page).toHaveURL(`/categories/dog?page=${lastPage}`);
    await expect(resultCards(page)).toHaveCount(total - (lastPage - 1) * 20);
    await page.goBack();
    await expect(page).toHaveURL('/categories/dog?page=2');
    await page.goBack();
    await expect(page).toHaveURL('/categories/dog');
    await expectAccessible(page, `pager ${testInfo.project.name}`);

    // one page only: no pager
    await openPage(page, '/categories/cat?categories=' + DEMO.royalCaninBrandId);
    expect(await shownCount(page)).toBeLessThanOrEqual(20);
    await expect(page.getByRole('navigation', { name: 'หน้า' })).toHaveCount(0);
  });

  test('a category by id with a brand, in English', async ({ page }) => {
    await openPage(page, `/categories/${DEMO.catsCategoryId}?categories=${DEMO.royalCaninBrandId}`, 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cats');
    await expect(page.getByLabel('Brand')).toHaveValue(String(DEMO.royalCaninBrandId));
    expect(await shownCount(page)).toBe(await apiTotal(page, { category: DEMO.catsCategoryId, brand: DEMO.royalCaninBrandId }));
    await expect(page).toHaveTitle('Cats | Pawsook');
  });

  test('filters that match nothing offer to clear them; an unknown category says so', async ({ page }, testInfo) => {
    await openPage(page, '/categories/fish?minPrice=9000000');
    await expect(page.getByText('ไม่พบสินค้าที่ตรงกับตัวกรอง')).toBeVisible();
    await expectAccessible(page, `no match ${testInfo.project.name}`);
    await page.getByRole('main').getByRole('button', { name: 'ล้างตัวกรองทั้งหมด' }).last().click();
    await expect(page).toHaveURL('/categories/fish');
    await expect(resultCards(page).first()).toBeVisible();

    await openPage(page, '/categories/dragons');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ไม่พบหมวดหมู่นี้');
    await expect(page.getByRole('main').getByRole('link', { name: 'ดูสินค้าทั้งหมด' })).toHaveAttribute('href', '/categories/all');
  });
});

test.describe('brand, list and promotion listings', () => {
  test('a brand page filters by category (?brands={categoryId}) and by pet', async ({ page }, testInfo) => {
    const phone = isPhone(testInfo);
    await openPage(page, '/brands/royal-canin', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Royal Canin');
    expect(await shownCount(page)).toBe(await apiTotal(page, { brand: 'royal-canin' }));
    const panel = await filterPanel(page, phone, 'en');
    await panel.getByLabel('Category').selectOption({ label: 'Cats' });
    await panel.getByText('Senior', { exact: true }).click();
    await applyDrawer(page, phone, 'en');
    await expect(page).toHaveURL(`/brands/royal-canin?age=senior&brands=${DEMO.catsCategoryId}`);
    await expect.poll(() => shownCount(page)).toBe(await apiTotal(page, { brand: 'royal-canin', category: DEMO.catsCategoryId, age: 'senior' }));
    await expectAccessible(page, `brand ${testInfo.project.name}`);
    // the filters open, as a shopper sees them
    await filterPanel(page, phone, 'en');
    await screenshot(page, testInfo, 'catalog-listing-filters-en');
  });

  test('the listing categories of the spec: best sellers, all products', async ({ page }) => {
    await openPage(page, '/categories/best-seller');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('สินค้าขายดี');
    expect(await shownCount(page)).toBe(await apiTotal(page, { list: 'best-seller' }));
    await page.getByLabel('เรียงตาม').selectOption('best-seller');
    await expect(page).toHaveURL('/categories/best-seller?sort=best-seller');
    await openPage(page, '/categories/all?petType=bird');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('สินค้าทั้งหมด');
    expect(await shownCount(page)).toBe(await apiTotal(page, { petType: 'bird' }));
  });

  test('promotions: special price, flash sale with its countdown, clearance', async ({ page }, testInfo) => {
    await openPage(page, '/promotion');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('โปรโมชั่น');
    const tabs = page.getByRole('navigation', { name: 'รายการโปรโมชั่น' });
    await expect(tabs.getByRole('link', { name: 'สินค้าราคาพิเศษ' })).toHaveAttribute('aria-current', 'page');
    expect(await shownCount(page)).toBe(await apiTotal(page, { list: 'special-price' }));
    for (const card of (await resultCards(page).all()).slice(0, 5)) await expect(card.locator('del')).toBeVisible();
    await tabs.getByRole('link', { name: 'แฟลชเซล' }).click();
    await expect(page).toHaveURL('/promotion?list=flash-sale');
    await expect(page.getByRole('main').getByRole('timer')).toBeVisible();
    expect(await shownCount(page)).toBe(await apiTotal(page, { list: 'flash-sale' }));
    await expectAccessible(page, `promotion flash sale ${testInfo.project.name}`);
    await tabs.getByRole('link', { name: 'ลดล้างสต็อก' }).click();
    await expect(page).toHaveURL('/promotion?list=clearance');
    await expect.poll(() => shownCount(page)).toBe(await apiTotal(page, { list: 'clearance' }));
    await page.goBack();
    await expect(page).toHaveURL('/promotion?list=flash-sale');
  });
});
