import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { MINE_CENTER_PAGE_STATE } from '@chef/shared';
import { getMineCenterPageState } from '../lib/cookies';
import { MY_CENTER_PAGES } from '../features/my-center/pages';
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
  ['home/recipe', 'route.recipe'],
  ['home/article', 'route.article'],
  ['home/recipeDetail', 'route.recipeDetail'],
  ['home/recipeDetail/:id', 'route.recipeDetail'],
  ['home/articleDetail', 'route.articleDetail'],
  ['home/week', 'route.week'],
  ['shopBasket', 'route.shopBasket'],
  ['shopBasket/basketDetail', 'route.basketDetail'],
  ['shopBasket/editBasket', 'route.editBasket'],
  ['createRecipe', 'route.createRecipe'],
].map(([path, titleKey]) => ({ path, handle: handle(titleKey as string), lazy: comingSoon }));

const myCenterChildren: RouteObject[] = MY_CENTER_PAGES.map(({ path, titleKey }) => ({
  path,
  handle: handle(titleKey),
  lazy: path === 'myInfo' ? page(() => import('../features/my-center/pages/MyInfoPage')) : comingSoon,
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
          { path: 'home', handle: handle('route.home'), lazy: page(() => import('../features/home/pages/HomePage')) },
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
