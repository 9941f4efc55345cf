import { expect, test, type Page, type TestInfo } from './support/test';
import { mkdirSync } from 'node:fs';
import { expectAccessible } from './support/axe';
import { DEMO_MEMBER, MEMBER_TEXT, submitLogin } from './support/members';
import { isPhone, oneScreenPerLanguage, openPage, screenshot, type Lang } from './support/shop';

/** Visible texts of the shop's content pages (features/content/locales) and the demo content, per language. */
const CONTENT_TEXT = {
  th: {
    listTitle: 'ข่าวสารและเคล็ดลับ',
    tabs: 'ประเภทบทความ',
    tab: { all: 'ทั้งหมด', recommend: 'แนะนำ', tips: 'เคล็ดลับ', video: 'วิดีโอ', news: 'ข่าวสาร' },
    newsArticle: 'พอสุขเปิดร้านออนไลน์แล้ว',
    newsBody: 'ร้านของคนรักสัตว์',
    tipsArticle: '5 วิธีให้แมวดื่มน้ำมากขึ้น',
    membersArticle: 'สัปดาห์เหรียญสองเท่าสำหรับสมาชิก',
    membersSummary: 'สมาชิกรับเหรียญสองเท่าเมื่อรีวิวสินค้าในสัปดาห์นี้',
    membersBody: 'รีวิวสินค้าที่ได้รับแล้วพร้อมรูปถ่าย',
    membersOnly: 'เฉพาะสมาชิก',
    promptTitle: 'เนื้อหานี้สำหรับสมาชิกพอสุข',
    promptLogIn: 'เข้าสู่ระบบเพื่ออ่าน',
    videoArticle: 'วิดีโอ: แปรงฟันให้สุนัข',
    play: 'เล่นวิดีโอ: วิดีโอ: แปรงฟันให้สุนัข',
    backToNews: 'กลับไปที่ข่าวสาร',
    pastEnd: 'หน้านี้ไม่มีบทความ',
    firstPage: 'กลับไปหน้าแรกของรายการ',
    notFound: 'ไม่พบบทความนี้',
    seeAll: 'ดูบทความทั้งหมด',
    banners: 'ข้อเสนอและข่าวสาร',
    banner1: 'ทุกอย่างที่สัตว์เลี้ยงต้องการ',
    banner2: 'บริจาคอาหารให้สัตว์ในมูลนิธิ',
    privilegesTitle: 'สิทธิพิเศษสมาชิกใหม่',
    privilege1: 'สมาชิกใหม่รับ 100 เหรียญ',
    privilege2: 'ส่วนลดคำสั่งซื้อแรกของสมาชิกใหม่',
    privilege2Body: 'WELCOME50',
    join: 'ยังไม่เป็นสมาชิกใช่ไหม',
    promotionsTitle: 'ข้อเสนอจากร้าน',
    promotion1: 'ซื้อครบ 499 บาท ส่งฟรี',
    promotionsTabs: 'รายการโปรโมชั่น',
    footerLink: 'ข่าวสารและเคล็ดลับ',
    published: /^เผยแพร่ \d{2}\/\d{2}\/25\d{2}$/,
  },
  en: {
    listTitle: 'News & tips',
    tabs: 'Article types',
    tab: { all: 'All', recommend: 'Recommended', tips: 'Tips', video: 'Videos', news: 'News' },
    newsArticle: 'Pawsook is now open online',
    newsBody: 'A shop for pet lovers',
    tipsArticle: '5 ways to help your cat drink more',
    membersArticle: 'Double-coin week for members',
    membersSummary: 'Members earn double coins for reviews this week.',
    membersBody: 'Review a product you received, with a photo',
    membersOnly: 'Members only',
    promptTitle: 'This is for Pawsook members',
    promptLogIn: 'Log in to read',
    videoArticle: 'Video: brushing your dog’s teeth',
    play: 'Play the video: Video: brushing your dog’s teeth',
    backToNews: 'Back to News',
    pastEnd: 'This page has no articles.',
    firstPage: 'Back to the first page',
    notFound: 'This article could not be found.',
    seeAll: 'See all articles',
    banners: 'Offers and news',
    banner1: 'Everything your pet needs',
    banner2: 'Give food to shelter animals',
    privilegesTitle: 'New-member privileges',
    privilege1: 'New members get 100 coins',
    privilege2: 'A first-order discount for new members',
    privilege2Body: 'WELCOME50',
    join: 'Not a member yet?',
    promotionsTitle: 'Offers from the shop',
    promotion1: 'Free delivery from ฿499',
    promotionsTabs: 'Promotion lists',
    footerLink: 'News & tips',
    published: /^Published \d{2}\/\d{2}\/20\d{2}$/,
  },
} as const;

