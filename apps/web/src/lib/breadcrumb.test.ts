import { describe, expect, it } from 'vitest';
import {
  HOME_CRUMB,
  isTopLevelPath,
  labelCrumb,
  nextTrail,
  parseTrail,
  previousCrumbIs,
  shouldShowTrail,
  takeInLoads,
  visitPage,
  type Crumb,
  type Visit,
} from './breadcrumb';

const visit = (path: string, titleKey: string, extra: Partial<Visit> = {}): Visit => {
  const pathname = path.split('?')[0] ?? path;
  return { path, titleKey, topLevel: isTopLevelPath(pathname), search: false, ...extra };
};

const recipes: Crumb = { path: '/home/recipe', titleKey: 'route.recipe' };
const detail: Crumb = { path: '/home/recipeDetail/7', titleKey: 'route.recipeDetail' };

describe('isTopLevelPath', () => {
  it('treats home, basket, create recipe and every personal-centre page as top level', () => {
    for (const path of ['/home', '/home/', '/shopBasket', '/createRecipe', '/myCenter', '/myCenter/myInfo']) {
      expect(isTopLevelPath(path)).toBe(true);
    }
  });

  it('treats pages below home and basket as deep', () => {
    for (const path of ['/home/recipe', '/home/recipeDetail/3', '/shopBasket/basketDetail', '/unknown']) {
      expect(isTopLevelPath(path)).toBe(false);
    }
  });
});

describe('nextTrail', () => {
  it('resets the trail on a top-level page', () => {
    const result = nextTrail([HOME_CRUMB, recipes, detail], visit('/shopBasket', 'route.shopBasket'));
    expect(result.trail).toEqual([{ path: '/shopBasket', titleKey: 'route.shopBasket' }]);
    expect(result.refresh).toBe(false);
  });

  it('pushes deeper pages', () => {
    const first = nextTrail([HOME_CRUMB], visit(recipes.path, recipes.titleKey));
    const second = nextTrail(first.trail, visit(detail.path, detail.titleKey));
    expect(second.trail).toEqual([HOME_CRUMB, recipes, detail]);
    expect(second.refresh).toBe(false);
  });

  it('trims back to a page already on the trail and asks it to refresh', () => {
    const result = nextTrail([HOME_CRUMB, recipes, detail], visit(recipes.path, recipes.titleKey));
    expect(result.trail).toEqual([HOME_CRUMB, recipes]);
    expect(result.refresh).toBe(true);
  });

  it('trims back to home when home is on the trail, with a refresh', () => {
    const result = nextTrail([HOME_CRUMB, recipes, detail], visit('/home', 'route.home'));
    expect(result.trail).toEqual([HOME_CRUMB]);
    expect(result.refresh).toBe(true);
  });

  it('leaves the trail alone when the current page is visited again (reload)', () => {
    const trail = [HOME_CRUMB, recipes];
    const result = nextTrail(trail, visit(recipes.path, recipes.titleKey));
    expect(result.trail).toEqual(trail);
    expect(result.refresh).toBe(false);
  });

  it('starts a fresh trail of Home and all results on a search', () => {
    const path = '/home/recipe?keyword=soup&type=1';
    const result = nextTrail([HOME_CRUMB, recipes, detail], visit(path, 'route.recipe', { search: true }));
    expect(result.trail).toEqual([HOME_CRUMB, { path, titleKey: 'route.allResults' }]);
  });

  it('keeps the all results crumb when going back to the search results', () => {
    const path = '/home/article?keyword=tea&type=2';
    const searched = nextTrail([], visit(path, 'route.article', { search: true })).trail;
    const deeper = nextTrail(searched, visit('/home/articleDetail?id=2', 'route.articleDetail')).trail;
    const back = nextTrail(deeper, visit(path, 'route.article'));
    expect(back.trail).toEqual([HOME_CRUMB, { path, titleKey: 'route.allResults' }]);
    expect(back.refresh).toBe(true);
  });

  it('gives a deep page reached directly a way home', () => {
    expect(nextTrail([], visit(detail.path, detail.titleKey)).trail).toEqual([HOME_CRUMB, detail]);
  });

  it('replaces the last crumb, keeping its label, when the same page changes state (list filters)', () => {
    const searched = nextTrail([], visit('/home/recipe?keyword=a&type=1', 'route.recipe', { search: true })).trail;
    const result = nextTrail(searched, visit('/home/recipe?keyword=a&type=1&lang=all', 'route.recipe', { replace: true }));
    expect(result.trail).toEqual([HOME_CRUMB, { path: '/home/recipe?keyword=a&type=1&lang=all', titleKey: 'route.allResults' }]);
    expect(result.refresh).toBe(false);
  });

  it('trims back to a filtered list reached with the back button, even though its entry carries the replace flag', () => {
    const list = { path: '/home/recipe?difficulty=1', titleKey: 'route.recipe' };
    const result = nextTrail([HOME_CRUMB, list, detail], visit(list.path, list.titleKey, { replace: true }));
    expect(result.trail).toEqual([HOME_CRUMB, list]);
    expect(result.refresh).toBe(true);
  });

  // Issue 28: saving a list's edit page goes back to the list, whatever way the editor was reached.
  it('puts a page reached in place of the last one where that one was, or trims back to it when it is on the trail', () => {
    const cart = { path: '/shopBasket', titleKey: 'route.shopBasket' };
    const list = { path: '/shopBasket/basketDetail?id=4', titleKey: 'route.basketDetail' };
    const edit = { path: '/shopBasket/editBasket?id=4', titleKey: 'route.editBasket' };
    expect(nextTrail([cart, edit], visit(list.path, list.titleKey, { replace: true }))).toEqual({ trail: [cart, list], refresh: false });
    expect(nextTrail([cart, list, edit], visit(list.path, list.titleKey, { replace: true }))).toEqual({
      trail: [cart, list],
      refresh: true,
    });
    expect(previousCrumbIs([cart, list, edit], list.path)).toBe(true);
    expect(previousCrumbIs([cart, edit], list.path)).toBe(false);
    expect(previousCrumbIs([edit], list.path)).toBe(false);
  });

  it('tells two different searches apart', () => {
    const first = nextTrail([], visit('/home/recipe?keyword=a&type=1', 'route.recipe', { search: true })).trail;
    const result = nextTrail(first, visit('/home/recipe', recipes.titleKey));
    expect(result.trail).toHaveLength(3);
  });
});

