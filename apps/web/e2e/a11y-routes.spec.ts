import type { APIRequestContext, Page } from '@playwright/test';
import type { Language } from '@chef/shared';
import { articleList, recipeList } from './support/content';
import { expect, logInWithPassword, registerViaApi, test } from './support/fixtures';
import { staffSessionOf } from './support/personal';
import { apiAs } from './support/recipes';

/**
 * Every route of spec section 2 (and the staff console) under axe: as a visitor and signed in, in
 * en-US and zh-CN, at desktop and phone width (390 px). Each page is checked once its content (or its honest
 * empty or error state) is on screen; a serious or critical violation fails the walk (support/axe.ts).
 * New routes belong in PORTAL_ROUTES so that they are walked too.
 */
const PORTAL_ROUTES = [
  '/home',
  '/home/recipe',
  '/home/article',
  '/home/recipeDetail/{recipe}',
  '/home/articleDetail?id={article}',
  '/home/week',
  '/createRecipe',
  '/shopBasket',
  '/shopBasket/basketDetail',
  '/shopBasket/editBasket',
  '/agreement',
  '/privacy',
  '/myCenter/myInfo',
  '/myCenter/editPhone',
  '/myCenter/myMessage',
  '/myCenter/myCollection',
  '/myCenter/anthologyRecipe',
  '/myCenter/myWeek',
  '/myCenter/myRelease',
  '/myCenter/myDevice',
  '/myCenter/cookingRecord',
  '/myCenter/createRecord',
  '/myCenter/shareRecord',
  '/myCenter/editPwd',
  '/myCenter/infoDetail',
  '/myCenter/feedback',
  '/myCenter/historyFeedback',
  '/myCenter/aboutUs',
  '/myCenter/recipeDetail',
  '/myCenter/editRecipe',
  '/no-such-page',
];
/** Outside the layout: the login page and the staff console (signed in by the console's own form once). */
const VISITOR_ONLY = ['/login'];

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

async function demoIds(request: APIRequestContext) {
  const recipe = (await recipeList(request, { size: 1 })).records[0]!.id;
  const article = (await articleList(request, { size: 1 })).records[0]!.id;
  return { recipe, article };
}

/**
 * Opens a route and waits for its page to be drawn: the route's progress bar gone, no loader or
 * skeleton left in the main region.
 */
async function visit(page: Page, path: string, check: () => Promise<void>) {
  await page.goto(path);
  await expect(page.locator('.chef-route-progress')).toHaveCount(0);
  await expect(page.locator('main .mantine-Loader-root, main .mantine-Skeleton-root')).toHaveCount(0);
  await check();
}

/**
 * Two walks cover both languages, both widths, visitors and users: a visitor in Chinese on a phone
 * (every public and visitor-only page) and a user in English on a desktop (every page again, the
 * personal centre and the console). The whole cross product took four times as long (CI's time
 * budget) for little more: the theme, not the language or the width, decides most findings, and every
 * journey checks its own pages at 1280 px as well.
 */
const WALKS = [
  { language: 'zh-CN', width: 'phone', signedIn: false },
  { language: 'en-US', width: 'desktop', signedIn: true },
] as const satisfies ReadonlyArray<{ language: Language; width: keyof typeof VIEWPORTS; signedIn: boolean }>;

for (const { language, width, signedIn } of WALKS) {
  test.describe(`${language} at ${width} width`, () => {
    test.use({ viewport: VIEWPORTS[width] });

    test(`every route ${signedIn ? 'signed in (and the staff console)' : 'as a visitor'} passes axe`, async ({
      page,
      request,
      checkA11y,
    }) => {
      // One check per route, about thirty routes: far longer than a single journey.
      test.setTimeout(15 * 60_000);
      const ids = await demoIds(request);
      const path = (route: string) => route.replace('{recipe}', ids.recipe).replace('{article}', ids.article);
      if (!signedIn) {
        await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
        for (const route of [...PORTAL_ROUTES, ...VISITOR_ONLY, '/admin']) {
          await visit(page, path(route), checkA11y);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
        }
        return;
      }
      const user = await registerViaApi(request, 'a11y-walk');
      // Signing in adopts the account's saved language (spec section 4).
      await apiAs(request, user.token, '/api/user/updSetting', { language });
      await logInWithPassword(page, user.email, user.password);
      await expect(page.getByTestId('user-menu')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      for (const route of PORTAL_ROUTES) await visit(page, path(route), checkA11y);
      // The console keeps its staff sign-in for the tab (sessionStorage): one staff login per run.
      const staff = await staffSessionOf(request);
      await page.evaluate((session) => sessionStorage.setItem('staffSession', JSON.stringify(session)), staff);
      for (const route of ['/admin/audit', '/admin/devices', '/admin/recipes']) await visit(page, route, checkA11y);
    });
  });
}