const LANGS: Lang[] = ['th', 'en'];

/** The page's screenshot also kept where the team looks at this area's screens. */
async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await screenshot(page, testInfo, name);
  mkdirSync('/tmp/shots-content', { recursive: true });
  await page.screenshot({ path: `/tmp/shots-content/${name}-${testInfo.project.name}.png`, fullPage: true });
}

function articleCards(page: Page) {
  return page.getByRole('main').getByRole('article');
}

test.describe('the shop’s articles', () => {
  for (const lang of LANGS) {
    test(`a visitor browses the tabs and reads a news article (${lang})`, async ({ page }, testInfo) => {
      oneScreenPerLanguage(lang, testInfo, 'desktop');
      const text = CONTENT_TEXT[lang];
      await openPage(page, '/content', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.listTitle);
      await expect(page).toHaveTitle(`${text.listTitle} | Pawsook`);
      const tabs = page.getByRole('navigation', { name: text.tabs });
      await expect(tabs.getByRole('link', { name: text.tab.all })).toHaveAttribute('aria-current', 'page');
      const all = await articleCards(page).count();
      expect(all).toBeGreaterThanOrEqual(5);
      // a members-only article is listed for everyone, and says so
      const members = articleCards(page).filter({ hasText: text.membersArticle });
      await expect(members.getByText(text.membersOnly)).toBeVisible();
      // covers are sized before they load; those below the first row wait for the scroll
      const covers = page.getByRole('main').locator('article img');
      await expect(covers.first()).toHaveAttribute('width', '1200');
      await expect(covers.first()).toHaveAttribute('height', '675');
      await expect(covers.last()).toHaveAttribute('loading', 'lazy');
      await expectAccessible(page, `content list ${lang} ${testInfo.project.name}`);
      await shot(page, testInfo, `content-list-${lang}`);

      // the tabs are links: Tab reaches them, Enter opens one, its address keeps it
      const tips = tabs.getByRole('link', { name: text.tab.tips });
      await tips.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/content?type=2');
      await expect(tips).toHaveAttribute('aria-current', 'page');
      await expect(articleCards(page).filter({ hasText: text.tipsArticle })).toHaveCount(1);
      await expect(articleCards(page).filter({ hasText: text.newsArticle })).toHaveCount(0);

      await tabs.getByRole('link', { name: text.tab.news }).click();
      await expect(page).toHaveURL('/content?type=4');
      await expect(articleCards(page).filter({ hasText: text.tipsArticle })).toHaveCount(0);
      await expectAccessible(page, `content news tab ${lang} ${testInfo.project.name}`);
      await page.goBack();
      await expect(page).toHaveURL('/content?type=2');
      await page.goForward();
      await expect(page).toHaveURL('/content?type=4');

      await articleCards(page).getByRole('link', { name: text.newsArticle }).click();
      await expect(page).toHaveURL('/content/pawsook-opens-online');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.newsArticle);
      await expect(page.getByRole('heading', { level: 2, name: text.newsBody })).toBeVisible();
      await expect(page.getByRole('main').locator('time').first()).toHaveText(text.published);
      await expect(page).toHaveTitle(`${text.newsArticle} | Pawsook`);
      // the page keeps its own preview tags while it is shown
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', text.newsArticle);
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/content\/pawsook-opens-online$/);
      await expectAccessible(page, `content article ${lang} ${testInfo.project.name}`);
      await shot(page, testInfo, `content-article-${lang}`);

      await page.getByRole('link', { name: text.backToNews }).click();
      await expect(page).toHaveURL('/content?type=4');
      await expect(page.locator('meta[property="og:type"]')).toHaveCount(0);
    });

    test(`a visitor sees a members-only article’s summary, logs in and reads it (${lang})`, async ({ page }, testInfo) => {
      oneScreenPerLanguage(lang, testInfo, 'desktop');
      const text = CONTENT_TEXT[lang];
      await openPage(page, '/content/members-coin-week', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.membersArticle);
      await expect(page.getByText(text.membersSummary)).toBeVisible();
      await expect(page.getByText(text.membersBody)).toHaveCount(0);
      const prompt = page.getByRole('region', { name: text.promptTitle });
      await expect(prompt).toBeVisible();
      await expectAccessible(page, `members-only article, visitor ${lang} ${testInfo.project.name}`);
      await shot(page, testInfo, `content-members-prompt-${lang}`);

      await prompt.getByRole('button', { name: text.promptLogIn }).click();
      const dialog = page.getByRole('dialog', { name: MEMBER_TEXT[lang].logIn });
      await expect(dialog).toBeVisible();
      await submitLogin(dialog, lang, DEMO_MEMBER.email, DEMO_MEMBER.password);
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL('/content/members-coin-week');
      await expect(page.getByText(text.membersBody)).toBeVisible();
      await expect(prompt).toHaveCount(0);
      await expectAccessible(page, `members-only article, member ${lang} ${testInfo.project.name}`);
    });
  }

  for (const lang of LANGS) {
    test(`a video plays from YouTube’s privacy-enhanced player, only when asked (${lang})`, async ({ page }, testInfo) => {
      oneScreenPerLanguage(lang, testInfo, 'desktop');
      const text = CONTENT_TEXT[lang];
      // no network to YouTube in the journeys: a stand-in page answers for the player
      const asked: string[] = [];
      await page.route('https://www.youtube-nocookie.com/**', (route) => {
        asked.push(route.request().url());
        return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' });
      });
      await openPage(page, '/content?type=3', lang);
      await articleCards(page).getByRole('link', { name: text.videoArticle }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.videoArticle);
      const play = page.getByRole('button', { name: new RegExp(text.play) });
      await expect(play).toBeVisible();
      await expect(page.locator('iframe')).toHaveCount(0);
      await expectAccessible(page, `video article ${lang} ${testInfo.project.name}`);
      await shot(page, testInfo, `content-video-${lang}`);
      expect(asked).toEqual([]);

      await play.click();
      const player = page.locator('iframe');
      await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aF6F5Zg0T8Q?autoplay=1&rel=0');
      await expect(player).toHaveAttribute('title', text.videoArticle);
      await expect(player).toBeFocused();
      // 16:9 at the width of the page
      const box = await player.boundingBox();
      expect(box).not.toBeNull();
      expect(Math.abs(box!.width / box!.height - 16 / 9)).toBeLessThan(0.02);
      await expect.poll(() => asked.length).toBeGreaterThan(0);
    });

    test(`an unknown article and a page past the end say so, with a way on (${lang})`, async ({ page }, testInfo) => {
      oneScreenPerLanguage(lang, testInfo, 'desktop');
      const text = CONTENT_TEXT[lang];
      await openPage(page, '/content/no-such-article', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.notFound);
      await expectAccessible(page, `article not found ${lang} ${testInfo.project.name}`);
      await page.getByRole('link', { name: text.seeAll }).click();
      await expect(page).toHaveURL('/content');

      await openPage(page, '/content?type=4&page=2', lang);
      await expect(page.getByText(text.pastEnd)).toBeVisible();
      await page.getByRole('link', { name: text.firstPage }).click();
      await expect(page).toHaveURL('/content?type=4');
      await expect(articleCards(page).first()).toBeVisible();
    });
  }

  test('a crawler gets the article’s own title and preview tags in the page’s HTML', async ({ request }) => {
    const res = await request.get('/content/cat-water-tips?lang=en', { headers: { accept: '*/*' } });
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>5 ways to help your cat drink more | Pawsook</title>');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/images\/category\/cat\.webp" \/>/);
    const members = await (await request.get('/content/members-coin-week', { headers: { accept: '*/*' } })).text();
    expect(members).toContain('<meta property="og:description" content="สมาชิกรับเหรียญสองเท่าเมื่อรีวิวสินค้าในสัปดาห์นี้" />');
    expect(members).not.toContain('รีวิวสินค้าที่ได้รับแล้วพร้อมรูปถ่าย');
  });
});

