import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** Cards with a picture: a recipe written in another journey may have none (and comes first, newest). */
const cards = (page: Page) => page.getByTestId('recipe-card').filter({ has: page.locator('img') });

/**
 * Records, in the page, every loading state of the page shown from now on: the detail's skeleton, a
 * Mantine Loader such as the route's fallback (not the comments', which load below the first view
 * once the page is there). Checked at every animation frame, so one shown for a single frame is
 * caught. The route's bar is not among them: it also covers React's render of the next page, which
 * on a busy machine may outlast its 150ms of grace (app.css) with nothing left to download.
 */
async function watchForLoaders(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { loadersSeen: string[] }).loadersSeen = seen;
    const check = () => {
      for (const found of document.querySelectorAll('.chef-recipe--loading, .mantine-Loader-root')) {
        if (!found.closest('.chef-reviews-slot')) seen.push(found.className);
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  return () => page.evaluate(() => (window as unknown as { loadersSeen: string[] }).loadersSeen);
}

test.describe('instant next page', () => {
  test('a list card fetches its recipe ahead, so the click shows the recipe at once; its picture comes in two sizes', async ({ page }) => {
    // Every request under way (what is fetched ahead must have arrived before the click), the recipes
    // asked for, and whether the detail page's code has been downloaded.
    const inFlight = new Set<Request>();
    const detailIds = new Set<string>();
    let detailCode = false;
    page.on('request', (request) => {
      inFlight.add(request);
      const url = new URL(request.url());
      if (url.pathname === '/api/cook/qryRecipeDetail') detailIds.add(url.searchParams.get('id') ?? '');
    });
    page.on('requestfailed', (request) => inFlight.delete(request));
    page.on('requestfinished', (request) => {
      inFlight.delete(request);
      if (/\/assets\/RecipeDetailRoute-[\w-]+\.js$/.test(new URL(request.url()).pathname)) detailCode = true;
    });

    // Top rated: seeded recipes, every one with its picture, lead (journeys' own recipes are unrated).
    await page.goto('/home/recipe?sort=rating');
    const first = cards(page).first();
    await expect(first).toBeVisible();
    // Both copies offered, with the width of the card in each layout; the thumbnail is the src.
    const picture = first.locator('img');
    await expect(picture).toHaveAttribute('srcset', /^\S+\.sm\.webp 320w, \S+\.webp 1080w$/);
    await expect(picture).toHaveAttribute('sizes', /\(max-width: 30em\)/);
    await expect(picture).toHaveAttribute('src', /\.sm\.webp$/);
    // The first card is the list's LCP candidate; the others wait their turn.
    await expect(picture).toHaveAttribute('fetchpriority', 'high');
    await expect(cards(page).nth(1).locator('img')).not.toHaveAttribute('fetchpriority', 'high');

    const card = cards(page).nth(1);
    const id = /recipeDetail\/(\d+)$/.exec((await card.getAttribute('href')) ?? '')?.[1] ?? '';
    expect(id).not.toBe('');
    const name = (await card.getByRole('heading').textContent()) ?? '';
    // Hovered, the card fetches the recipe and the page's code (or, once the page has settled, merely
    // in view: then the request may have been made already).
    const prefetched = detailIds.has(id)
      ? Promise.resolve()
      : page
          .waitForRequest((request) => request.url().includes(`/api/cook/qryRecipeDetail?id=${id}`), { timeout: 15_000 })
          .then((request) => {
            // Fetched ahead is not a view (the server counts none for it).
            expect(request.headers()['purpose']).toBe('prefetch');
          });
    await card.hover();
    await prefetched;
    await expect.poll(() => detailCode, { message: 'the detail page code is downloaded before the click' }).toBe(true);
    // Everything fetched ahead has arrived: the click has nothing left to wait for.
    await expect.poll(() => inFlight.size).toBe(0);

    const loadersSeen = await watchForLoaders(page);
    const fetchedOnOpen: string[] = [];
    const counted: string[] = [];
    page.on('request', (request) => {
      if (/RecipeDetailRoute-/.test(request.url())) fetchedOnOpen.push(request.url());
      // Opened, the recipe is asked for once more in the background: that one counts the view.
      if (request.url().includes('/api/cook/qryRecipeDetail')) counted.push(request.headers()['purpose'] ?? 'a view');
    });
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/home/recipeDetail/${id}$`));
    await expect(page.getByTestId('recipe-name')).toHaveText(name);
    // Nothing of the page was waited for: its code was not asked for again, no loader showed.
    expect(fetchedOnOpen).toEqual([]);
    expect(await loadersSeen()).toEqual([]);
    await expect.poll(() => counted).toEqual(['a view']);
    // The cover, too, offers both copies, sized as the page lays it out (and as the server preloads it).
    const cover = page.getByTestId('recipe-detail').locator('img').first();
    await expect(cover).toHaveAttribute('srcset', /\.sm\.webp 320w, \S+\.webp 1080w$/);
    await expect(cover).toHaveAttribute('sizes', '(max-width: 48em) 100vw, 460px');
  });
});
