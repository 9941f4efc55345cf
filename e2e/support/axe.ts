// Callbacks passed to page.waitForFunction() run in the browser: type-check them against the DOM.
/// <reference lib="dom" />
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe-core on the page once nothing is still changing colour or fading (a colour measured
 * mid-transition is too faint; looping animations, a spinner, do not end and are not waited for),
 * and fails on any serious or critical violation (moderate and minor ones are printed, not failed).
 */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const lesser = results.violations.filter((v) => !blocking.includes(v));
  if (lesser.length > 0) {
    console.log(`axe (${label}): ${lesser.map((v) => `${v.id} [${v.impact}]`).join(', ')}`);
  }
  const described = blocking.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
  }));
  expect(described, `accessibility violations on ${label}`).toEqual([]);
}
