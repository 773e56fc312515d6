import { request as apiRequest, type APIRequestContext, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { E2E_DATA_DIR } from '../playwright.config';
import { apiData } from './support/content';
import { expect, randomClientIp, registerViaApi, test } from './support/fixtures';
import { loggedInUser } from './support/personal';
import { apiAs, insertRecipe } from './support/recipes';
import type { PageResult, RecipeListItem } from '@chef/shared';

/**
 * What users see of issue 15's server items: "Top rated" by a Bayesian average, whole words first in
 * search, "just now" for a fresh comment, editPhone's message about a mobile number, and the cleaned
 * Chinese ingredients with their estimated nutrition; each in both languages.
 */

/** The interface in Chinese from now on (the language setting lives in localStorage). */
async function inChinese(page: Page) {
  await page.evaluate(() => localStorage.setItem('language', 'zh-CN'));
  await page.reload();
}

const cardNames = (page: Page) => page.getByTestId('recipe-card').getByRole('heading');

/** A rating by a new user of its own client address (codes are limited per address and minute). */
async function rateAsNewUser(baseURL: string, recipeId: string, score: number): Promise<void> {
  const context: APIRequestContext = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() } });
  try {
    const user = await registerViaApi(context, 'rater');
    await apiAs(context, user.token, '/api/cook/addRating', { targetType: 1, targetId: recipeId, score });
  } finally {
    await context.dispose();
  }
}

function e2eCategoryId(): string {
  const db = new Database(`${E2E_DATA_DIR}/chef.db`, { readonly: true, fileMustExist: true });
  try {
    return String((db.prepare("SELECT id FROM categories WHERE code = 'e2e-dishes'").get() as { id: number }).id);
  } finally {
    db.close();
  }
}

