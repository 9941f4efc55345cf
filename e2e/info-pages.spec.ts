import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { oneScreenPerLanguage, openPage, screenshot, type Lang } from './support/shop';

const PAGES: Array<{ path: string; name: string; title: Record<Lang, string> }> = [
  { path: '/about-us', name: 'about-us', title: { th: 'เกี่ยวกับเรา', en: 'About us' } },
  { path: '/how-to-order', name: 'how-to-order', title: { th: 'วิธีการสั่งซื้อ', en: 'How to order' } },
  { path: '/terms-conditions', name: 'terms-conditions', title: { th: 'ข้อกำหนดและเงื่อนไข', en: 'Terms and conditions' } },
  { path: '/international', name: 'international', title: { th: 'สำหรับลูกค้าต่างชาติ', en: 'International customers' } },
];

for (const [index, info] of PAGES.entries()) {
  for (const lang of ['th', 'en'] as const) {
    test(`${info.path} in ${lang}`, async ({ page }, testInfo) => {
      // the pages share one layout: Thai takes the phone for every other page, the desktop for the rest
      oneScreenPerLanguage(lang, testInfo, index % 2 === 0 ? 'phone' : 'desktop');
      await openPage(page, info.path, lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.title[lang]);
      await expect(page).toHaveTitle(`${info.title[lang]} | Pawsook`);
      // a table of contents whose links land on the sections
      const toc = page.getByRole('navigation', { name: lang === 'th' ? 'ในหน้านี้' : 'On this page' });
      const entries = toc.getByRole('link');
      expect(await entries.count()).toBeGreaterThanOrEqual(4);
      const last = entries.last();
      const target = (await last.getAttribute('href'))!;
      await last.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.locator(target)).toBeInViewport();
      await expectAccessible(page, `${info.path} ${lang} ${testInfo.project.name}`);
      await screenshot(page, testInfo, `${info.name}-${lang}`);
    });
  }
}

test('/about-us#contact-us-section lands on the contact section with the API contacts', async ({ page }, testInfo) => {
  // a page scrolled earlier in the same tab must not lend its position to the next one
  await openPage(page, '/');
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.goto('/about-us#contact-us-section');
  const section = page.locator('#contact-us-section');
  await expect(section.getByRole('heading', { name: 'ติดต่อเรา' })).toBeVisible();
  await expect(section.getByRole('link')).toHaveCount(3);
  await expect(section).toBeInViewport();
  await expect(section.getByRole('link', { name: /ฝ่ายบริการลูกค้า/ })).toContainText('โทร 02-114-7788');
  await expectAccessible(page, `about-us contact ${testInfo.project.name}`);
});

test('switching language on an info page shows the other version', async ({ page }) => {
  await openPage(page, '/how-to-order');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('วิธีการสั่งซื้อ');
  await page.getByRole('button', { name: 'EN English' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to order');
  await expect(page).toHaveTitle('How to order | Pawsook');
  await expectAccessible(page, 'how-to-order switched to English');
});
