import { mkdirSync } from 'node:fs';
import { expect, test, type Page, type TestInfo } from './support/test';
import sharp from 'sharp';
import { expectAccessible } from './support/axe';
import { describeOneScreenPerLanguage, screenshot } from './support/shop';
import { STAFF_TEXT, type StaffLang } from './support/staff';
import { signInStaffAs } from './support/staff';

/** Visible texts of the back office's content area (apps/web/src/features/staff-content/locales), per language. */
const TEXT = {
  th: {
    content: 'เนื้อหา',
    newArticle: 'บทความใหม่',
    slug: 'ที่อยู่หน้า',
    title: (l: string) => `หัวข้อ (${l})`,
    summary: (l: string) => `สรุป (${l})`,
    body: (l: string) => `เนื้อหา (${l})`,
    thai: 'ภาษาไทย',
    english: 'ภาษาอังกฤษ',
    toolbar: 'จัดรูปแบบข้อความ',
    bold: 'ตัวหนา',
    italic: 'ตัวเอียง',
    insertImage: 'แทรกรูปภาพ',
    imageFile: 'ไฟล์รูปภาพ',
    imageAlt: /^คำอธิบายรูปภาพ/,
    upload: 'อัปโหลดและแทรก',
    saveDraft: 'บันทึกเป็นฉบับร่าง',
    required: 'กรุณากรอกข้อมูล',
    wrongType: 'รูปภาพต้องเป็นไฟล์ .gif, .jpg, .jpeg หรือ .png',
    created: 'บันทึกเป็นฉบับร่างแล้ว เผยแพร่เมื่อพร้อม',
    edit: 'แก้ไขเนื้อหา',
    publish: 'เผยแพร่',
    published: 'เผยแพร่แล้ว',
    scheduled: 'ตั้งเวลาเผยแพร่',
  },
  en: {
    content: 'Content',
    newArticle: 'New article',
    slug: 'Address',
    title: (l: string) => `Title (${l})`,
    summary: (l: string) => `Summary (${l})`,
    body: (l: string) => `Body (${l})`,
    thai: 'Thai',
    english: 'English',
    toolbar: 'Text formatting',
    bold: 'Bold',
    italic: 'Italic',
    insertImage: 'Insert image',
    imageFile: 'Image file',
    imageAlt: /^Alt text/,
    upload: 'Upload and insert',
    saveDraft: 'Save as draft',
    required: 'Please fill data',
    wrongType: 'Images must be .gif, .jpg, .jpeg or .png files.',
    created: 'Saved as a draft. Publish it when it is ready.',
    edit: 'Edit content',
    publish: 'Publish',
    published: 'Published.',
    scheduled: 'Scheduled',
  },
} as const;

async function shot(page: Page, testInfo: TestInfo, name: string, lang: StaffLang) {
  await screenshot(page, testInfo, `staff-content-${name}-${lang}`);
  mkdirSync('/tmp/shots-content', { recursive: true });
  await page.screenshot({ path: `/tmp/shots-content/${name}-${lang}-${testInfo.project.name}.png`, fullPage: true });
}

const picture = () =>
  sharp({ create: { width: 160, height: 100, channels: 3, background: { r: 250, g: 160, b: 60 } } })
    .png()
    .toBuffer();

