import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { apiTotal, resultCards, shownCount } from './support/catalog';
import { openPage, screenshot, TEXT, waitForContent } from './support/shop';

test.describe('search', () => {
  test('search in Thai (no spaces between words) from the header', async ({ page }, testInfo) => {
    await openPage(page, '/');
    const box = page.getByRole('search').filter({ visible: true }).getByRole('searchbox', { name: TEXT.th.searchLabel });
    await box.fill('อาหารแมว');
    await box.press('Enter');
    await expect(page).toHaveURL('/search?keyword=' + encodeURIComponent('อาหารแมว'));
    await waitForContent(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ผลการค้นหา “อาหารแมว”');
    await expect(page).toHaveTitle('ผลการค้นหา “อาหารแมว” | Pawsook');
    const total = await apiTotal(page, { keyword: 'อาหารแมว' });
    expect(total).toBeGreaterThan(5);
    expect(await shownCount(page)).toBe(total);
    // best matches first: the first results have the words in their names
    await expect(resultCards(page).first().getByRole('heading')).toContainText('อาหารแมว');
    await expect(page.getByLabel('เรียงตาม')).toHaveValue('');
    await expectAccessible(page, `search th ${testInfo.project.name}`);
    await screenshot(page, testInfo, 'catalog-search-th');

    // another search, then Back: the results and the box go back to the first one
    await box.fill('ทรายแมว');
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ผลการค้นหา “ทรายแมว”');
    // a Thai brand with a typo (วิสกัด for วิสกัส) finds the brand
    await box.fill('วิสกัด');
    await box.press('Enter');
    await expect(resultCards(page).first().getByRole('heading')).toContainText('วิสกัส');
    await page.goBack();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ผลการค้นหา “อาหารแมว”');
    await expect(box).toHaveValue('อาหารแมว');
  });

  test('search in English, sort the results, and a search that finds nothing', async ({ page }, testInfo) => {
    await openPage(page, '/search?keyword=royal+canin', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “royal canin”');
    expect(await shownCount(page)).toBe(await apiTotal(page, { keyword: 'royal canin' }));
    for (const card of (await resultCards(page).all()).slice(0, 6)) await expect(card).toContainText('Royal Canin');
    await page.getByLabel('Sort by').selectOption('price-desc');
    await expect(page).toHaveURL('/search?keyword=royal+canin&sort=price-desc');

    // a typo and two words written as one still find the product (decision 0043)
    await openPage(page, '/search?keyword=whiskes', 'en');
    await expect(resultCards(page).first().getByRole('heading')).toContainText('Whiskas');
    await openPage(page, '/search?keyword=dogfood', 'en');
    await expect(resultCards(page).first().getByRole('heading')).toContainText('Dog Food');

    await openPage(page, '/search?keyword=zzqqxx', 'en');
    await expect(page.getByText('Nothing found for “zzqqxx”')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/categories/all');
    await expectAccessible(page, `search empty ${testInfo.project.name}`);

    await openPage(page, '/search', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search products');
  });
});
