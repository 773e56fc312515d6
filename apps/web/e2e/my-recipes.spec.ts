import http from 'node:http';
import type { Locator, Page } from '@playwright/test';
import { staffSignIn } from './support/console';
import { expect, test, toast } from './support/fixtures';
import { collectErrors } from './support/page-errors';
import { loggedInUser, pngPicture, uploadedPicture } from './support/personal';
import { apiAs } from './support/recipes';

/**
 * Users' own recipes, end to end: write a recipe with three steps, move one, see the error of a missing
 * field, send it; staff fail it with a reason in the console; the author sees the live message and the
 * reason, edits and republishes; staff pass it; it is found by search. Every text field carries markup
 * that would run if it were rendered as HTML, and nothing runs in the editor, the author's preview, the
 * console or the public page, which names its author with their picture, rendered by the server as by the
 * app. A change to the published recipe that fails says the published version stays. Then "Start over"
 * by keyboard, in Chinese, and an import from a page served locally with JSON-LD.
 */

const XSS_NAME = '<img src=x onerror=window.__xss=1>';
const XSS_SCRIPT = '<script>window.__xss=1</script>';
const XSS_IMG = '<img src=x onerror="window.__xss=1">';

async function pick(page: Page, select: Locator, option: string | RegExp | null) {
  await select.click();
  const options = page.getByRole('option', option === null ? {} : { name: option });
  // Other selects keep their (hidden) options in the page: the open one's are the visible ones.
  await options.filter({ visible: true }).first().click();
}

async function fillStep(page: Page, step: Locator, n: number) {
  await step.getByTestId('step-title').fill(`Step ${n} ${XSS_IMG}`);
  await step.getByTestId('step-description').fill(`Do thing ${n} ${XSS_SCRIPT}`);
  await step.getByTestId('step-temperature').fill('100');
  await step.getByTestId('step-minutes').fill('2');
  await pick(page, step.getByTestId('step-rotation'), 'Forward');
}

/** Nothing of the typed markup ran on this page. */
async function nothingRan(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
}

async function staffSignInToAudit(page: Page) {
  await staffSignIn(page, '/admin/audit');
  await expect(page.getByTestId('audit-queue')).toBeVisible();
}

async function openInQueue(page: Page, name: string) {
  await page.reload();
  const item = page.getByTestId('audit-item').filter({ hasText: name });
  await item.click();
  await expect(page.getByTestId('audit-preview').getByTestId('recipe-name')).toHaveText(name);
  await nothingRan(page);
}

