import type { Page } from '@playwright/test';
import { expect, test, toast } from './support/fixtures';
import { staffSignIn } from './support/console';
import { pngPicture } from './support/personal';
import { holdBack } from './support/hold-back';

/**
 * The console's content pages, end to end in Chromium: staff change the service phone and add a home
 * banner and see both on /home; publish an article whose body carries markup and a javascript: link,
 * preview it, find it with the header search and read it with nothing run; add a paragraph to the
 * about text and see it on /myCenter/aboutUs. What the journey changes in shared content (phone,
 * banner, about text) is put back at the end, so the other journeys see the seeded portal.
 */

const XSS_SCRIPT = '<script>window.__xss=1</script>';
const XSS_IMG = '<img src=x onerror="window.__xss=1">';
const XSS_LINK = '[click me](javascript:window.__xss=1)';
/** A page load or a picture's encoding on a busy machine (shared CPU) can take longer than the default 10 s wait. */
const LOADED = 30_000;

async function nothingRan(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
}

/** A "Saved" toast shows, then goes (3 s), so the next save's toast cannot be confused with this one. */
async function expectSaved(staff: Page) {
  await expect(toast(staff, 'Saved').first()).toBeVisible({ timeout: LOADED });
  await expect(toast(staff, 'Saved')).toHaveCount(0, { timeout: LOADED });
}

async function savePhone(staff: Page, phone: string) {
  await staff.getByTestId('adv-phone-name').fill(phone);
  await staff.getByTestId('adv-phone-save').click();
  await expectSaved(staff);
}

test('staff change the phone and a banner, publish an article and edit the about text; the portal shows them, running nothing', async ({
  page,
  browser,
}) => {
  // Two windows, four uploads and five page loads on a shared machine: well past the default budget.
  test.setTimeout(420_000);
  const dialogs: string[] = [];
  // The staff in a window of its own (its own context): each page stays in the foreground of its window.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  for (const p of [page, staff]) {
    p.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  }
  const unique = Date.now().toString(36);
  await staffSignIn(staff);

  // Service phone and a banner (English).
  await staff.goto('/admin/adverts');
  const phoneBefore = await staff.getByTestId('adv-phone-name').inputValue();
  await savePhone(staff, '+1 (800) 555-0142');
  await staff.getByTestId('adv-banner-add').click();
  const banner = staff.getByTestId('adv-banner').last();
  await banner
    .locator('input[type=file]')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await pngPicture(1200, 400) });
  await expect(banner.getByTestId('adv-banner-picture-preview')).toHaveAttribute('src', /\/media\/article\/.*\.sm\.webp$/, {
    timeout: LOADED,
  });
  await banner.getByTestId('adv-banner-name').fill(`Spring menu ${unique}`);
  await banner.getByTestId('adv-banner-url').fill('/home/week');
  await banner.getByTestId('adv-banner-save').click();
  await expectSaved(staff);

  await page.goto('/home');
  await expect(page.getByRole('banner')).toContainText('+1 (800) 555-0142', { timeout: LOADED });
  await expect(page.getByTestId('home-banners').getByRole('img', { name: `Spring menu ${unique}` })).toBeVisible({ timeout: LOADED });

  // An article with markup in its body: previewed with the public page's view, then published.
  await staff.goto('/admin/articles');
  await staff.getByTestId('article-add').click();
  const title = `Quokka kitchen ${unique}`;
  await staff.getByTestId('article-title-input').fill(title);
  await staff
    .getByTestId('article-cover')
    .locator('input[type=file]')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await pngPicture(900, 600) });
  await expect(staff.getByTestId('article-cover-preview')).toHaveAttribute('src', /\/media\/article\/.*\.sm\.webp$/, { timeout: LOADED });
  const body = `## Tips ${XSS_IMG}\n\nStir well ${XSS_SCRIPT} and see [the guide](https://example.com/guide).\n\n${XSS_LINK}`;
  // The javascript: link is refused by the form, naming the body.
  await staff.getByTestId('article-body-editor-text').fill(body);
  await staff.getByTestId('article-save').click();
  await expect(staff.getByTestId('article-body-editor')).toContainText('Links must start with http:// or https://');
  await staff.getByTestId('article-body-editor-text').fill(body.replace(XSS_LINK, 'Enjoy.'));
  await staff.getByTestId('article-body-editor-mode').getByText('Preview').click();
  const preview = staff.getByTestId('article-body-editor-preview');
  await expect(preview.getByTestId('article-title')).toHaveText(title);
  await expect(preview.getByRole('heading', { name: `Tips ${XSS_IMG}` })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'the guide' })).toHaveAttribute('href', 'https://example.com/guide');
  await nothingRan(staff);
  await staff.getByTestId('article-save').click();
  await expectSaved(staff);

  // Found by the header search at once, and read with the markup as text.
  await page.getByTestId('search-type').selectOption({ label: 'Article' });
  await page.getByTestId('search-input').fill(`Quokka kitchen ${unique}`);
  await page.getByTestId('search-input').press('Enter');
  const card = page.getByTestId('article-card').filter({ hasText: title });
  await expect(card).toHaveCount(1, { timeout: LOADED });
  await card.click();
  const article = page.getByTestId('article-body');
  await expect(article).toContainText(`Stir well ${XSS_SCRIPT}`);
  await expect(article.getByRole('heading', { name: `Tips ${XSS_IMG}` })).toBeVisible();
  await expect(article.locator('script, img[onerror]')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript"]')).toHaveCount(0);
  await nothingRan(page);

  // The about text: a paragraph added, shown on the personal centre's about page.
  await staff.goto('/admin/texts');
  await staff.getByTestId('text-code').getByText('About us').click();
  const text = staff.getByTestId('text-body-editor-text');
  await expect(text).not.toHaveValue('');
  const aboutBefore = await text.inputValue();
  await text.fill(`${aboutBefore}\n\nOpen house every Friday ${unique} ${XSS_SCRIPT}`);
  await staff.getByTestId('text-save').click();
  await expectSaved(staff);
  await page.goto('/myCenter/aboutUs');
  await expect(page.getByRole('main').getByRole('article')).toContainText(`Open house every Friday ${unique} ${XSS_SCRIPT}`, {
    timeout: LOADED,
  });
  await nothingRan(page);

  // Put the shared content back: the about text, the phone, the banner (the article stays: it is new).
  await text.fill(aboutBefore);
  await staff.getByTestId('text-save').click();
  await expectSaved(staff);
  await staff.goto('/admin/adverts');
  await savePhone(staff, phoneBefore);
  // The new banner went last.
  const added = staff.getByTestId('adv-banner').last();
  await expect(added.getByTestId('adv-banner-name')).toHaveValue(`Spring menu ${unique}`);
  const banners = await staff.getByTestId('adv-banner').count();
  await added.getByRole('button', { name: 'Delete' }).click();
  await staff.getByRole('button', { name: 'confirm' }).click();
  await expect(staff.getByTestId('adv-banner')).toHaveCount(banners - 1);
  expect(dialogs).toEqual([]);
  await staffContext.close();
});