for (const lang of ['th', 'en'] as const) {
  test.describe(`the back office's content, in ${lang === 'th' ? 'Thai' : 'English'}`, () => {
    describeOneScreenPerLanguage(lang, 'desktop');
    const text = TEXT[lang];
    const staff = STAFF_TEXT[lang];

    test('a content editor writes a news post in Thai and English with an image, publishes it, and the shop serves it with the image', async ({
      page,
    }, testInfo) => {
      const slug = `rainy-paws-${lang}-${testInfo.project.name}-${Date.now().toString(36)}`;
      const alt = lang === 'th' ? 'แมวกับร่ม' : 'A cat under an umbrella';

      // the content editor's menu has the content area
      await signInStaffAs(page, 'content', lang);
      await page.getByRole('navigation', { name: staff.nav }).getByRole('link', { name: text.content, exact: true }).click();
      await expect(page).toHaveURL('/staff/content');
      await expect(page.getByRole('heading', { level: 1, name: text.content })).toBeVisible();
      await expectAccessible(page, `staff content list ${testInfo.project.name} ${lang}`);
      await shot(page, testInfo, 'list', lang);

      // a new article: nothing typed is refused on its field, in the page's language
      await page.getByRole('link', { name: text.newArticle, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.newArticle })).toBeVisible();
      await page.getByRole('button', { name: text.saveDraft }).click();
      await expect(page.getByRole('tab', { name: new RegExp(`^${text.thai}`) })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByLabel(text.title(text.thai), { exact: true })).toHaveAccessibleDescription(text.required);

      // Thai words
      await page.getByLabel(text.slug, { exact: true }).fill(slug);
      await page.getByLabel(text.title(text.thai), { exact: true }).fill('ดูแลอุ้งเท้าหน้าฝน');
      await page.getByLabel(text.summary(text.thai), { exact: true }).fill('เช็ดเท้าให้แห้งทุกครั้งหลังเดินเล่น');
      const bodyTh = page.getByRole('textbox', { name: text.body(text.thai), exact: true });
      await bodyTh.click();
      await page.keyboard.type('เช็ดเท้าให้แห้ง ');
      await page.keyboard.press('Control+b');
      await page.keyboard.type('ทุกครั้ง');
      await expect(bodyTh.locator('strong')).toHaveText('ทุกครั้ง');

      // the toolbar is one tab stop, walked with the arrow keys, its buttons named and pressed
      const toolbar = page.getByRole('toolbar', { name: text.toolbar }).first();
      await expect(toolbar.getByRole('button', { name: text.bold, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await toolbar.getByRole('button', { name: text.bold, exact: true }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(toolbar.getByRole('button', { name: text.italic, exact: true })).toBeFocused();

      // English words, on the other tab (keyboard: arrow to it)
      await page.getByRole('tab', { name: new RegExp(`^${text.thai}`) }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: new RegExp(`^${text.english}`) })).toHaveAttribute('aria-selected', 'true');
      await page.getByLabel(text.title(text.english), { exact: true }).fill('Paw care in the rainy season');
      await page.getByLabel(text.summary(text.english), { exact: true }).fill('Dry the paws after every walk.');
      const bodyEn = page.getByRole('textbox', { name: text.body(text.english), exact: true });
      await bodyEn.click();
      await page.keyboard.type('Dry the paws after every walk.');

      // an image through the editor: a wrong file is refused here, a PNG uploaded with its alt text
      const englishToolbar = page.getByRole('tabpanel').getByRole('toolbar', { name: text.toolbar });
      await englishToolbar.getByRole('button', { name: text.insertImage, exact: true }).click();
      const panel = page.getByRole('tabpanel');
      await panel
        .getByLabel(text.imageFile, { exact: true })
        .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
      await panel.getByRole('button', { name: text.upload }).click();
      await expect(panel.getByRole('alert')).toHaveText(text.wrongType);
      await panel.getByLabel(text.imageFile, { exact: true }).setInputFiles({ name: 'cat.png', mimeType: 'image/png', buffer: await picture() });
      await panel.getByLabel(text.imageAlt).fill(alt);
      await panel.getByRole('button', { name: text.upload }).click();
      await expect(bodyEn.getByRole('img', { name: alt })).toBeVisible();
      await expectAccessible(page, `staff content editor ${testInfo.project.name} ${lang}`);
      await shot(page, testInfo, 'editor', lang);

      // saved as a draft: not public yet
      await page.getByRole('button', { name: text.saveDraft }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.edit })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: text.created })).toBeVisible();
      expect((await page.request.get(`/api/v1/content/${slug}`)).status()).toBe(404);

      // published: the shop serves it in both languages, with the uploaded image
      await page.getByRole('button', { name: text.publish, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: text.published })).toBeVisible();
      await expect(page.getByText(text.scheduled, { exact: true })).toHaveCount(0);
      await expectAccessible(page, `staff content published ${testInfo.project.name} ${lang}`);
      await shot(page, testInfo, 'published', lang);
      const answer = await page.request.get(`/api/v1/content/${slug}`);
      expect(answer.status(), await answer.text()).toBe(200);
      const article = ((await answer.json()) as { result: { typeId: number; titleTh: string; titleEn: string; bodyTh: string; bodyEn: string } }).result;
      expect(article).toMatchObject({ typeId: 4, titleTh: 'ดูแลอุ้งเท้าหน้าฝน', titleEn: 'Paw care in the rainy season' });
      expect(article.bodyTh).toContain('<strong>ทุกครั้ง</strong>');
      const image = /<img src="(\/images\/content\/[\w-]+\.webp)" alt="([^"]*)"/.exec(article.bodyEn);
      expect(image?.[2]).toBe(alt);
      const served = await page.request.get(image![1]!);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toBe('image/webp');
    });
  });
}
