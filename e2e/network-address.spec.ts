import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { TEXT, waitForContent } from './support/shop';

/**
 * The shop opened as a phone on the same network opens it: by a name that is not localhost, over
 * plain http (an insecure context to the browser). The name resolves to this machine's loopback
 * inside this browser only, so the test reaches no other address.
 */
test('the shop opened by another name over http draws its pages, and ?lang= picks the language', async ({ playwright, baseURL }, testInfo) => {
  const port = new URL(baseURL ?? '').port;
  const browser = await playwright.chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP pawsook.test 127.0.0.1'],
  });
  try {
    const context = await browser.newContext({ ...testInfo.project.use, baseURL: undefined, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const failed: string[] = [];
    page.on('requestfailed', (request) => {
      // a navigation cancels what the page before it was still fetching: not a failure
      const error = request.failure()?.errorText ?? '';
      if (error !== 'net::ERR_ABORTED') failed.push(`${request.url()} ${error}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') failed.push(message.text());
    });

    const response = await page.goto(`http://pawsook.test:${port}/?lang=en`);
    expect(response?.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
    await waitForContent(page);
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.en.heroTitle);

    // a listing and a product page load their data the same way
    await page.goto(`http://pawsook.test:${port}/brands/royal-canin?lang=th`);
    await waitForContent(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await page.locator('main a[href*="/product/"]').first().click();
    await waitForContent(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, `product page by network name ${testInfo.project.name}`);
    expect(failed).toEqual([]);
    await context.close();
  } finally {
    await browser.close();
  }
});
