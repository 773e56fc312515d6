import type { Page } from '@playwright/test';
import { apiData } from './support/content';
import { expect, test } from './support/fixtures';
import type { PageResult, RecipeListItem } from '@chef/shared';

const trail = (page: Page) => page.getByTestId('breadcrumb');

async function searchFor(page: Page, keyword: string, type: 'Recipe' | 'Article' | '菜谱' | '文章') {
  await page.getByTestId('search-type').selectOption({ label: type });
  await page.getByTestId('search-input').fill(keyword);
  await page.getByTestId('search-input').press('Enter');
}

test.describe('search', () => {
  test('finds recipes from the header, on a fresh all results trail, and clears back to the list', async ({ page, request }) => {
    const expected = await apiData<PageResult<RecipeListItem>>(request, '/api/search/qrySearch', {
      keyword: 'chicken',
      type: 1,
      current: 1,
      size: 12,
    });
    expect(expected.total).toBeGreaterThan(0);

    await page.goto('/home/recipe?difficulty=2');
    await searchFor(page, 'chicken', 'Recipe');
    await expect(page).toHaveURL(/\/home\/recipe\?keyword=chicken&type=1$/);
    await expect(trail(page)).toHaveText(/First Page\s*›\s*all results$/);
    await expect(page.getByTestId('search-keyword')).toHaveText('Results for “chicken”');
    await expect(page.getByTestId('search-summary')).toContainText(`${expected.total} result`);
    // Ranked as the server ranks them; filters do not apply to a search.
    await expect(page.getByTestId('recipe-filters')).toHaveCount(0);
    await expect(page.getByTestId('recipe-card').first()).toContainText(expected.records[0]?.name ?? '');
    await expect(page.getByTestId('recipe-card')).toHaveCount(Math.min(12, expected.total));

    await page.getByTestId('recipe-card').first().click();
    // The detail's crumb carries the recipe's name.
    await expect(trail(page)).toHaveText(`First Page›all results›${expected.records[0]?.name ?? ''}`);
    await trail(page).getByRole('link', { name: 'all results' }).click();
    await expect(page).toHaveURL(/\/home\/recipe\?keyword=chicken&type=1$/);

    await page.getByTestId('clear-search').click();
    await expect(page).toHaveURL(/\/home\/recipe$/);
    await expect(page.getByTestId('search-summary')).toHaveCount(0);
    await expect(page.getByTestId('recipe-filters')).toBeVisible();
  });

  test('finds articles from the header with the article type', async ({ page, request }) => {
    const articles = await apiData<PageResult<{ title: string }>>(request, '/api/article/qryArticleList', { current: 1, size: 1 });
    const word = (articles.records[0]?.title ?? '').split(/\s+/).find((w) => w.length >= 5) ?? 'cook';
    await page.goto('/home');
    await searchFor(page, word, 'Article');
    await expect(page).toHaveURL(new RegExp(`/home/article\\?keyword=${word}&type=2$`));
    await expect(trail(page)).toHaveText(/First Page\s*›\s*all results$/);
    await expect(page.getByTestId('search-keyword')).toContainText(word);
    await expect(page.getByTestId('article-card').first()).toBeVisible();
    await expect(page.getByTestId('recipe-card')).toHaveCount(0);
  });

  test('a one-character Chinese keyword finds Chinese recipes in the Chinese interface', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('e2e-language-set')) {
        localStorage.setItem('language', 'zh-CN');
        sessionStorage.setItem('e2e-language-set', '1');
      }
    });
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 2, name: '热门菜谱' })).toBeVisible();
    await searchFor(page, '鸡', '菜谱');
    await expect(page).toHaveURL(/\/home\/recipe\?keyword=%E9%B8%A1&type=1$/);
    await expect(trail(page)).toContainText('全部结果');
    await expect(page.getByTestId('search-keyword')).toHaveText('“鸡”的搜索结果');
    await expect(page.getByTestId('recipe-card').first()).toBeVisible();
    await expect(page.getByTestId('recipe-card').first()).toContainText('鸡');
  });

  test('an English visitor finds Chinese recipes too once the list shows all languages', async ({ page }) => {
    await page.goto('/home/recipe?keyword=%E8%B1%86%E8%85%90&type=1');
    await expect(page.getByTestId('search-keyword')).toHaveText('Results for “豆腐”');
    await page.getByRole('switch', { name: 'Show all languages' }).click({ force: true });
    await expect(page).toHaveURL(/lang=all/);
    await expect(page.getByTestId('recipe-card').first()).toContainText('豆腐');
    await expect(page.getByRole('switch', { name: 'Show all languages' })).toBeChecked();
    // The switch changed the page's state, not the page: still one crumb for it.
    await expect(page.getByTestId('breadcrumb')).toHaveText(/First Page\s*›\s*Recipes$/);
  });
});
