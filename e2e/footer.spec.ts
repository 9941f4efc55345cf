import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { openPage } from './support/shop';

test.describe('footer', () => {
  test('contact entries from the API, in the current language, each linked', async ({ page }, testInfo) => {
    await openPage(page, '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /ฝ่ายบริการลูกค้า/ })).toHaveAttribute('href', 'https://www.pawsook.co.th');
    // the chat contact opens the shop's LINE official account as LINE_OA_ID names it (playwright.config)
    await expect(footer.getByRole('link', { name: /LINE Official/ })).toHaveAttribute('href', 'https://line.me/R/ti/p/@pawsook.journeys');
    await expect(footer.getByRole('link', { name: /Pawsook Channel/ })).toContainText('คลิปใหม่ทุกวันศุกร์');

    await page.getByRole('button', { name: 'EN English' }).first().click();
    await expect(footer.getByRole('link', { name: /Customer service/ })).toContainText('Daily, 09:00–18:00');
    await expectAccessible(page, `home en footer ${testInfo.project.name}`);
  });

  test('social links in columns of five, with truncated names and tooltips', async ({ page }, testInfo) => {
    await openPage(page, '/');
    const facebook = page.getByRole('region', { name: 'เพจ Facebook' });
    const columns = facebook.getByRole('list');
    await expect(columns).toHaveCount(3);
    await expect(columns.nth(0).getByRole('link')).toHaveCount(5);
    await expect(columns.nth(1).getByRole('link')).toHaveCount(5);
    await expect(columns.nth(2).getByRole('link')).toHaveCount(4);

    // 15 characters, full name in the tooltip and the accessible name
    const first = columns.nth(0).getByRole('link').first();
    await expect(first).toHaveAttribute('title', 'Pawsook Thailand');
    await expect(first).toHaveAccessibleName(/Pawsook Thailand/);
    await expect(first.locator('[aria-hidden="true"]')).toHaveText('Pawsook Thailan…');
    await expect(first).toHaveAttribute('href', 'https://www.facebook.com/pawsook.th');
    await expect(first).toHaveAttribute('target', '_blank');

    // 8 characters in the third Facebook column
    const third = columns.nth(2).getByRole('link').first();
    await expect(third.locator('[aria-hidden="true"]')).toHaveText('Pawsook…');
    await expect(third).toHaveAttribute('title', 'Pawsook Vet Talk');

    const others = page.getByRole('region', { name: 'ติดตามเรา' });
    await expect(others.getByRole('link')).toHaveCount(6);
    await expect(others.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', 'https://www.instagram.com/pawsook.th');
    await expect(others.getByRole('link', { name: /Instagram/ })).not.toHaveAttribute('title', /.*/);
    await expectAccessible(page, `footer ${testInfo.project.name}`);
  });

  test('links to the info pages and to the contact section', async ({ page }, testInfo) => {
    await openPage(page, '/');
    const info = page.getByRole('contentinfo').getByRole('navigation');
    await expect(info.getByRole('link', { name: 'ข้อกำหนดและเงื่อนไข' })).toHaveAttribute('href', '/terms-conditions');
    await expect(info.getByRole('link', { name: 'สำหรับลูกค้าต่างชาติ' })).toHaveAttribute('href', '/international');
    await expect(info.getByRole('link', { name: 'วิธีการสั่งซื้อ' })).toHaveAttribute('href', '/how-to-order');
    await info.getByRole('link', { name: 'ติดต่อเรา' }).click();
    await expect(page).toHaveURL('/about-us#contact-us-section');
    await expect(page.locator('#contact-us-section')).toBeInViewport();
    await expect(page.locator('#contact-us-section').getByRole('link', { name: /LINE Official/ })).toBeVisible();
    await expectAccessible(page, `about-us from the footer ${testInfo.project.name}`);
  });
});