test('while a console page waits for its data it shows a loader, never an empty list nor "none" (issue 28)', async ({ page }) => {
  await staffSignIn(page);
  const menu = page.getByRole('navigation');
  const main = page.getByRole('main');
  const loading = main.getByRole('status', { name: 'Loading…' });
  // Each page's read is held until the page has been seen waiting, as a slow network would hold it.
  for (const { link, read, wrong, loaded } of [
    {
      link: 'Weekly selection',
      read: '**/api/admin/qryWeekSelection?*',
      wrong: 'No recipe chosen for this week.',
      loaded: /Chosen: \d+ of at most 20/,
    },
    { link: 'Audit desk', read: '**/api/admin/qryAuditRecipe?*', wrong: '0 recipes waiting', loaded: /\d+ recipes? waiting/ },
    { link: 'Users', read: '**/api/admin/qryUser?*', wrong: 'No user found.', loaded: /^(Nickname|No user found\.)$/ },
  ]) {
    const release = await holdBack(page, read);
    await menu.getByRole('link', { name: link, exact: true }).click();
    await expect(loading).toBeVisible();
    await expect(main.getByText(wrong, { exact: true })).toHaveCount(0);
    await expect(main.getByRole('table')).toHaveCount(0);
    // Nothing is done to data that has not arrived: the weekly selection cannot be published from nothing.
    await expect(main.getByTestId('week-publish')).toHaveCount(0);
    release();
    await expect(main.getByText(loaded).first()).toBeVisible();
    await expect(loading).toHaveCount(0);
    await page.unroute(read);
  }
});
