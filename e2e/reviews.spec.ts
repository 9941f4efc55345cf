import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { createConfirmedMember, openAccountMenuLink, signInByApi, viewportScreenshot } from './support/members';
import { ORDER_DEMO, shopDateTime } from './support/orders';
import { deliveredOrderByApi, photoFile, REVIEW_TEXT, reviewDialog } from './support/reviews';
import { describeOneScreenPerLanguage, openPage, screenshot } from './support/shop';

/** REVIEW_COINS of the journey server (the default). */
const REVIEW_COINS = 20;

for (const lang of ['th', 'en'] as const) {
  const text = REVIEW_TEXT[lang];

  test.describe(`reviews (${lang})`, () => {
    describeOneScreenPerLanguage(lang);
    test('write a review with a photo from the account, then find it on the product page', async ({ page, request }, testInfo) => {
      const member = await createConfirmedMember(request, testInfo, `review-${lang}`);
      await signInByApi(page, testInfo, member.email, member.password);
      const order = await deliveredOrderByApi(page);
      const reviewText = `${lang === 'th' ? 'นกชอบมาก กินหมดทุกวัน' : 'Our finches love it.'} (${testInfo.project.name} ${Date.now()})`;
      const hideName = lang === 'en';

      // from the account menu to the waiting product
      await openPage(page, '/user/account/profile', lang);
      await openAccountMenuLink(page, lang, text.menuLink);
      await expect(page).toHaveURL('/user/purchase/review');
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expect(page.getByRole('tab', { name: new RegExp(text.waitingTab) })).toHaveAttribute('aria-selected', 'true');
      const productName = lang === 'th' ? ORDER_DEMO.nameTh : ORDER_DEMO.nameEn;
      const waiting = page.getByRole('listitem').filter({ hasText: order.orderNo });
      await expect(waiting).toContainText(productName);
      await expectAccessible(page, `review page ${lang} ${testInfo.project.name}`);
      await screenshot(page, testInfo, `reviews-waiting-${lang}`);
      await waiting.getByRole('button', { name: new RegExp(text.write) }).click();

      const dialog = reviewDialog(page, lang);
      await expect(dialog).toBeVisible();
      // sent empty: each field says what it needs
      await dialog.getByRole('button', { name: text.send }).click();
      await expect(dialog).toContainText(text.starsRequired);
      await expect(dialog).toContainText(text.photosRequired);

      // the stars by keyboard: the first, then the arrow keys
      await dialog.getByRole('radio', { name: text.star(1), exact: true }).check();
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
      await expect(dialog.getByRole('radio', { name: text.star(4), exact: true })).toBeChecked();
      await expect(dialog).toContainText(text.starsChosen(4));

      const box = dialog.getByLabel(text.text, { exact: true });
      await box.fill(reviewText);
      await expect(dialog).toContainText(text.counter(reviewText.length));
      if (hideName) await dialog.getByLabel(text.hideName).check();

      // a picture that is not a PNG or JPEG is left out with the server's message; a PNG is shown
      const input = dialog.getByTestId('review-photo-input');
      await input.setInputFiles([{ name: 'finch.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') }, await photoFile('finch.png')]);
      await expect(dialog).toContainText(`finch.gif: ${text.photoType}`);
      await expect(dialog.getByRole('img', { name: text.photoAlt(1) })).toBeVisible();
      await input.setInputFiles([await photoFile('second.jpg', 'jpeg')]);
      await expect(dialog.getByRole('img', { name: text.photoAlt(2) })).toBeVisible();
      await dialog.getByRole('button', { name: text.removePhoto(2, 'second.jpg') }).click();
      await expect(dialog.getByRole('img', { name: text.photoAlt(2) })).toHaveCount(0);
      await expectAccessible(page, `review dialog ${lang} ${testInfo.project.name}`);
      await viewportScreenshot(page, testInfo, `review-dialog-${lang}`);

      await dialog.getByRole('button', { name: text.send }).click();
      const sent = page.getByRole('alertdialog', { name: text.sent });
      await expect(sent).toBeVisible();
      await expect(sent).toContainText(text.coins(REVIEW_COINS, order.orderNo));
      await viewportScreenshot(page, testInfo, `review-sent-${lang}`);
      await sent.getByRole('button', { name: text.ok }).click();
      await expect(page.getByRole('listitem').filter({ hasText: order.orderNo })).toHaveCount(0);

      // my reviews
      await page.getByRole('tab', { name: new RegExp(text.writtenTab) }).click();
      await expect(page).toHaveURL('/user/purchase/review?tab=written');
      const mine = page.getByRole('listitem').filter({ hasText: reviewText });
      await expect(mine).toContainText(productName);
      await expect(mine.getByText(text.stars(4))).toBeAttached();
      if (hideName) await expect(mine).toContainText(text.nameHidden);
      await expect(mine.getByRole('button').first()).toBeVisible();

      // the product page: the review, its photo, the author's name or the masked one, the date
      await openPage(page, `/${lang}/product/${order.productId}`, lang);
      const section = page.getByRole('region', { name: text.productReviews, exact: true });
      const review = section.getByRole('listitem').filter({ hasText: reviewText });
      await expect(review).toBeVisible();
      await expect(review).toContainText(hideName ? 'M***e' : `${member.name} ${member.surname[0]}.`);
      await expect(review).toContainText(shopDateTime(new Date().toISOString(), lang).slice(0, 10));
      const thumb = review.getByRole('button').first();
      await expect(thumb.locator('img')).toHaveAttribute('loading', 'lazy');
      await thumb.click();
      const enlarged = page.getByRole('dialog');
      await expect(enlarged.getByRole('img')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(enlarged).toBeHidden();
      await expectAccessible(page, `product reviews ${lang} ${testInfo.project.name}`);
      await section.scrollIntoViewIfNeeded();
      await viewportScreenshot(page, testInfo, `product-reviews-${lang}`);
    });
  });
}