test('write, audit (fail, then pass), republish and find a recipe; markup stays text everywhere', async ({
  page,
  request,
  context,
  browser,
}) => {
  // The whole journey of two people in one test: longer than one page's work.
  test.slow();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const author = await loggedInUser(page, request, 'author');
  const name = `Zebra soup ${Date.now().toString(36)}`;
  // The author has a nickname and a picture: the public page shows both (issue 28).
  const nickname = 'Ada Quill';
  const avatar = await uploadedPicture(request, author.token, 'avatar');
  await apiAs(request, author.token, '/api/user/updUserInfo', { nickname, avatar });
  await page.goto('/createRecipe');
  const editor = page.getByTestId('recipe-editor');

  await editor.locator('input[type=file]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await pngPicture(900, 600) });
  await page.getByTestId('cover-crop-apply').click();
  await expect(page.getByTestId('cover-preview')).toHaveAttribute('src', /\/media\/recipe\/.*\.sm\.webp$/);
  await page.getByTestId('recipe-name-input').fill(`${name} ${XSS_NAME}`.slice(0, 60));
  await page.getByTestId('recipe-description').fill(`Warm ${XSS_SCRIPT} ${XSS_IMG}`);
  await page.getByTestId('recipe-tips').fill(`Tip ${XSS_IMG}`);
  await pick(page, page.getByTestId('recipe-category'), null);
  await page.getByTestId('recipe-cooking-time').fill('30');
  await page.getByTestId('ingredient-name').first().fill(`Tomato ${XSS_IMG}`.slice(0, 40));
  await page.getByTestId('ingredient-value').first().fill('400');

  // Three steps; the first cannot move up and the last cannot move down.
  await page.getByTestId('add-step').click();
  await page.getByTestId('add-step').click();
  const steps = page.getByTestId('step-editor');
  await expect(steps).toHaveCount(3);
  for (let i = 0; i < 3; i++) await fillStep(page, steps.nth(i), i + 1);
  await expect(steps.nth(0).getByTestId('move-up')).toBeDisabled();
  await expect(steps.nth(2).getByTestId('move-down')).toBeDisabled();
  await steps.nth(2).getByTestId('move-up').click();
  await expect(steps.nth(1).getByTestId('step-title')).toHaveValue(`Step 3 ${XSS_IMG}`);
  await expect(steps.nth(2).getByTestId('step-title')).toHaveValue(`Step 2 ${XSS_IMG}`);

  // A missing field: the step's title.
  await steps.nth(0).getByTestId('step-title').fill('');
  await page.getByTestId('recipe-submit').click();
  await expect(steps.nth(0).getByText('This field is required')).toBeVisible();
  // The draft survives a reload.
  await page.reload();
  await expect(page.getByTestId('step-editor').nth(1).getByTestId('step-title')).toHaveValue(`Step 3 ${XSS_IMG}`);
  // "Start over" deletes the draft: it asks first, and cancelling keeps everything (issue 28).
  await page.getByTestId('discard-draft').click();
  const notice = page.getByRole('dialog', { name: 'notice' });
  await expect(notice).toContainText('Start over? The draft kept in this browser will be deleted.');
  await notice.getByRole('button', { name: 'cancel' }).click();
  await expect(page.getByTestId('step-editor').nth(1).getByTestId('step-title')).toHaveValue(`Step 3 ${XSS_IMG}`);
  await page.getByTestId('step-editor').nth(0).getByTestId('step-title').fill(`Step 1 ${XSS_IMG}`);
  await nothingRan(page);
  await page.getByTestId('recipe-submit').click();
  await expect(toast(page, 'Sent for audit. Audit takes 1-3 working days.')).toBeVisible();
  await expect(page).toHaveURL(/\/myCenter\/myRelease$/);
  const row = page.getByTestId('my-recipe').filter({ hasText: name });
  await expect(row.getByTestId('my-recipe-status')).toHaveText('Under audit');

  // The author's preview shows the text as text.
  await row.getByTestId('my-recipe-name').click();
  await expect(page.getByTestId('recipe-detail').getByText(`Warm ${XSS_SCRIPT} ${XSS_IMG}`)).toBeVisible();
  await nothingRan(page);
  // My Post stays open while the audit happens: the verdict redraws it live (issue 28).
  await page.goto('/myCenter/myRelease');
  await expect(row.getByTestId('my-recipe-status')).toHaveText('Under audit');

  // Staff fail it with a reason, in a second tab; the author's tab shows the live message.
  const console = await context.newPage();
  await staffSignInToAudit(console);
  await openInQueue(console, `${name} ${XSS_NAME}`.slice(0, 60));
  await console.getByTestId('audit-fail').click();
  await expect(console.getByText('Please give the reason')).toBeVisible();
  await console.getByTestId('audit-reason').fill('The cover is blurry');
  await console.getByTestId('audit-fail').click();
  await expect(toast(console, 'Failed: the author was told why.')).toBeVisible();
  await expect(toast(page, 'Your recipe did not pass the audit')).toBeVisible();
  await expect(row.getByTestId('my-recipe-status')).toHaveText('Audit failed');

  await page.getByTestId('my-recipe-tab-2').click();
  const failed = page.getByTestId('my-recipe').filter({ hasText: name });
  await expect(failed.getByTestId('my-recipe-reason')).toHaveText('Reason: The cover is blurry');
  await failed.getByTestId('my-recipe-edit').click();
  await page.getByTestId('recipe-name-input').fill(name);
  await page.getByTestId('recipe-submit').click();
  await expect(toast(page, 'Sent for audit. Audit takes 1-3 working days.')).toBeVisible();
  await expect(page.getByTestId('my-recipe').filter({ hasText: name }).getByTestId('my-recipe-status')).toHaveText('Under audit');

  await openInQueue(console, name);
  await console.getByTestId('audit-pass').click();
  await expect(toast(console, 'Passed: the recipe is public.')).toBeVisible();
  await expect(toast(page, 'Your recipe was published')).toBeVisible();
  await expect(page.getByTestId('my-recipe').filter({ hasText: name }).getByTestId('my-recipe-status')).toHaveText('Audit succeeded');

  // Public: found by search, and its page shows the markup as text.
  await page.goto(`/home/recipe?keyword=${encodeURIComponent(name)}&type=1`);
  const card = page.getByTestId('recipe-card').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await card.click();
  await expect(page.getByTestId('recipe-name')).toHaveText(name);
  // Its author, by the account's nickname, with their picture (issue 28).
  await expect(page.getByTestId('recipe-author')).toHaveText(`By ${nickname}`);
  // The avatar's thumbnail (the upload keeps two WebP sizes).
  const face = avatar.replace(/\.webp$/, '.sm.webp');
  expect(face).toMatch(/\/media\/avatar\/.*\.sm\.webp$/);
  await expect(page.getByTestId('recipe-author-avatar')).toHaveAttribute('src', face);
  await expect(page.getByText(`Tip ${XSS_IMG}`)).toBeVisible();
  await nothingRan(page);

  // A visitor gets the page rendered by the server with the author (readable without scripts), and
  // the app takes it over without a mismatch.
  const publicPage = page.url();
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const unscripted = await plain.newPage();
  await unscripted.goto(publicPage);
  await expect(unscripted.getByTestId('recipe-author')).toHaveText(`By ${nickname}`);
  await expect(unscripted.getByTestId('recipe-author-avatar')).toHaveAttribute('src', face);
  await plain.close();
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const errors = collectErrors(visitor);
  await visitor.goto(publicPage);
  await expect(visitor.getByTestId('recipe-author')).toHaveText(`By ${nickname}`);
  // Hydrated: the portions control answers (it is React's once the app has the page).
  const portions = await visitor.getByTestId('portions-value').innerText();
  await visitor.getByTestId('portions-plus').click();
  await expect(visitor.getByTestId('portions-value')).not.toHaveText(portions);
  await expect(visitor.getByTestId('recipe-author-avatar')).toHaveAttribute('src', face);
  expect(errors).toEqual([]);
  await visitorContext.close();

  // A change to the published recipe: the published version stays public while it is audited, and
  // when the change fails the row says so rather than "while this change is audited" (issue 28).
  await page.goto('/myCenter/myRelease');
  const mine = page.getByTestId('my-recipe').filter({ hasText: name });
  await expect(mine.getByTestId('my-recipe-status')).toHaveText('Audit succeeded');
  await expect(mine.getByTestId('my-recipe-public-note')).toHaveCount(0);
  await mine.getByTestId('my-recipe-edit').click();
  await expect(page.getByTestId('recipe-name-input')).toHaveValue(name);
  await page.getByTestId('recipe-tips').fill('Serve it hot');
  await page.getByTestId('recipe-submit').click();
  await expect(page).toHaveURL(/\/myCenter\/myRelease$/);
  await expect(mine.getByTestId('my-recipe-status')).toHaveText('Under audit');
  await expect(mine.getByTestId('my-recipe-public-note')).toHaveText('The published version stays public while this change is audited.');
  await openInQueue(console, name);
  await console.getByTestId('audit-reason').fill('Say how hot');
  await console.getByTestId('audit-fail').click();
  await expect(toast(console, 'Failed: the author was told why.')).toBeVisible();
  // Live, as before: the row redraws without a reload.
  await expect(mine.getByTestId('my-recipe-status')).toHaveText('Audit failed');
  await expect(mine.getByTestId('my-recipe-public-note')).toHaveText('The published version stays public; this change was not published.');

  // The box (Self-created Recipes) lists it and says nothing of an empty box (issue 28).
  await page.goto('/myCenter/createRecord');
  await expect(page.getByTestId('created-recipes').getByTestId('my-recipe').filter({ hasText: name })).toBeVisible();
  await expect(page.getByText('You have not written a recipe yet.')).toHaveCount(0);

  await nothingRan(page);
  await nothingRan(console);
  expect(dialogs).toEqual([]);
});

test('"Start over" asks first and is used by keyboard, in Chinese; confirming empties the editor', async ({ page, request }) => {
  await loggedInUser(page, request, 'starter');
  await page.evaluate(() => localStorage.setItem('language', 'zh-CN'));
  await page.goto('/createRecipe');
  const name = page.getByTestId('recipe-name-input');
  await name.fill('草稿汤');

  const start = page.getByTestId('discard-draft');
  await expect(start).toHaveText('重新开始');
  await start.focus();
  await page.keyboard.press('Enter');
  const notice = page.getByRole('dialog', { name: '提示' });
  await expect(notice).toContainText('确定重新开始？保存在此浏览器中的草稿将被删除。');
  // It opens on cancel: Enter at once would lose nothing. Escape closes and gives the focus back.
  await expect(notice.getByRole('button', { name: '取消' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(notice).toBeHidden();
  await expect(start).toBeFocused();
  await expect(name).toHaveValue('草稿汤');

  await page.keyboard.press('Enter');
  await expect(notice.getByRole('button', { name: '取消' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(notice.getByRole('button', { name: '确定' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(notice).toBeHidden();
  await expect(name).toHaveValue('');
});

test('imports a recipe from a page with JSON-LD', async ({ page, request }) => {
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end(
      `<html><head><script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name: 'Imported lemon tart',
        totalTime: 'PT1H15M',
        recipeYield: '6 servings',
        recipeIngredient: ['250 g flour', '3 lemons'],
        recipeInstructions: [
          { '@type': 'HowToStep', name: 'Crust', text: 'Make the crust.' },
          { '@type': 'HowToStep', text: 'Fill and bake.' },
        ],
      })}</script></head><body></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await loggedInUser(page, request, 'importer');
    await page.goto('/createRecipe');
    await page.getByTestId('import-url').fill(`http://127.0.0.1:${port}/tart`);
    await page.getByTestId('import-run').click();
    await expect(toast(page, /Imported/)).toBeVisible();
    await expect(page.getByTestId('recipe-name-input')).toHaveValue('Imported lemon tart');
    await expect(page.getByTestId('recipe-cooking-time')).toHaveValue('75');
    await expect(page.getByTestId('ingredient-name')).toHaveCount(2);
    await expect(page.getByTestId('ingredient-value').first()).toHaveValue('250');
    await expect(page.getByTestId('step-editor')).toHaveCount(2);
    await expect(page.getByTestId('step-editor').first().getByTestId('step-title')).toHaveValue('Crust');
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('imports a page without schema.org data, fills a step the robot can do, and reads a pasted ingredient list', async ({
  page,
  request,
}) => {
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
      `<html><head><title>Kochblog — Tomatensuppe</title></head><body><h1>Tomatensuppe</h1>
      <h2>Zutaten</h2><ul><li>500 g Tomaten</li><li>1 Zwiebel</li></ul>
      <h2>Zubereitung</h2><ol><li>Zwiebel schälen und halbieren.</li><li>Tomaten zugeben und 10 Min. / 100 °C / Stufe 1 garen.</li></ol></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await loggedInUser(page, request, 'html-importer');
    await page.goto('/createRecipe');
    await page.getByTestId('import-url').fill(`http://127.0.0.1:${port}/suppe`);
    await page.getByTestId('import-run').click();
    await expect(toast(page, /Imported/)).toBeVisible();
    await expect(page.getByTestId('recipe-name-input')).toHaveValue('Tomatensuppe');
    await expect(page.getByTestId('ingredient-name')).toHaveCount(2);
    await expect(page.getByTestId('ingredient-value').first()).toHaveValue('500');

    // Only the step that names a temperature, a speed and a time offers to become a machine step.
    const steps = page.getByTestId('step-editor');
    await expect(steps).toHaveCount(2);
    await expect(steps.first().getByTestId('step-machine-offer')).toHaveCount(0);
    const cooking = steps.nth(1);
    await expect(cooking.getByTestId('step-machine-offer')).toContainText('100 ℃');
    await expect(cooking.getByTestId('step-temperature')).toHaveValue('');
    await cooking.getByTestId('step-machine-accept').click();
    await expect(cooking.getByTestId('step-temperature')).toHaveValue('100');
    await expect(cooking.getByTestId('step-minutes')).toHaveValue('10');
    await expect(cooking.getByTestId('step-machine-offer')).toHaveCount(0);

    // A list pasted into an empty ingredient name becomes rows, read as the import reads lines.
    await page.getByTestId('add-ingredient').click();
    const empty = page.getByTestId('ingredient-name').nth(2);
    await empty.evaluate((input, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, '2 EL Olivenöl\n1 Prise Salz');
    await expect(page.getByTestId('ingredient-name')).toHaveCount(4);
    await expect(page.getByTestId('ingredient-name').nth(2)).toHaveValue('Olivenöl');
    await expect(page.getByTestId('ingredient-value').nth(2)).toHaveValue('2');
    await expect(page.getByTestId('ingredient-name').nth(3)).toHaveValue('Salz');
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('the ingredient unit list keeps the chosen unit when it is picked again: an amount never loses its unit', async ({
  page,
  request,
}) => {
  await loggedInUser(page, request, 'units');
  await page.goto('/createRecipe');
  await page.getByTestId('ingredient-name').first().fill('Fresh ginger');
  await page.getByTestId('ingredient-value').first().fill('15');
  const unit = page.getByTestId('ingredient-unit').first();
  await expect(unit).toHaveValue('g');
  // Picking the selected unit again used to clear it ("Fresh ginger 15").
  await pick(page, unit, 'g');
  await expect(unit).toHaveValue('g');
  await pick(page, unit, 'pcs');
  await expect(unit).toHaveValue('pcs');
  await pick(page, unit, 'pcs');
  await expect(unit).toHaveValue('pcs');
  // And the draft keeps it over a reload.
  await page.reload();
  await expect(page.getByTestId('ingredient-unit').first()).toHaveValue('pcs');
});