describe('pages opened directly (a full page load)', () => {
  const piled = [HOME_CRUMB, recipes, detail, { path: '/home/articleDetail?id=2', titleKey: 'route.articleDetail' }];

  it('start a trail from home rather than piling onto the stored one', () => {
    const result = nextTrail(piled, visit('/home/week', 'route.week', { direct: true }));
    expect(result.trail).toEqual([HOME_CRUMB, { path: '/home/week', titleKey: 'route.week' }]);
    expect(result.refresh).toBe(false);
  });

  it('start afresh even when the page is somewhere on the stored trail', () => {
    expect(nextTrail(piled, visit(recipes.path, recipes.titleKey, { direct: true })).trail).toEqual([HOME_CRUMB, recipes]);
  });

  it('starts a shopping list’s page opened directly from the Cart, not from home (issue 28)', () => {
    const cart = { path: '/shopBasket', titleKey: 'route.shopBasket' };
    for (const [path, titleKey] of [
      ['/shopBasket/basketDetail?id=4', 'route.basketDetail'],
      ['/shopBasket/editBasket?id=4', 'route.editBasket'],
    ] as const) {
      expect(nextTrail(piled, visit(path, titleKey, { direct: true })).trail).toEqual([cart, { path, titleKey }]);
      expect(nextTrail([], visit(path, titleKey)).trail).toEqual([cart, { path, titleKey }]);
    }
  });

  it('a top-level page opened directly is a trail of one', () => {
    expect(nextTrail(piled, visit('/myCenter/myInfo', 'route.myInfo', { direct: true })).trail).toEqual([
      { path: '/myCenter/myInfo', titleKey: 'route.myInfo' },
    ]);
  });

  it('a reload of the last page keeps the trail, names included', () => {
    const named = [HOME_CRUMB, recipes, { ...detail, label: 'Tomato soup' }];
    expect(nextTrail(named, visit(detail.path, detail.titleKey, { direct: true })).trail).toEqual(named);
  });
});

describe('Page Not Found', () => {
  const missing: Crumb = { path: '/home/nowhere', titleKey: 'route.notFound' };

  it('is shown as the last crumb', () => {
    expect(nextTrail([HOME_CRUMB, recipes], visit(missing.path, missing.titleKey)).trail).toEqual([HOME_CRUMB, recipes, missing]);
  });

  it('is never kept beneath the next page', () => {
    const result = nextTrail([HOME_CRUMB, recipes, missing], visit(detail.path, detail.titleKey));
    expect(result.trail).toEqual([HOME_CRUMB, recipes, detail]);
  });
});

