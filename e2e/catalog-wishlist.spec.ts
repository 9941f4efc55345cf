import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { CATALOG_TEXT, clearFromWishlist, productPath, recordSignInRequests, signInAsDemoMember, signInRequests } from './support/catalog';
import { isPhone, openPage, screenshot } from './support/shop';

/** The two projects run side by side with one demo member: each saves its own products. */
const PRODUCTS = {
  phone: { id: 920000005, th: 'รอยัล คานิน อาหารสุนัขพันธุ์พุดเดิ้ล ชนิดเม็ด สูตรสุนัขโต', en: 'Royal Canin Poodle Adult Dry Dog Food' },
  desktop: { id: 920000012, th: 'สมาร์ทฮาร์ท โกลด์ อาหารสุนัขโตพันธุ์เล็ก สูตรเนื้อแกะและข้าว', en: 'SmartHeart Gold Lamb & Rice Small Breed Adult Dog Food' },
};

test.describe('wishlist', () => {
  test('a member saves a product with the heart, finds it in the favourites and removes it', async ({ page, baseURL }, testInfo) => {
    const product = PRODUCTS[isPhone(testInfo) ? 'phone' : 'desktop'];
    await signInAsDemoMember(page, baseURL!);
    await clearFromWishlist(page, product.id);

    await openPage(page, productPath('th', product.id));
    const heart = page.getByRole('button', { name: CATALOG_TEXT.th.heart });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('บันทึกในรายการโปรดแล้ว').first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: CATALOG_TEXT.th.heart })).toHaveAttribute('aria-pressed', 'true');

    await openPage(page, '/user/wish-list/wishlist');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'รายการโปรด', exact: true })).toBeVisible();
    const card = main.getByRole('article').filter({ hasText: product.th });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: product.th })).toHaveAttribute('href', productPath('th', product.id));
    await expectAccessible(page, `wishlist ${testInfo.project.name}`);
    await screenshot(page, testInfo, 'catalog-wishlist-th');

    await card.getByRole('button', { name: `นำ ${product.th} ออกจากรายการโปรด` }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByText('นำออกจากรายการโปรดแล้ว').first()).toBeVisible();
  });

  test('the favourites in English', async ({ page, baseURL }, testInfo) => {
    const product = PRODUCTS[isPhone(testInfo) ? 'phone' : 'desktop'];
    await signInAsDemoMember(page, baseURL!);
    const token = (await page.context().cookies()).find((c) => c.name === 'pawsook_access_token')!.value;
    await page.request.post('/api/v1/wishlist', { data: { productId: product.id }, headers: { Authorization: `Bearer ${token}` } });
    await openPage(page, '/user/wish-list/wishlist', 'en');
    await expect(page.getByRole('main').getByRole('article').filter({ hasText: product.en })).toBeVisible();
    await screenshot(page, testInfo, 'catalog-wishlist-en');
    await clearFromWishlist(page, product.id);
  });

  test('a guest tapping the heart is asked to sign in', async ({ page }) => {
    await recordSignInRequests(page);
    await openPage(page, productPath('en', PRODUCTS.desktop.id), 'en');
    await page.getByRole('button', { name: CATALOG_TEXT.en.heart }).click();
    await expect.poll(async () => (await signInRequests(page)).map((r) => r.returnTo)).toEqual([productPath('en', PRODUCTS.desktop.id)]);
  });
});
