import type { Locator, Page } from '@playwright/test';
import { findRecipe } from './support/content';
import { expect, test } from './support/fixtures';
import { holdBack } from './support/hold-back';

const trail = (page: Page) => page.getByTestId('breadcrumb');

test.describe('breadcrumb trail', () => {
  test('a search starts a fresh trail of Home and all results', async ({ page }) => {
    await page.goto('/home');
    await page.getByLabel('Search recipes or articles').fill('soup');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/home\/recipe\?keyword=soup&type=1$/);
    await expect(trail(page)).toHaveText(/First Page\s*›\s*all results/);

    await page.getByLabel('Search type').selectOption({ label: 'Article' });
    await page.getByLabel('Search recipes or articles').fill('tea');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/home\/article\?keyword=tea&type=2$/);
    await expect(trail(page).getByRole('link')).toHaveText(['First Page']);
    await expect(trail(page)).toContainText('all results');
  });

  test('deeper pages push, the back button and a crumb click trim back, top-level pages reset', async ({ page }) => {
    await page.goto('/home');
    await expect(trail(page)).toHaveCount(0);

    await page.getByRole('link', { name: 'Weekly Selection' }).click();
    await expect(page).toHaveURL(/\/home\/week$/);
    await expect(trail(page)).toHaveText(/First Page\s*›\s*Weekly Selection/);

    const card = page.getByTestId('recipe-card').first();
    const name = (await card.locator('.chef-card__title').innerText()).trim();
    await card.click();
    await expect(page).toHaveURL(/\/home\/recipeDetail\/\d+$/);
    // The detail's crumb carries the recipe's name (shortened), not "Recipe Detail".
    await expect(trail(page).locator('[aria-current="page"]')).toHaveText(name);
    await expect(trail(page).getByRole('link')).toHaveText(['First Page', 'Weekly Selection']);

    // The browser's back button trims the trail to the page it returns to.
    await page.goBack();
    await expect(page).toHaveURL(/\/home\/week$/);
    await expect(trail(page)).toHaveText(/First Page\s*›\s*Weekly Selection$/);

    // So does a click on an earlier crumb.
    await page.goForward();
    await expect(trail(page).getByRole('link')).toHaveText(['First Page', 'Weekly Selection']);
    await trail(page).getByRole('link', { name: 'Weekly Selection' }).click();
    await expect(page).toHaveURL(/\/home\/week$/);
    await expect(trail(page)).toHaveText(/First Page\s*›\s*Weekly Selection$/);

    // A top-level page starts over: one entry, so no trail is shown.
    await page.getByRole('link', { name: 'Basket' }).click();
    await expect(page).toHaveURL(/\/shopBasket$/);
    await expect(trail(page)).toHaveCount(0);
  });

  test('a card followed before the app took its list over: back and forward step along the trail', async ({ page }) => {
    // The app's code held back: the card is a link the browser follows, a full page load.
    const release = await holdBack(page, /\/assets\/start-[^/]+\.js$/);
    await page.goto('/home/week', { waitUntil: 'load' });
    const card = page.getByTestId('recipe-card').first();
    const name = (await card.locator('.chef-card__title').innerText()).trim();
    await card.click();
    await expect(page).toHaveURL(/\/home\/recipeDetail\/\d+$/);
    release();
    await expect(trail(page).getByRole('link')).toHaveText(['First Page', 'Weekly Selection']);
    await expect(trail(page).locator('[aria-current="page"]')).toHaveText(name);

    // Both pages are full loads: the browser's buttons load them again, and the trail follows (the
    // list's app takes it over before the visitor goes forward again).
    await page.goBack();
    await expect(page).toHaveURL(/\/home\/week$/);
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await expect(trail(page)).toHaveText(/^First Page\s*›\s*Weekly Selection$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/home\/recipeDetail\/\d+$/);
    await expect(trail(page).getByRole('link')).toHaveText(['First Page', 'Weekly Selection']);
    await expect(trail(page).locator('[aria-current="page"]')).toHaveText(name);
  });

  test('a page opened from the address bar or a bookmark starts a trail from home; Page Not Found is not kept', async ({ page }) => {
    await page.goto('/home/week');
    await expect(trail(page)).toHaveText(/^First Page\s*›\s*Weekly Selection$/);
    await page.goto('/home/recipe');
    await expect(trail(page)).toHaveText(/^First Page\s*›\s*Recipes$/);
    await page.goto('/home/article');
    await expect(trail(page)).toHaveText(/^First Page\s*›\s*Articles$/);

    await page.goto('/home/no-such-page');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(trail(page)).toHaveText(/^First Page\s*›\s*Page Not Found$/);
    await page.getByTestId('not-found').getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.getByRole('link', { name: 'Weekly Selection' }).click();
    await expect(page).toHaveURL(/\/home\/week$/);
    await expect(trail(page)).toHaveText(/^First Page\s*›\s*Weekly Selection$/);

    // A recipe opened directly: home, then the recipe's name; a reload keeps the trail.
    await page.goto('/home/recipe');
    const card = page.getByTestId('recipe-card').first();
    const name = (await card.locator('.chef-card__title').innerText()).trim();
    const href = await card.getAttribute('href');
    await page.goto(href ?? '/home');
    await expect(trail(page)).toHaveText(`First Page›${name}`);
    await page.reload();
    await expect(trail(page)).toHaveText(`First Page›${name}`);
    await expect(trail(page).locator('[aria-current="page"]')).toHaveAttribute('title', name);
  });

  test('a card tapped before the app has taken its list over: the browser follows the link and the trail still names the list', async ({
    page,
  }) => {
    // The list's code does not arrive (a slow phone, a tap at first sight): the link is the HTML's own.
    const noScripts = (route: { abort: () => Promise<void> }) => route.abort();
    await page.route(/\/assets\/.*\.js$/, noScripts);
    await page.goto('/home/recipe');
    const card = page.getByTestId('recipe-card').first();
    const name = (await card.locator('.chef-card__title').innerText()).trim();
    await page.unroute(/\/assets\/.*\.js$/, noScripts);
    await card.click();
    await expect(page).toHaveURL(/\/home\/recipeDetail\/\d+$/);
    await expect(trail(page).getByRole('link')).toHaveText(['First Page', 'Recipes']);
    await expect(trail(page).locator('[aria-current="page"]')).toHaveText(name);
    // Back on the list (a crumb), the trail is trimmed to it, as after any other step.
    await trail(page).getByRole('link', { name: 'Recipes' }).click();
    await expect(page).toHaveURL(/\/home\/recipe$/);
    await expect(trail(page)).toHaveText(/^First Page\s*›\s*Recipes$/);
  });

  test('a long name is whole on a wide screen and cut by the width on a small phone; an article crumb carries its title; in Chinese too', async ({
    page,
    request,
  }) => {
    const current = trail(page).locator('[aria-current="page"]');
    await page.goto('/home/article');
    const article = page.locator('a[href*="/home/articleDetail"]').first();
    const title = (await article.locator('.chef-card__title').innerText()).trim();
    await article.click();
    await expect(trail(page).getByRole('link')).toHaveText(['First Page', 'Articles']);
    await expect(current).toHaveText(title);

    await page.getByTestId('settings-menu').click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.getByRole('link', { name: '每周精选' }).click();
    await expect(page).toHaveURL(/\/home\/week$/);
    const card = page.getByTestId('recipe-card').first();
    const name = (await card.locator('.chef-card__title').innerText()).trim();
    await card.click();
    await expect(trail(page).getByRole('link')).toHaveText(['首页', '每周精选']);
    await expect(current).toHaveText(name);
    await expect(trail(page)).not.toContainText('菜谱详情');

    // Issue 28: a name was cut at 20 characters even at 1366 px. Now the CSS cuts what does not fit.
    const long = await findRecipe(request, (recipe) => Array.from(recipe.name).length > 36);
    const cut = (locator: Locator) => locator.evaluate((element) => element.scrollWidth > element.clientWidth);
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(`/home/recipeDetail/${long.id}`);
    await expect(current).toHaveText(long.name);
    expect(await cut(current)).toBe(false);
    // The smallest phones: 320 px leave some 200 px beside "首页 ›", less than such a name needs.
    await page.setViewportSize({ width: 320, height: 640 });
    await expect.poll(() => cut(current)).toBe(true);
    // Cut on the screen only: the crumb's text and its title keep the whole name, and it stays on the screen.
    await expect(current).toHaveText(long.name);
    await expect(current).toHaveAttribute('title', long.name);
    const box = (await current.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(320);
  });
});
