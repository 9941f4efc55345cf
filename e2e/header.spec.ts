import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { openPage, TEXT } from './support/shop';

test.describe('header on desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'the navigation bar shows from the md breakpoint; phones use the menu drawer');

  test('the category menu lists the API categories and links to them', async ({ page }, testInfo) => {
    await openPage(page, '/');
    const nav = page.getByRole('navigation', { name: TEXT.th.mainNav });
    await nav.getByRole('button', { name: TEXT.th.categories }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveCount(7);
    await expect(menu.getByRole('menuitem', { name: TEXT.th.dogs })).toHaveAttribute('href', '/categories/dog');
    await expectAccessible(page, `category menu ${testInfo.project.name}`);
    await menu.getByRole('menuitem', { name: TEXT.th.dogs }).click();
    await expect(page).toHaveURL('/categories/dog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.th.dogs);
    await expectAccessible(page, `category listing ${testInfo.project.name}`);
  });

  test('the brand menu opens by keyboard, truncates long names with a tooltip and links to brands', async ({ page }) => {
    await openPage(page, '/', 'en');
    const nav = page.getByRole('navigation', { name: TEXT.en.mainNav });
    const trigger = nav.getByRole('button', { name: TEXT.en.brands });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveCount(28);
    await expect(menu.getByRole('menuitem', { name: TEXT.en.royalCanin })).toHaveAttribute('href', '/brands/royal-canin');
    await expect(menu.locator('[title]')).toHaveCount(0); // every English brand name fits in 20 characters
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await switchToThaiAndOpenBrands(page);
  });

  test('promotion and info links', async ({ page }) => {
    await openPage(page, '/');
    const nav = page.getByRole('navigation', { name: TEXT.th.mainNav });
    await expect(nav.getByRole('link', { name: 'โปรโมชั่น' })).toHaveAttribute('href', '/promotion');
    await expect(nav.getByRole('link', { name: 'วิธีการสั่งซื้อ' })).toHaveAttribute('href', '/how-to-order');
    await nav.getByRole('link', { name: 'เกี่ยวกับเรา' }).click();
    await expect(page).toHaveURL('/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('เกี่ยวกับเรา');
    await expectAccessible(page, 'about-us from the header');
  });

  test('the navigation sticks to the top after scrolling', async ({ page }) => {
    await openPage(page, '/');
    const nav = page.getByRole('navigation', { name: TEXT.th.mainNav });
    await expect(nav).toHaveCSS('position', 'static');
    await page.mouse.wheel(0, 1200);
    await expect(nav).toHaveCSS('position', 'fixed');
    await expect.poll(async () => (await nav.boundingBox())?.y).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(nav).toHaveCSS('position', 'static');
  });
});

async function switchToThaiAndOpenBrands(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: 'TH ภาษาไทย' }).first().click();
  const nav = page.getByRole('navigation', { name: TEXT.th.mainNav });
  await nav.getByRole('button', { name: TEXT.th.brands }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: TEXT.th.royalCanin })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'ทริกซี่' }).click();
  await expect(page).toHaveURL('/brands/trixie');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ทริกซี่');
  await expectAccessible(page, 'brand listing');
}

test.describe('header everywhere', () => {
  test('search submits the trimmed keyword; an empty box does nothing', async ({ page }) => {
    await openPage(page, '/');
    const search = page.getByRole('search').filter({ visible: true });
    const box = search.getByRole('searchbox', { name: TEXT.th.searchLabel });
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL('/');

    await box.fill('  อาหารแมว  ');
    await box.press('Enter');
    await expect(page).toHaveURL('/search?keyword=' + encodeURIComponent('อาหารแมว').replace(/%20/g, '+'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ผลการค้นหา “อาหารแมว”');
    await expectAccessible(page, 'search results');

    const again = page.getByRole('search').filter({ visible: true }).getByRole('searchbox');
    await expect(again).toHaveValue('  อาหารแมว  ');
    await again.fill('Royal Canin');
    await page.getByRole('search').filter({ visible: true }).getByRole('button', { name: TEXT.th.searchButton }).click();
    await expect(page).toHaveURL('/search?keyword=Royal+Canin');
  });

  test('the guest popover offers log in and register, each opening its dialog', async ({ page }, testInfo) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: TEXT.th.account }).click();
    const popover = page.getByRole('dialog', { name: 'ยินดีต้อนรับสู่ Pawsook' });
    await expect(popover).toBeVisible();
    await popover.getByRole('button', { name: TEXT.th.logIn }).click();
    const dialog = page.getByRole('dialog', { name: TEXT.th.logIn });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('อีเมล', { exact: true })).toBeFocused();
    await expectAccessible(page, `login dialog ${testInfo.project.name}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: TEXT.th.account }).click();
    await page.getByRole('button', { name: TEXT.th.register }).click();
    const register = page.getByRole('dialog', { name: TEXT.th.register });
    await expect(register).toBeVisible();
    await expect(register).toContainText('ขั้นตอนที่ 1 จาก 2');
    await register.getByRole('button', { name: 'ปิด' }).click();
    await expect(register).toBeHidden();
  });
});
