import type { APIRequestContext } from '@playwright/test';
import type { ArticleListItem, PageResult, RecipeDetail, RecipeListItem } from '@chef/shared';

/** Reads of the content API, for journeys that need to know the demo content (the real server's). */
export async function apiData<T>(request: APIRequestContext, path: string, params: Record<string, string | number> = {}): Promise<T> {
  const response = await request.get(path, { params, headers: { 'accept-language': 'en-US' } });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${path} failed: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

export function recipeList(request: APIRequestContext, params: Record<string, string | number> = {}) {
  return apiData<PageResult<RecipeListItem>>(request, '/api/cook/qryRecipeList', { current: 1, size: 12, ...params });
}

export function recipeDetail(request: APIRequestContext, id: string) {
  return apiData<RecipeDetail>(request, '/api/cook/qryRecipeDetail', { id });
}

export function articleList(request: APIRequestContext, params: Record<string, string | number> = {}) {
  return apiData<PageResult<ArticleListItem>>(request, '/api/article/qryArticleList', { current: 1, size: 12, ...params });
}

/** The first English recipe (in list order) whose detail passes the test. */
export async function findRecipe(request: APIRequestContext, test: (recipe: RecipeDetail) => boolean): Promise<RecipeDetail> {
  for (let current = 1; current <= 10; current += 1) {
    const page = await recipeList(request, { current, size: 20 });
    for (const item of page.records) {
      const detail = await recipeDetail(request, item.id);
      if (test(detail)) return detail;
    }
    if (current * page.size >= page.total) break;
  }
  throw new Error('no demo recipe fits the test');
}
