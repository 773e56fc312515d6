import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { articleList, findRecipe, recipeList } from './support/content';
import { collectErrors } from './support/page-errors';
import { holdBack } from './support/hold-back';

/**
 * Public pages come rendered from the server (issue 13): readable with scripts off, hydrated without a
 * mismatch and without asking again for what the HTML carried; cacheable by a CDN for visitors only.
 */

/** API reads the page made after its HTML arrived. */
function apiReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) reads.push(url.pathname);
  });
  return reads;
}

test.describe('server-rendered public pages', () => {
  test('a recipe is readable with scripts off: name, ingredients and steps, in English and in Chinese', async ({ browser, request }) => {
    const recipe = await findRecipe(request, (r) => r.lang === 'en-US' && r.steps.length > 1 && r.ingredients.length > 1);
    for (const language of ['en-US', 'zh-CN'] as const) {
      const context = await browser.newContext({ javaScriptEnabled: false });
      if (language === 'zh-CN') {
        await context.addCookies([{ name: 'chef_language', value: 'zh-CN', url: test.info().project.use.baseURL ?? '' }]);
      }
      const page = await context.newPage();
      await page.goto(`/home/recipeDetail/${recipe.id}`);
      await expect(page.getByTestId('recipe-name')).toHaveText(recipe.name);
      // The trail names the recipe in the HTML itself: taking the page over changes no crumb.
      await expect(page.getByTestId('breadcrumb').locator('[aria-current="page"]')).toHaveText(recipe.name);
      for (const ingredient of recipe.ingredients.slice(0, 3)) await expect(page.locator('main')).toContainText(ingredient.name);
      await expect(page.getByTestId('step')).toHaveCount(recipe.steps.length);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // The interface's own words are in the visitor's language too.
      await expect(page.getByRole('link', { name: language === 'zh-CN' ? '首页' : 'Home' }).first()).toBeVisible();
      await context.close();
    }
  });

  test('home, the lists, an article and the week show their content with scripts off', async ({ browser, request }) => {
    const { records: recipes } = await recipeList(request, { size: 1 });
    const { records: articles } = await articleList(request, { size: 1 });
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/home');
    await expect(page.getByTestId('recipe-card').first()).toBeVisible();
    await page.goto('/home/recipe');
    await expect(page.getByText(recipes[0]!.name).first()).toBeVisible();
    await page.goto('/home/article');
    await expect(page.getByText(articles[0]!.title).first()).toBeVisible();
    await page.goto(`/home/articleDetail?id=${articles[0]!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(articles[0]!.title);
    await expect(page.getByTestId('breadcrumb').locator('[aria-current="page"]')).toHaveText(articles[0]!.title);
    await page.goto('/home/week');
    await expect(page.getByTestId('recipe-card').first()).toBeVisible();
    await context.close();
  });

  test('hydrates without a mismatch and without asking again for what the HTML carried', async ({ page, request }) => {
    const recipe = await findRecipe(request, (r) => r.lang === 'en-US' && r.steps.length > 1);
    const errors = collectErrors(page);
    const reads = apiReads(page);
    await page.goto(`/home/recipeDetail/${recipe.id}`);
    await expect(page.getByTestId('recipe-name')).toHaveText(recipe.name);
    // Hydrated: the portions control answers (it is React's once hydrated).
    await page.getByTestId('portions-plus').click();
    await expect(page.getByTestId('portions-value')).not.toHaveText(String(recipe.portions));
    expect(reads.filter((path) => path === '/api/cook/qryRecipeDetail')).toEqual([]);

    await page.goto('/home');
    await expect(page.getByTestId('recipe-card').first()).toBeVisible();
    await page.getByTestId('settings-menu').click();
    await expect(page.getByRole('menuitem', { name: 'Fahrenheit (℉)' })).toBeVisible();
    await page.keyboard.press('Escape');
    expect(reads.filter((path) => path === '/api/cook/qryHome')).toEqual([]);

    // In Chinese, with units switched to imperial, as this browser chose them.
    await page.evaluate(() => {
      localStorage.setItem('language', 'zh-CN');
      localStorage.setItem('unitType', '1-3');
    });
    await page.goto(`/home/recipeDetail/${recipe.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByTestId('recipe-name')).toHaveText(recipe.name);
    await page.goto('/home/recipe');
    await expect(page.getByTestId('recipe-card').first()).toBeVisible();
    await page.goto('/home/week');
    await expect(page.getByTestId('recipe-card').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('what is picked and typed in the search before the script has taken the page over is kept', async ({ page }) => {
    const release = await holdBack(page, /\/assets\/index-[^/]+\.js$/);
    await page.goto('/home', { waitUntil: 'commit' });
    await page.getByTestId('search-type').selectOption({ label: 'Article' });
    await page.getByTestId('search-input').fill('Whisk');
    release();
    await page.waitForLoadState('load');
    await page.getByTestId('search-input').press('Enter');
    await expect(page).toHaveURL(/\/home\/article\?keyword=Whisk&type=2$/);
  });

  test('a rendered page preloads its code and is taken over without the visitor acting; a press before then is answered once', async ({
    page,
    request,
  }) => {
    const recipe = await findRecipe(request, (r) => r.lang === 'en-US' && r.steps.length > 1);
    const errors = collectErrors(page);
    // The route's code held back: the page is the server's until it arrives.
    const release = await holdBack(page, /\/assets\/RecipeDetailPage-[^/]+\.js$/);
    await page.goto(`/home/recipeDetail/${recipe.id}`, { waitUntil: 'commit' });
    await expect(page.locator('link[rel="modulepreload"][href*="/assets/RecipeDetailPage-"]')).toBeAttached();
    await page.getByTestId('portions-plus').click();
    await expect(page.locator('html[data-app-ready]')).not.toBeAttached();
    release();
    // No pointer moved, no key pressed: the app takes over, and the press is answered exactly once.
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await expect(page.getByTestId('portions-value')).toHaveText(String(recipe.portions + 1));
    expect(errors).toEqual([]);
  });

  test('visitors get a page a shared cache may keep, with an ETag; a signed-in browser never does', async ({ request }) => {
    const first = await request.get('/home/recipe');
    expect(first.status()).toBe(200);
    expect(first.headers()['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=30');
    expect(first.headers()['vary']).toContain('Cookie');
    const etag = first.headers()['etag'];
    expect(etag).toMatch(/^W\/"/);
    expect(await first.text()).toContain('id="ssr-state"');
    const again = await request.get('/home/recipe', { headers: { 'if-none-match': etag! } });
    expect(again.status()).toBe(304);
    // Another language is another page.
    const chinese = await request.get('/home/recipe', { headers: { cookie: 'chef_language=zh-CN' } });
    expect(chinese.headers()['etag']).not.toBe(etag);
    expect(await chinese.text()).toContain('lang="zh-CN"');

    const signedIn = await request.get('/home/recipe', { headers: { cookie: 'chef_signedIn=1' } });
    expect(signedIn.headers()['cache-control']).toBe('private, no-cache');
    expect(signedIn.headers()['etag']).toBeUndefined();
    expect(await signedIn.text()).not.toContain('id="ssr-state"');
  });
});
