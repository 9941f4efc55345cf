import type { Page } from '@playwright/test';

/** Counts every layout shift of the pages opened from now on, as Lighthouse's CLS counts them (none after the shopper's input). */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { pawsookShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the current page's layout shifts so far (`watchLayoutShifts` first). */
export function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { pawsookShifts: number[] }).pawsookShifts.reduce((sum, shift) => sum + shift, 0));
}
