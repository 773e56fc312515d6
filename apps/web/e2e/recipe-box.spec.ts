import http from 'node:http';
import type { Locator, Page } from '@playwright/test';
import { expect, expectUncovered, test, toast } from './support/fixtures';
import { findRecipe } from './support/content';
import { loggedInUser, pngPicture } from './support/personal';

/**
 * Issue 26, the private recipe box: a recipe imported from a page (served locally with JSON-LD) is
 * completed and saved privately by default, with its source link; it is found only in the box
 * (createRecord), in none of My Post's tabs and not in the public search; "Publish" waits for the
 * author's word that the text is their own, then sends it for audit.
 */

async function pick(page: Page, select: Locator, option: string | RegExp | null) {
  await select.click();
  const options = page.getByRole('option', option === null ? {} : { name: option });
  await options.filter({ visible: true }).first().click();
}

test('import a recipe, keep it private, find it only in my recipes, publish it with my word', async ({ page, request }) => {
  test.slow();
  const name = `Quince paste ${Date.now().toString(36)}`;
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end(
      `<html><head><script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name,
        totalTime: 'PT1H30M',
        recipeYield: '4 servings',
        recipeIngredient: ['1000 g quince', '800 g sugar'],
        recipeInstructions: [{ '@type': 'HowToStep', name: 'Cook', text: 'Cook the quince with the sugar.' }],
      })}</script></head><body></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const source = `http://127.0.0.1:${port}/quince`;
    await loggedInUser(page, request, 'keeper');
    await page.goto('/createRecipe', { waitUntil: 'load' });
    await page.getByTestId('import-url').fill(source);
    await page.getByTestId('import-run').click();
    await expect(page.getByTestId('recipe-name-input')).toHaveValue(name);

    // The source link is kept and shown; sending for audit waits for the author's word.
    await expect(page.getByTestId('recipe-source').getByRole('link')).toHaveAttribute('href', source);
    await expect(page.getByTestId('recipe-submit')).toBeDisabled();

    // Complete what the page did not give: cover, category, the step's settings. The cover's first
    // upload meets a dropped connection: the toast that says so, and "Imported" before it, leave the
    // crop dialog's Apply free (bottom right they lay over it, the error one under the resting pointer).
    const editor = page.getByTestId('recipe-editor');
    await page.route('**/api/common/uploadFileToThirdStorage', (route) => route.abort('internetdisconnected'), { times: 1 });
    await editor
      .locator('input[type=file]')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await pngPicture(900, 600) });
    const apply = page.getByTestId('cover-crop-apply');
    await expect(apply).toBeEnabled();
    await expectUncovered(apply);
    await apply.click();
    await expect(toast(page, 'Network error, please try again')).toBeVisible();
    await expectUncovered(apply);
    await apply.click();
    await expect(page.getByTestId('cover-preview')).toHaveAttribute('src', /\/media\/recipe\//);
    await pick(page, page.getByTestId('recipe-category'), null);
    const step = page.getByTestId('step-editor').first();
    await step.getByTestId('step-temperature').fill('100');
    await step.getByTestId('step-minutes').fill('2');
    await pick(page, step.getByTestId('step-rotation'), 'Forward');

    await page.getByTestId('recipe-save-private').click();
    await expect(toast(page, 'Saved in your private recipes. Only you can see it.')).toBeVisible();
    await expect(page).toHaveURL(/\/myCenter\/createRecord$/);
    const row = page.getByTestId('my-recipe').filter({ hasText: name });
    await expect(row.getByTestId('my-recipe-status')).toHaveText('Private');

    // Not in My Post's tabs, not in the public search.
    await page.goto('/myCenter/myRelease', { waitUntil: 'load' });
    // Loaded, and empty: this user's only recipe is private.
    await expect(page.getByTestId('list-no-data')).toBeVisible();
    await expect(page.getByTestId('my-recipe').filter({ hasText: name })).toHaveCount(0);
    await page.goto(`/home/recipe?keyword=${encodeURIComponent(name)}&type=1`, { waitUntil: 'load' });
    await expect(page.getByTestId('search-summary')).toContainText(/No results|0 results/);

    // Publish: only once the author says the text is theirs.
    await page.goto('/myCenter/createRecord', { waitUntil: 'load' });
    const again = page.getByTestId('my-recipe').filter({ hasText: name });
    await expect(again.getByTestId('my-recipe-publish')).toBeDisabled();
    await again.getByTestId('my-recipe-own-text').check();
    await again.getByTestId('my-recipe-publish').click();
    await expect(toast(page, 'Sent for audit. Audit takes 1-3 working days.')).toBeVisible();
    await expect(again.getByTestId('my-recipe-status')).toHaveText('Under audit');
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('copy a public recipe to adapt: a private copy in the editor, used from its own page', async ({ page, request }) => {
  test.slow();
  const teriyaki = await findRecipe(request, (recipe) => recipe.name === 'Glossy Teriyaki Sauce');
  await loggedInUser(page, request, 'adapter');
  await page.goto(`/home/recipeDetail/${teriyaki.id}`);
  await page.getByTestId('copy-recipe').click();
  await expect(toast(page, 'Copied into your private recipes: adapt it as you like')).toBeVisible();
  await expect(page).toHaveURL(/\/myCenter\/editRecipe\?id=\d+$/);
  const copyId = new URL(page.url()).searchParams.get('id')!;
  expect(copyId).not.toBe(teriyaki.id);

  // Its own page (the public one is not its): the actions that use a recipe, but no share and no copy.
  await page.goto(`/myCenter/recipeDetail?id=${copyId}`);
  await expect(page.getByTestId('action-addToCart')).toBeVisible();
  await expect(page.getByTestId('action-share')).toHaveCount(0);
  await expect(page.getByTestId('copy-recipe')).toHaveCount(0);
  await page.getByTestId('action-addToCart').click();
  await page.getByTestId('basket-inline-name').fill('Adapted sauce');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, 'Added to Adapted sauce')).toBeVisible();
  // Cook mode reads the owner's own copy (the public read knows no private recipe).
  await page.getByTestId('action-cookMode').click();
  await expect(page).toHaveURL(new RegExp(`/cook/${copyId}\\?mine=1$`));
  await expect(page.getByTestId('cook-mode').getByTestId('cook-step')).toHaveAttribute('data-step', '0');
  // Nobody else reaches the copy's public page, nor its cook mode.
  const visitor = await request.get(`/home/recipeDetail/${copyId}`);
  expect(visitor.status()).toBe(404);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/cook/${copyId}?mine=1`);
  await expect(page.getByTestId('recipe-not-found')).toBeVisible();
});