test.describe('issue 15 as users see it', () => {
  test('"Top rated" puts 4.8 from six votes above 5.0 from one, as the API ranks them, in both languages', async ({
    page,
    request,
    baseURL,
  }) => {
    const stamp = Date.now().toString(36);
    const single = insertRecipe(`One perfect vote ${stamp}`);
    const many = insertRecipe(`Many good votes ${stamp}`);
    await rateAsNewUser(baseURL!, single, 5);
    for (const score of [5, 5, 5, 5, 5, 4]) await rateAsNewUser(baseURL!, many, score);

    // Both recipes in a category of their own (the e2e one; its other recipes have no rating and come last).
    const categoryId = e2eCategoryId();
    const query = { sort: 'rating', categoryId, lang: 'all', current: 1, size: 12 };
    let ranked: RecipeListItem[] = [];
    await expect(async () => {
      ranked = (await apiData<PageResult<RecipeListItem>>(request, '/api/cook/qryRecipeList', query)).records;
      expect(ranked.slice(0, 2).map((r) => [r.name, r.rating, r.ratingCount])).toEqual([
        [`Many good votes ${stamp}`, expect.closeTo(4.83, 1), 6],
        [`One perfect vote ${stamp}`, 5, 1],
      ]);
    }).toPass(); // public lists are cached for a few seconds

    await page.goto(`/home/recipe?categoryId=${categoryId}&sort=rating&lang=all`);
    await expect(page.getByRole('radio', { name: 'Top rated' })).toBeChecked();
    await expect(cardNames(page).nth(0)).toHaveText(ranked[0]!.name);
    await expect(cardNames(page).nth(1)).toHaveText(ranked[1]!.name);
    // Shown as it is: the plain average and the number of votes.
    await expect(page.getByTestId('recipe-card').first()).toContainText('4.8 (6)');
    await expect(page.getByTestId('recipe-card').nth(1)).toContainText('5.0 (1)');

    await inChinese(page);
    await expect(page.getByRole('radio', { name: '评分最高' })).toBeChecked();
    await expect(cardNames(page).nth(0)).toHaveText(ranked[0]!.name);
    await expect(cardNames(page).nth(1)).toHaveText(ranked[1]!.name);
  });

  test('searching 鸡 lists chicken dishes (a whole word) before 鸡蛋 dishes, in both languages', async ({ page, request }) => {
    const result = await apiData<PageResult<RecipeListItem>>(request, '/api/search/qrySearch', {
      keyword: '鸡',
      type: 1,
      lang: 'all',
      current: 1,
      size: 40,
    });
    const names = result.records.map((r) => r.name);
    // The demo data has both kinds (黄焖鸡, 宫保鸡丁...; 鸡蛋羹, 西红柿炒鸡蛋...).
    const firstEgg = names.findIndex((n) => n.includes('鸡蛋'));
    expect(firstEgg).toBeGreaterThan(0);
    expect(names.slice(0, firstEgg).every((n) => n.includes('鸡') && !n.includes('鸡蛋'))).toBe(true);

    await page.goto('/home');
    await inChinese(page);
    await page.getByTestId('search-type').selectOption({ label: '菜谱' });
    await page.getByTestId('search-input').fill('鸡');
    await page.getByTestId('search-input').press('Enter');
    await expect(page.getByTestId('search-keyword')).toHaveText('“鸡”的搜索结果');
    const shown = cardNames(page);
    await expect(shown.first()).toBeVisible();
    await expect(shown.first()).not.toContainText('鸡蛋');
    const zhNames = await shown.allTextContents();
    const zhFirstEgg = zhNames.findIndex((n) => n.includes('鸡蛋'));
    if (zhFirstEgg >= 0) expect(zhNames.slice(0, zhFirstEgg).every((n) => !n.includes('鸡蛋'))).toBe(true);

    // An English visitor showing all languages gets the same order as the API.
    await page.evaluate(() => localStorage.setItem('language', 'en-US'));
    await page.goto('/home/recipe?keyword=%E9%B8%A1&type=1&lang=all');
    await expect(page.getByTestId('search-keyword')).toHaveText('Results for “鸡”');
    await expect(cardNames(page)).toHaveText(names.slice(0, 12));
  });

  test('a fresh comment says "just now" / 刚刚', async ({ page, request }) => {
    await loggedInUser(page, request, 'just-now');
    const recipe = insertRecipe(`Fresh comments ${Date.now().toString(36)}`);
    await page.goto(`/home/recipeDetail/${recipe}`);
    const items = page.getByTestId('comment-item');

    await page.getByRole('textbox', { name: 'Your comment' }).fill('Tried it tonight');
    await page.getByTestId('comment-form').getByRole('button', { name: 'Post comment' }).click();
    await expect(items.filter({ hasText: 'Tried it tonight' }).locator('time')).toHaveText('just now');

    await inChinese(page);
    await page.getByRole('textbox', { name: '你的评论' }).fill('今晚做了');
    await page.getByTestId('comment-form').getByRole('button', { name: '发表评论' }).click();
    await expect(items.filter({ hasText: '今晚做了' }).locator('time')).toHaveText('刚刚');
  });

  test('a Chinese recipe lists 生抽 once with its amount, notes beside the name, and nutrition when the table covers it', async ({
    page,
    request,
  }) => {
    const find = async (name: string) => {
      const found = await apiData<PageResult<RecipeListItem>>(request, '/api/search/qrySearch', {
        keyword: name,
        type: 1,
        lang: 'all',
        current: 1,
        size: 20,
      });
      const item = found.records.find((r) => r.name === name);
      if (!item) throw new Error(`no demo recipe ${name}`);
      return item.id;
    };
    const custard = await find('鸡蛋羹'); // nutrition estimated from its ingredients (seed data README)
    const chicken = await find('新疆大盘鸡'); // its chicken has no amount: no estimate
    const soy = page.getByTestId('ingredient').filter({ hasText: '生抽' });

    await page.goto(`/home/recipeDetail/${custard}`);
    await expect(soy).toHaveCount(1);
    await expect(soy.getByTestId('ingredient-amount')).toHaveText('8 ml');
    await expect(soy).toContainText('或味极鲜');
    // Without an amount, the amount column reads as one: not "可选" alone.
    await expect(page.getByTestId('ingredient').filter({ hasText: '藤椒油' }).getByTestId('ingredient-amount')).toHaveText('适量；可选');
    await expect(page.getByRole('heading', { level: 2, name: 'Nutrition' })).toBeVisible();
    await expect(page.getByTestId('nutrition-energy')).toContainText(/\d+ kJ/);
    await expect(page.getByTestId('nutrition-sodium')).toContainText(/\d+ mg/);

    await inChinese(page);
    await expect(soy.getByTestId('ingredient-amount')).toHaveText('8 毫升');
    await expect(page.getByRole('heading', { level: 2, name: '营养成分' })).toBeVisible();
    await page.goto(`/home/recipeDetail/${chicken}`);
    await expect(page.getByTestId('recipe-name')).toHaveText('新疆大盘鸡');
    await expect(page.getByRole('heading', { level: 2, name: '营养成分' })).toHaveCount(0);
    await expect(page.getByTestId('ingredient').first()).toBeVisible();
  });

  test("editPhone's field error asks for a mobile number, not an e-mail, in both languages", async ({ page, request }) => {
    await loggedInUser(page, request, 'phone-error');
    await page.goto('/myCenter/editPhone');
    const form = page.getByTestId('edit-phone-form');

    await page.getByLabel('New mobile number').fill('someone@example.com');
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(form).toContainText('Please enter a correct mobile number');
    await expect(form).not.toContainText('e-mail');

    await inChinese(page);
    await page.getByLabel('新手机号').fill('12345');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(form).toContainText('请输入正确的手机号');
    await expect(form).not.toContainText('邮箱');
  });
});
