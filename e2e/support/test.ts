import { test as base, expect, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Pages drawn on the server (decision 0046) show their links and buttons before the app has taken
 * them over. A shopper's tap on a button in that moment does nothing, and a test's click would be
 * lost the same way: every page load of a test waits until the app has taken the page over.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('pawsook-ssr-state') || document.documentElement.dataset.hydrated === 'true', null, {
    timeout: 15_000,
  });
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    // a drawn page the browser could not take over as it was is a bug, whatever the test checks
    const mismatches: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('hydration mismatch')) mismatches.push(`${page.url()}: ${message.text()}`);
    });
    for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
      const load = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
      Object.assign(page, {
        [name]: async (...args: unknown[]) => {
          const response = await load(...args);
          // without JavaScript the drawn page is all there is
          if (javaScriptEnabled !== false) await waitForHydration(page);
          return response;
        },
      });
    }
    await use(page);
    expect(mismatches, 'pages the server drew and the browser drew differently').toEqual([]);
  },
});
