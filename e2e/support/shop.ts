import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { mkdirSync } from 'node:fs';

export type Lang = 'th' | 'en';

/** Visible texts the journeys look for, per language (the shop's own catalogs and demo data). */
export const TEXT = {
  th: {
    heroTitle: 'ครบทุกอย่างที่สัตว์เลี้ยงของคุณรัก',
    categories: 'หมวดหมู่สินค้า',
    brands: 'แบรนด์',
    dogs: 'สุนัข',
    cats: 'แมว',
    royalCanin: 'รอยัล คานิน',
    openMenu: 'เปิดเมนู',
    notFound: 'ไม่พบหน้าที่คุณต้องการ',
    backHome: 'กลับหน้าแรก',
    skip: 'ข้ามไปยังเนื้อหาหลัก',
    searchLabel: 'ค้นหาสินค้า',
    searchButton: 'ค้นหา',
    account: 'บัญชีของฉัน',
    logIn: 'เข้าสู่ระบบ',
    register: 'สมัครสมาชิก',
    contactUs: 'ติดต่อเรา',
    mainNav: 'เมนูหลัก',
  },
  en: {
    heroTitle: 'Everything your pets love, in one place',
    categories: 'Categories',
    brands: 'Brands',
    dogs: 'Dogs',
    cats: 'Cats',
    royalCanin: 'Royal Canin',
    openMenu: 'Open menu',
    notFound: 'This page could not be found.',
    backHome: 'Back to home',
    skip: 'Skip to main content',
    searchLabel: 'Search products',
    searchButton: 'Search',
    account: 'My account',
    logIn: 'Log in',
    register: 'Register',
    contactUs: 'Contact us',
    mainNav: 'Main menu',
  },
} as const;

export function isPhone(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'phone';
}

/** The screen a file's Thai journeys run on; its English journeys run on the other one. */
export type ThaiScreen = 'phone' | 'desktop';

function skipsOnThisScreen(lang: Lang, phone: boolean, thaiOn: ThaiScreen): boolean {
  return phone !== ((lang === 'th') === (thaiOn === 'phone'));
}

const ONE_SCREEN = 'each language on one screen: Thai on one width, English on the other (docs/decisions/0051)';

/**
 * A journey runs once per language, each language on one of the two screens: both languages and
 * both widths stay covered at half the time of the full cross (decision 0051). Files alternate
 * which screen Thai gets, so the suite as a whole drives all four pairs. Called in a test's body.
 */
export function oneScreenPerLanguage(lang: Lang, testInfo: TestInfo, thaiOn: ThaiScreen = 'phone'): void {
  test.skip(skipsOnThisScreen(lang, isPhone(testInfo), thaiOn), ONE_SCREEN);
}

/** oneScreenPerLanguage for every test of a describe block, decided before its hooks run. */
export function describeOneScreenPerLanguage(lang: Lang, thaiOn: ThaiScreen = 'phone'): void {
  test.skip(({ isMobile }) => skipsOnThisScreen(lang, isMobile, thaiOn), ONE_SCREEN);
}

/** Opens a page in the given language (remembered in localStorage, as the switcher does). */
export async function openPage(page: Page, path: string, lang: Lang = 'th'): Promise<void> {
  if (lang !== 'th') {
    // the shopper's choice as the language switch keeps it: the server draws the page in it too
    await page.context().addCookies([{ name: 'pawsook_lang', value: lang, domain: '127.0.0.1', path: '/' }]);
    await page.addInitScript((value) => window.localStorage.setItem('pawsook.lang', value), lang);
  }
  await page.goto(path);
  await waitForContent(page);
}

/**
 * Opens a page the way the app moves between pages, its data fetched by the browser: for tests of
 * what a shopper sees when an API call fails (a page the server drew came with its data). The app
 * starts on a page the browser draws (the forgotten-password form, which asks the API for nothing
 * of its own) and follows the address as after Back or Forward.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.goto('/forgot-password');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Waits until the shell has rendered and every loading skeleton has been replaced. */
export async function waitForContent(page: Page): Promise<void> {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('footer a[href^="https://"]').first()).toBeVisible();
  await expect(page.locator('.animate-pulse')).toHaveCount(0);
}

/** The language switcher button: "TH ภาษาไทย" / "EN English". */
export function languageButton(page: Page, lang: Lang) {
  return page.getByRole('button', { name: lang === 'th' ? 'TH ภาษาไทย' : 'EN English', exact: true }).first();
}

export async function switchLanguage(page: Page, lang: Lang): Promise<void> {
  await languageButton(page, lang).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** Nothing on the page is wider than the window (no sideways scrolling, no zoomed-out phone layout). */
export async function expectFitsWidth(page: Page): Promise<void> {
  const viewport = page.viewportSize();
  if (!viewport) return;
  const { width, wider } = await page.evaluate((windowWidth) => {
    // the innermost elements reaching past the window's right edge name the culprit
    // (a phone zooms out a page that is too wide: window.innerWidth then grows with it)
    const edge = windowWidth + 0.5;
    // a carousel's slides reach past the edge inside a box that clips them: not the culprit
    const clipped = (e: Element) => {
      for (let a = e.parentElement; a; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible' && a.getBoundingClientRect().right <= edge) return true;
      }
      return false;
    };
    const past = [...document.body.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > edge && !clipped(e));
    const innermost = past.filter((e) => !past.some((other) => other !== e && e.contains(other)));
    const describe = (e: Element) => `${e.tagName.toLowerCase()}.${[...e.classList].slice(0, 4).join('.')} "${(e.textContent ?? '').trim().slice(0, 40)}"`;
    return { width: document.documentElement.scrollWidth, wider: innermost.slice(0, 5).map(describe) };
  }, viewport.width);
  expect(width, `page width; reaching past the edge: ${wider.join(' | ')}`).toBeLessThanOrEqual(viewport.width);
}

/**
 * Thai text must be set in the shop's font: a part that names its own font stack (as a library's
 * stylesheet may) falls back to the system's, which on many desktops has no Thai glyphs at all.
 */
export async function expectThaiInShopFont(page: Page): Promise<void> {
  const strays = await page.evaluate(() => {
    const thai = /[\u0E00-\u0E7F]/;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !thai.test(node.textContent ?? '')) continue;
      const family = getComputedStyle(element).fontFamily;
      if (!family.startsWith('"Noto Sans Thai"'))
        found.push(`${element.tagName.toLowerCase()} "${(node.textContent ?? '').trim().slice(0, 30)}": ${family.slice(0, 40)}`);
    }
    return found.slice(0, 5);
  });
  expect(strays, 'Thai text outside the shop font').toEqual([]);
}

/** What every screenshot checks first: the page fits its width, and Thai is set in the shop's font. */
export async function expectScreenFits(page: Page): Promise<void> {
  await expectFitsWidth(page);
  await expectThaiInShopFont(page);
}

/** Full-page screenshot into test-results/screens/{name}-{project}.png */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expectScreenFits(page);
  mkdirSync('test-results/screens', { recursive: true });
  // Lazy images below the fold load only once scrolled to.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  // (the home page's shelves draw their products as they near the screen, so the scroll woke them)
  await expect(page.locator('.animate-pulse')).toHaveCount(0);
  await page.screenshot({ path: `test-results/screens/${name}-${testInfo.project.name}.png`, fullPage: true });
}
