import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { MINE_CENTER_PAGE_STATE } from '@chef/shared';
import { getMineCenterPageState } from '../lib/cookies';
import { MY_CENTER_PAGES } from '../features/my-center/pages';
import { prefetchArticleDetail } from '../features/article/api/qry-article-detail';
import { prefetchHome } from '../features/home/api/qry-home';
import { prefetchRecipeDetail } from '../features/recipe/api/qry-recipe-detail';
import type { RouteHandle } from './route-handle';
import { RootShell, RouteFallback } from './RootShell';
import { AppLayout } from './layout/AppLayout';

/**
 * Every route of spec section 2. Pages are lazy: each downloads its code when first visited, which
 * keeps the first view of /home small (quality.md). Only the shell (root, layout) is in the entry.
 */
type Lazy = NonNullable<RouteObject['lazy']>;
const page =
  (load: () => Promise<{ default: React.ComponentType }>): Lazy =>
  async () => ({ Component: (await load()).default });

const comingSoon = page(() => import('./pages/ComingSoonPage'));
/** Redirect-only routes render nothing (and so do not warn about a missing element). */
const Nothing = () => null;
const handle = (titleKey: string): RouteHandle => ({ titleKey });

/** Routes whose features later issues deliver; until then they honestly say "coming soon". */
const comingSoonRoutes: RouteObject[] = [
  ['shopBasket', 'route.shopBasket'],
  ['shopBasket/basketDetail', 'route.basketDetail'],
  ['shopBasket/editBasket', 'route.editBasket'],
  ['createRecipe', 'route.createRecipe'],
].map(([path, titleKey]) => ({ path, handle: handle(titleKey as string), lazy: comingSoon }));

/**
 * Recipes and articles. A loader starts each page's data request while its code downloads (it
 * returns at once: the page shows its skeleton until the data is there).
 */
const recipeDetailPage = page(() => import('../features/recipe/pages/RecipeDetailPage'));
const recipeDetailLoader = ({ params, request }: LoaderFunctionArgs) => {
  prefetchRecipeDetail(params.id ?? new URL(request.url).searchParams.get('id'));
  return null;
};
const contentRoutes: RouteObject[] = [
  { path: 'home/recipe', handle: handle('route.recipe'), lazy: page(() => import('../features/recipe/pages/RecipeListPage')) },
  { path: 'home/article', handle: handle('route.article'), lazy: page(() => import('../features/article/pages/ArticleListPage')) },
  { path: 'home/recipeDetail', handle: handle('route.recipeDetail'), loader: recipeDetailLoader, lazy: recipeDetailPage },
  { path: 'home/recipeDetail/:id', handle: handle('route.recipeDetail'), loader: recipeDetailLoader, lazy: recipeDetailPage },
  {
    path: 'home/articleDetail',
    handle: handle('route.articleDetail'),
    loader: ({ request }) => {
      prefetchArticleDetail(new URL(request.url).searchParams.get('id'));
      return null;
    },
    lazy: page(() => import('../features/article/pages/ArticleDetailPage')),
  },
  { path: 'home/week', handle: handle('route.week'), lazy: page(() => import('../features/home/pages/WeekPage')) },
];

/** Personal-centre pages that have shipped; the others still say "coming soon". */
const myCenterPageModules: Partial<Record<string, Lazy>> = {
  myInfo: page(() => import('../features/my-center/pages/MyInfoPage')),
  editPhone: page(() => import('../features/my-center/pages/EditPhonePage')),
  editPwd: page(() => import('../features/my-center/pages/EditPwdPage')),
  myMessage: page(() => import('../features/my-center/pages/MyMessagePage')),
  myCollection: page(() => import('../features/my-center/pages/MyCollectionPage')),
  anthologyRecipe: page(() => import('../features/my-center/pages/AnthologyRecipePage')),
  myWeek: page(() => import('../features/my-center/pages/MyWeekPage')),
  cookingRecord: page(() => import('../features/my-center/pages/CookingRecordPage')),
  infoDetail: page(() => import('../features/my-center/pages/InfoDetailPage')),
  aboutUs: page(() => import('../features/my-center/pages/AboutUsPage')),
};

const myCenterChildren: RouteObject[] = MY_CENTER_PAGES.map(({ path, titleKey }) => ({
  path,
  handle: handle(titleKey),
  lazy: myCenterPageModules[path] ?? comingSoon,
}));

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootShell,
    HydrateFallback: RouteFallback,
    children: [
      { path: '/login', handle: handle('route.login'), lazy: page(() => import('../features/auth/pages/LoginPage')) },
      {
        Component: AppLayout,
        children: [
          { index: true, loader: () => redirect('/home'), Component: Nothing },
          {
            path: 'home',
            handle: handle('route.home'),
            loader: () => {
              prefetchHome();
              return null;
            },
            lazy: page(() => import('../features/home/pages/HomePage')),
          },
          ...contentRoutes,
          ...comingSoonRoutes,
          {
            path: 'myCenter',
            handle: handle('route.myCenter'),
            lazy: page(() => import('../features/my-center/pages/MyCenterLayout')),
            children: [
              {
                index: true,
                Component: Nothing,
                // Spec: /myCenter opens the messages when the page-state cookie says 2, else the profile.
                loader: () =>
                  redirect(getMineCenterPageState() === MINE_CENTER_PAGE_STATE.messages ? '/myCenter/myMessage' : '/myCenter/myInfo'),
              },
              ...myCenterChildren,
            ],
          },
          { path: '*', handle: handle('route.notFound'), lazy: page(() => import('./pages/NotFoundPage')) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
