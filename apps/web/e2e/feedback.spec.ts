import type { Page } from '@playwright/test';
import { staffSignIn } from './support/console';
import { expect, test, toast } from './support/fixtures';
import { loggedInUser, pngPicture } from './support/personal';

/**
 * Feedback, end to end: a user sends feedback with two screenshots (a refused file, one removed
 * before sending and another added, the add tile gone at six); staff find it in the console's inbox,
 * enlarge a screenshot and reply; the user, with the portal open, gets the live toast and sees the
 * reply in the history without reloading. And the form in Chinese, told when seven screenshots are chosen.
 */

const png = async (name: string) => ({ name, mimeType: 'image/png', buffer: await pngPicture(320, 200) });

async function screenshotCount(page: Page, n: number) {
  await expect(page.getByTestId('feedback-screenshots-item')).toHaveCount(n);
}

test('a user sends feedback with screenshots, staff reply in the console, the user sees the reply live', async ({
  page,
  request,
  context,
}) => {
  test.slow();
  const user = await loggedInUser(page, request, 'feedback');
  await page.goto('/myCenter/feedback');
  const form = page.getByTestId('feedback-form');
  const files = form.locator('input[type=file]');

  // Nothing chosen: each required field says so, on the field.
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(form.getByText('Please select')).toBeVisible();
  await expect(form.getByText('This field is required')).toBeVisible();
  await expect(form.getByLabel('Description')).toHaveAttribute('aria-invalid', 'true');

  // The spec's toasts for a wrong type and a picture over 2 MB; nothing is added.
  await files.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(toast(page, 'Please upload PNG or JPG pictures')).toBeVisible();
  await files.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
  await expect(toast(page, 'Upload picture size cannot exceed 2MB!')).toBeVisible();
  await screenshotCount(page, 0);

  // Two screenshots, the first removed before sending, another added.
  await files.setInputFiles(await png('one.png'));
  await screenshotCount(page, 1);
  await files.setInputFiles(await png('two.png'));
  await screenshotCount(page, 2);
  await form.getByRole('button', { name: 'Remove screenshot 1' }).click();
  await screenshotCount(page, 1);
  await files.setInputFiles(await png('three.png'));
  await screenshotCount(page, 2);
  const kept = await page
    .getByTestId('feedback-screenshots-item')
    .locator('img')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
  for (const src of kept) expect(src).toMatch(/\/media\/feedback\/\d{4}\/\d{2}\/[0-9a-f]{32}\.sm\.webp$/);

  // At six the add tile is gone; removing brings it back. Choosing more than there is room for keeps
  // what fits and says so (issue 28): two there, five chosen, one left out.
  await files.setInputFiles([await png('a.png'), await png('b.png'), await png('c.png'), await png('d.png'), await png('e.png')]);
  await expect(toast(page, 'At most 6 pictures: 1 of those you chose was not added.')).toBeVisible();
  await screenshotCount(page, 6);
  await expect(page.getByTestId('feedback-screenshots-add')).toHaveCount(0);
  for (let n = 6; n > 2; n--) await form.getByRole('button', { name: `Remove screenshot ${n}` }).click();
  await screenshotCount(page, 2);
  await expect(page.getByTestId('feedback-screenshots-add')).toBeVisible();

  const description = `The timer stops at 59 s ${Date.now().toString(36)}`;
  await form.getByRole('radio', { name: 'Loading problem' }).check();
  await form.getByLabel('Description').fill(description);
  await form.getByLabel('Contact (optional)').fill('call me maybe');
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(toast(page, 'Thank you! Your feedback was sent.')).toBeVisible();
  await expect(page).toHaveURL(/\/myCenter\/historyFeedback$/);

  const mine = page.getByTestId('feedback-item').filter({ hasText: description });
  await expect(mine.getByTestId('feedback-status')).toHaveText('Waiting for reply');
  await expect(mine.getByText('Loading problem')).toBeVisible();
  const thumbs = mine.getByTestId('picture-thumbs-item');
  await expect(thumbs).toHaveCount(2);
  await thumbs.first().click();
  await expect(page.getByTestId('picture-thumbs-large')).toHaveAttribute('src', kept[0]!.replace('.sm.webp', '.webp'));
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('picture-thumbs-large')).toHaveCount(0);

  // Staff, in a second tab: the inbox, waiting ones only, with the attached data.
  const console = await context.newPage();
  await staffSignIn(console);
  await console.getByRole('link', { name: 'Feedback' }).click();
  const statusFilter = console.getByTestId('feedback-inbox-status-filter');
  await statusFilter.getByText('Waiting for reply').click();
  const item = console.getByTestId('feedback-inbox-item').filter({ hasText: description });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Contact: call me maybe');
  await expect(item).toContainText('Page: /myCenter/feedback');
  await expect(item).toContainText(`App version: `);
  await expect(item).toContainText(/Browser: Mozilla\/5\.0/);
  await expect(item).toContainText(user.email.slice(0, 1) + '***@example.com');
  await item.getByTestId('inbox-thumbs-item').nth(1).click();
  await expect(console.getByTestId('inbox-thumbs-large')).toHaveAttribute('src', kept[1]!.replace('.sm.webp', '.webp'));
  await console.keyboard.press('Escape');

  await item.getByRole('button', { name: 'Send reply' }).click();
  await expect(item.getByText('This field is required')).toBeVisible();
  await item.getByLabel('Reply to the user').fill('Fixed in the next firmware, thank you!');
  await item.getByRole('button', { name: 'Send reply' }).click();
  await expect(toast(console, 'Reply sent: the user was told.')).toBeVisible();
  // The user's tab, at once: the live toast (it closes after a few seconds).
  await expect(toast(page, 'Your feedback has a reply')).toBeVisible();
  // Filtered on waiting, it leaves the list; on all, it shows replied.
  await expect(item).toHaveCount(0);
  await statusFilter.getByText('Waiting and replied').click();
  await expect(item.getByTestId('feedback-inbox-status')).toHaveText('Replied');
  await expect(item.getByTestId('feedback-inbox-reply')).toContainText('Fixed in the next firmware, thank you!');

  // And the reply in the user's history, without a reload.
  await expect(mine.getByTestId('feedback-status')).toHaveText('Replied');
  await expect(mine.getByTestId('feedback-reply')).toContainText('Fixed in the next firmware, thank you!');
});

test('the feedback form in Chinese', async ({ page, request }) => {
  await loggedInUser(page, request, 'feedback-zh');
  await page.evaluate(() => localStorage.setItem('language', 'zh-CN'));
  await page.goto('/myCenter/feedback');
  const form = page.getByTestId('feedback-form');
  for (const label of ['加载问题', '菜谱上传问题', '下载问题', '体验建议', '卡顿问题', '其他']) {
    await expect(form.getByRole('radio', { name: label })).toBeVisible();
  }
  await expect(form.getByText('问题类型')).toBeVisible();
  await expect(form.getByLabel('问题描述')).toBeVisible();
  await expect(form.getByRole('button', { name: '添加截图' })).toBeVisible();
  await form.getByRole('button', { name: '提交反馈' }).click();
  await expect(form.getByText('请选择')).toBeVisible();
  // Seven screenshots chosen at once: six are kept, and the toast names the limit and the one left out (issue 28).
  const seven = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((n) => png(`${n}.png`)));
  await form.locator('input[type=file]').setInputFiles(seven);
  await expect(toast(page, '最多 6 张图片，所选图片中有 1 张未添加。')).toBeVisible();
  await screenshotCount(page, 6);
});
