import type { Page } from '@playwright/test';
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

  test('deeper pages push, a crumb click trims back, top-level pages reset', async ({ page }) => {
    await page.goto('/home');
    await expect(trail(page)).toHaveCount(0);

    await page.getByRole('link', { name: 'Weekly Selection' }).click();
    await expect(page).toHaveURL(/\/home\/week$/);
    await expect(trail(page)).toHaveText(/First Page\s*›\s*Weekly Selection/);

    await page.goto('/home/recipeDetail/1');
    await expect(trail(page)).toHaveText(/First Page\s*›\s*Weekly Selection\s*›\s*Recipe Detail$/);
    await page.goto('/home/articleDetail?id=2');
    await expect(trail(page)).toHaveText(/First Page\s*›\s*Weekly Selection\s*›\s*Recipe Detail\s*›\s*Article Detail/);

    // The browser's back button trims the trail to the page it returns to.
    await page.goBack();
    await expect(page).toHaveURL(/\/home\/recipeDetail\/1$/);
    await expect(trail(page)).toHaveText(/First Page\s*›\s*Weekly Selection\s*›\s*Recipe Detail$/);

    // So does a click on an earlier crumb.
    await trail(page).getByRole('link', { name: 'Weekly Selection' }).click();
    await expect(page).toHaveURL(/\/home\/week$/);
    await expect(trail(page)).toHaveText(/First Page\s*›\s*Weekly Selection$/);

    // A top-level page starts over: one entry, so no trail is shown.
    await page.getByRole('link', { name: 'Basket' }).click();
    await expect(page).toHaveURL(/\/shopBasket$/);
    await expect(trail(page)).toHaveCount(0);
    await page.goto('/shopBasket/basketDetail');
    await expect(trail(page)).toHaveText(/Cart\s*›\s*Basket Detail/);

    await trail(page).getByRole('link', { name: 'Cart' }).click();
    await expect(page).toHaveURL(/\/shopBasket$/);
    await expect(trail(page)).toHaveCount(0);
  });
});