describe('crumbs named after their item', () => {
  it('names the crumb of that path, and answers the same trail when nothing changes', () => {
    const trail = [HOME_CRUMB, recipes, detail];
    const named = labelCrumb(trail, detail.path, 'Tomato soup');
    expect(named).toEqual([HOME_CRUMB, recipes, { ...detail, label: 'Tomato soup' }]);
    expect(labelCrumb(named, detail.path, 'Tomato soup')).toBe(named);
    expect(labelCrumb(trail, '/home/elsewhere', 'Tomato soup')).toBe(trail);
  });

  it('keeps the names of earlier crumbs when the trail grows and is trimmed back', () => {
    const named = labelCrumb([HOME_CRUMB, recipes, detail], detail.path, 'Tomato soup');
    const deeper = nextTrail(named, visit('/home/articleDetail?id=2', 'route.articleDetail')).trail;
    expect(deeper[2]?.label).toBe('Tomato soup');
    expect(nextTrail(deeper, visit(detail.path, detail.titleKey)).trail[2]?.label).toBe('Tomato soup');
  });

  it('reads back stored names and drops a malformed one', () => {
    const named = { ...detail, label: 'Tomato soup' };
    expect(parseTrail(JSON.stringify([HOME_CRUMB, named, { ...recipes, label: 3 }]))).toEqual([HOME_CRUMB, named]);
  });
});

describe('parseTrail and shouldShowTrail', () => {
  it('reads back a stored trail and drops malformed entries', () => {
    expect(parseTrail(JSON.stringify([HOME_CRUMB, { path: 3 }, null]))).toEqual([HOME_CRUMB]);
    expect(parseTrail('not json')).toEqual([]);
    expect(parseTrail(null)).toEqual([]);
  });

  it('shows the trail only when there is more than one entry', () => {
    expect(shouldShowTrail([HOME_CRUMB])).toBe(false);
    expect(shouldShowTrail([HOME_CRUMB, recipes])).toBe(true);
  });
});

describe('full page loads (lib/page-loads), taken in when the trail next runs', () => {
  const titleKeys: Record<string, string> = {
    '/home': 'route.home',
    '/home/article': 'route.article',
    '/home/articleDetail': 'route.articleDetail',
    '/home/week': 'route.week',
    '/home/recipe': 'route.recipe',
    '/home/recipeDetail/7': 'route.recipeDetail',
  };
  const titleKeyOf = (pathname: string) => titleKeys[pathname];
  const article: Crumb = { path: '/home/articleDetail?id=3', titleKey: 'route.articleDetail' };
  const week: Crumb = { path: '/home/week', titleKey: 'route.week' };

  it('stacks pages tapped through before the app took them over, as if it had run on each', () => {
    // The language switch loads /home from an article; the week and a recipe are tapped before the app arrives.
    const loads = [
      { path: '/home', from: article.path },
      { path: '/home/week', from: '/home' },
      { path: detail.path, from: '/home/week' },
    ];
    const taken = takeInLoads([HOME_CRUMB, { path: '/home/article', titleKey: 'route.article' }, article], loads, titleKeyOf);
    expect(taken?.path).toBe(detail.path);
    expect(taken?.update.trail).toEqual([HOME_CRUMB, week, detail]);
  });

  it('starts afresh from a page opened directly, and pushes a referrer nothing took in', () => {
    expect(takeInLoads([HOME_CRUMB, recipes], [{ path: detail.path, from: null }], titleKeyOf)?.update.trail).toEqual([HOME_CRUMB, detail]);
    expect(
      visitPage([HOME_CRUMB], { path: detail.path, titleKey: 'route.recipeDetail', load: { from: '/home/recipe' } }, titleKeyOf).trail,
    ).toEqual([HOME_CRUMB, recipes, detail]);
  });

  it('skips pages the app has no route for, and answers null when nothing was noted', () => {
    expect(takeInLoads([HOME_CRUMB], [{ path: '/nowhere', from: '/home' }], titleKeyOf)).toBeNull();
    expect(takeInLoads([HOME_CRUMB], [], titleKeyOf)).toBeNull();
  });
});