test.describe('what staff wrote, on the shop’s pages', () => {
  for (const lang of LANGS) {
    test(`the home page shows the banners, and the footer leads to the articles (${lang})`, async ({ page }, testInfo) => {
      oneScreenPerLanguage(lang, testInfo, 'desktop');
      const text = CONTENT_TEXT[lang];
      mkdirSync('/tmp/shots-content', { recursive: true });
      await openPage(page, '/', lang);
      const banners = page.getByRole('region', { name: text.banners });
      await banners.scrollIntoViewIfNeeded();
      await expect(banners.getByRole('link', { name: text.banner1 })).toHaveAttribute('href', '/promotion');
      await expect(banners.getByRole('link', { name: text.banner2 })).toHaveAttribute('href', '/categories/900002075');
      const pictures = banners.locator('img');
      await expect(pictures).toHaveCount(2);
      for (const img of await pictures.all()) {
        await expect(img).toHaveAttribute('width', '1200');
        await expect(img).toHaveAttribute('height', '400');
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      }
      await expectAccessible(page, `home banners ${lang} ${testInfo.project.name}`);
      await banners.screenshot({ path: `/tmp/shots-content/home-banners-${lang}-${testInfo.project.name}.png` });

      await page.getByRole('contentinfo').getByRole('link', { name: text.footerLink }).click();
      await expect(page).toHaveURL('/content');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.listTitle);
    });

    test(`the privileges page lists what new members get; members-only ones ask a visitor to log in (${lang})`, async ({ page }, testInfo) => {
      oneScreenPerLanguage(lang, testInfo, 'desktop');
      const text = CONTENT_TEXT[lang];
      await openPage(page, '/privileges', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.privilegesTitle);
      await expect(page.getByRole('heading', { name: text.privilege1 })).toBeVisible();
      const membersOnly = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: text.privilege2 }) });
      await expect(membersOnly.getByText(text.membersOnly)).toBeVisible();
      await expect(membersOnly.getByText(text.privilege2Body)).toHaveCount(0);
      await expect(page.getByRole('heading', { name: text.join })).toBeVisible();
      await expectAccessible(page, `privileges ${lang} ${testInfo.project.name}`);
      await shot(page, testInfo, `content-privileges-${lang}`);

      await membersOnly.getByRole('button', { name: MEMBER_TEXT[lang].logIn }).click();
      const dialog = page.getByRole('dialog', { name: MEMBER_TEXT[lang].logIn });
      await submitLogin(dialog, lang, DEMO_MEMBER.email, DEMO_MEMBER.password);
      await expect(dialog).toBeHidden();
      await expect(membersOnly.getByText(text.privilege2Body)).toBeVisible();
      await expect(page.getByRole('heading', { name: text.join })).toHaveCount(0);
    });

    test(`the promotions page shows the shop’s offers above the products (${lang})`, async ({ page }, testInfo) => {
      oneScreenPerLanguage(lang, testInfo, 'desktop');
      const text = CONTENT_TEXT[lang];
      await openPage(page, '/promotion', lang);
      const offers = page.getByRole('region', { name: text.promotionsTitle });
      await expect(offers.getByRole('heading', { name: text.promotion1 })).toBeVisible();
      // above the promotion lists and their products
      const offersBox = await offers.boundingBox();
      const tabsBox = await page.getByRole('navigation', { name: text.promotionsTabs }).boundingBox();
      expect(offersBox!.y).toBeLessThan(tabsBox!.y);
      await expectAccessible(page, `promotion offers ${lang} ${testInfo.project.name}`);
      await shot(page, testInfo, `content-promotion-${lang}`);
    });
  }

  test('the header leads to the articles', async ({ page }, testInfo) => {
    await openPage(page, '/');
    if (isPhone(testInfo)) {
      await page.getByRole('button', { name: 'เปิดเมนู' }).click();
      await page.getByRole('dialog', { name: 'เมนู' }).getByRole('link', { name: CONTENT_TEXT.th.listTitle }).click();
    } else {
      await page.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link', { name: CONTENT_TEXT.th.listTitle }).click();
    }
    await expect(page).toHaveURL('/content');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CONTENT_TEXT.th.listTitle);
  });
});
