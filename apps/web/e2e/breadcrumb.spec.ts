import type { Page } from '@playwright/test';
import { CRUMB_LABEL_MAX, crumbText } from '../src/lib/breadcrumb';
import { findRecipe } from './support/content';
import { expect, test } from './support/fixtures';

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
    await expect(trail(page).locator('[aria-current="page"]')).toHaveText(crumbText(name));
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
    await expect(trail(page)).toHaveText(`First Page›${crumbText(name)}`);
    await page.reload();
    await expect(trail(page)).toHaveText(`First Page›${crumbText(name)}`);
    if (crumbText(name) !== name) await expect(trail(page).locator('[aria-current="page"]')).toHaveAttribute('title', name);
  });

  test('a long name is shortened; an article crumb carries its title; in Chinese too', async ({ page, request }) => {
    const long = await findRecipe(request, (recipe) => Array.from(recipe.name).length > CRUMB_LABEL_MAX);
    await page.goto('/home/recipe');
    await page.goto(`/home/recipeDetail/${long.id}`);
    const current = trail(page).locator('[aria-current="page"]');
    await expect(current).toHaveText(crumbText(long.name));
    expect(Array.from(await current.innerText())).toHaveLength(CRUMB_LABEL_MAX);
    await expect(current).toHaveText(/…$/);

    await page.goto('/home/article');
    const article = page.locator('a[href*="/home/articleDetail"]').first();
    const title = (await article.locator('.chef-card__title').innerText()).trim();
    await article.click();
    await expect(trail(page).getByRole('link')).toHaveText(['First Page', 'Articles']);
    await expect(current).toHaveText(crumbText(title));

    await page.getByTestId('settings-menu').click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.getByRole('link', { name: '每周精选' }).click();
    await expect(page).toHaveURL(/\/home\/week$/);
    const card = page.getByTestId('recipe-card').first();
    const name = (await card.locator('.chef-card__title').innerText()).trim();
    await card.click();
    await expect(trail(page).getByRole('link')).toHaveText(['首页', '每周精选']);
    await expect(current).toHaveText(crumbText(name));
    await expect(trail(page)).not.toContainText('菜谱详情');
  });
});
