import type { Page } from '@playwright/test';
import { WEIGHT_UNIT, displayVolume, gramsToOunces, celsiusToFahrenheit, measureFraction, servingsOf } from '@chef/shared';
import { articleList, findRecipe, recipeList } from './support/content';
import { expect, test, toast } from './support/fixtures';
import { loggedInUser } from './support/personal';
import { clickStar } from './support/rating';
import { apiAs, localDay, weekdayOf } from './support/recipes';

const cards = (page: Page) => page.getByTestId('recipe-card');

test.describe('recipes', () => {
  test('home shows its sections, leads to a list and to a recipe detail', async ({ page }) => {
    await page.goto('/home');
    for (const heading of ["This Week's Meal Plan", 'Trending Recipes', 'Recently Viewed', 'Most Popular', 'Featured Articles']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    const week = page.getByTestId('home-section-week');
    await expect(week).toContainText(/Your plan for this week|The chef's weekly selection/);
    await expect(week.getByTestId('recipe-card').first()).toBeVisible();
    await expect(page.getByTestId('home-section-articles').getByTestId('article-card').first()).toBeVisible();
    // Thumbnails come in the small size, with their box reserved.
    const thumbnail = week.getByTestId('recipe-card').first().locator('img');
    await expect(thumbnail).toHaveAttribute('src', /\.sm\.webp$/);
    await expect(thumbnail).toHaveAttribute('width', '320');

    await page
      .getByTestId('home-section-popular')
      .getByRole('link', { name: /See all/ })
      .click();
    await expect(page).toHaveURL(/\/home\/recipe\?sort=rating$/);
    await expect(page.getByRole('radio', { name: 'Top rated' })).toBeChecked();
    await expect(cards(page).first()).toBeVisible();

    const first = cards(page).first();
    const name = (await first.getByRole('heading').textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/home\/recipeDetail\/\d+$/);
    await expect(page.getByTestId('recipe-name')).toHaveText(name);
    await expect(page).toHaveTitle(`${name} - Chef Robot`);
    await expect(page.getByTestId('breadcrumb')).toHaveText(`First Page›Recipes›${name}`);
    for (const section of ['Ingredients', 'Steps']) await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    await expect(page.getByTestId('step').first()).toBeVisible();
    await expect(page.getByTestId('print')).toBeVisible();
    await expect(page.getByTestId('recipe-detail').locator('img').first()).toHaveAttribute('fetchpriority', 'high');

    // The other spelling of the route shows the same recipe.
    const id = /recipeDetail\/(\d+)/.exec(page.url())?.[1] ?? '';
    await page.goto(`/home/recipeDetail?id=${id}`);
    await expect(page.getByTestId('recipe-name')).toHaveText(name);
  });

  test('filters live in the URL, load more adds a page, and back returns to the filtered list', async ({ page, request }) => {
    const all = await recipeList(request);
    await page.goto('/home/recipe');
    await expect(cards(page)).toHaveCount(Math.min(12, all.total));
    expect(all.total).toBeGreaterThan(12);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards(page)).toHaveCount(Math.min(24, all.total));

    const filters = page.getByTestId('recipe-filters');
    await filters.getByLabel('Difficulty').selectOption({ label: 'Easy' });
    await expect(page).toHaveURL(/[?&]difficulty=1(&|$)/);
    await expect(cards(page).first()).toBeVisible();
    const easy = await recipeList(request, { difficulty: 1 });
    await expect(cards(page)).toHaveCount(Math.min(12, easy.total));
    for (const text of await page.locator('[data-testid=recipe-card] .chef-card__difficulty').allTextContents()) expect(text).toBe('Easy');

    await filters.getByLabel('Cooking time').selectOption({ label: 'Up to 30 min' });
    await filters
      .locator('label')
      .filter({ hasText: /^Popular$/ })
      .click();
    await expect(page).toHaveURL(/\/home\/recipe\?difficulty=1&maxTime=30&sort=hot$/);

    // A shared link opens the same filtered list.
    await page.reload();
    await expect(filters.getByLabel('Difficulty')).toHaveValue('1');
    await expect(filters.getByLabel('Cooking time')).toHaveValue('30');
    const expected = await recipeList(request, { difficulty: 1, maxTime: 30, sort: 'hot' });
    await expect(cards(page)).toHaveCount(Math.min(12, expected.total));

    await cards(page).first().click();
    await expect(page).toHaveURL(/\/home\/recipeDetail\/\d+$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/home\/recipe\?difficulty=1&maxTime=30&sort=hot$/);
    await expect(filters.getByLabel('Difficulty')).toHaveValue('1');
    await expect(page.getByTestId('breadcrumb')).toHaveText(/First Page\s*›\s*Recipes$/);

    // Nothing matches: the list footer says so.
    await page.goto('/home/recipe?maxTime=1');
    await expect(page.getByTestId('list-no-data')).toHaveText('No data');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/home\/recipe$/);
    await expect(cards(page).first()).toBeVisible();
  });

  test('with Fahrenheit chosen, temperatures written in tips, steps and articles read in °F too', async ({ page, request }) => {
    const anglaise = (await recipeList(request, { keyword: 'Crème Anglaise', size: 5 })).records.find(
      (r) => r.name === 'Vanilla Crème Anglaise',
    );
    const brioche = (await recipeList(request, { keyword: 'Brioche', size: 5 })).records.find((r) => r.name === 'Classic French Brioche');
    const guide = (await articleList(request, { keyword: 'Steaming with the Two-Level Steamer', size: 5 })).records[0];
    if (!anglaise || !brioche || !guide) throw new Error('demo content missing');

    await page.goto(`/home/recipeDetail/${anglaise.id}`);
    await expect(page.getByTestId('recipe-tips')).toContainText('ready at 82-84 °C, when');
    await page.getByTestId('settings-menu').click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: 'Fahrenheit (℉)' }).click()]);
    await expect(page.getByTestId('recipe-tips')).toContainText('ready at 82-84 °C (180-183 °F), when');

    await page.goto(`/home/recipeDetail/${brioche.id}`);
    await expect(page.getByTestId('step').filter({ hasText: 'egg glaze' })).toContainText('bake at 180 °C (356 °F) for 30-35 minutes');
    await page.goto(`/home/articleDetail?id=${guide.id}`);
    await expect(page.getByTestId('article-body')).toContainText('120 °C (248 °F)');
  });

  test('the portions control rescales amounts, and the unit menu switches to ℉ and oz', async ({ page, request }) => {
    const recipe = await findRecipe(
      request,
      (r) =>
        r.lang === 'en-US' &&
        r.portions >= 2 &&
        r.ingredients.some((i) => i.unit === 'g' && i.value !== null && i.value >= 100) &&
        r.ingredients.some((i) => i.unit === 'ml' && i.value !== null) &&
        r.nutrition.some((n) => n.name === 'protein' && n.amount > 0) &&
        r.steps.some((s) => s.temperature !== null),
    );
    const grams = recipe.ingredients.find((i) => i.unit === 'g' && i.value !== null && i.value >= 100);
    const liquid = recipe.ingredients.find((i) => i.unit === 'ml' && i.value !== null && i.name !== grams?.name);
    const heated = recipe.steps.find((s) => s.temperature !== null);
    const protein = recipe.nutrition.find((n) => n.name === 'protein');
    if (!grams?.value || !liquid?.value || heated?.temperature == null || !protein) throw new Error('unreachable');
    const servings = (portions: number) => ['1-3 people', '3-6 people', 'Many people'][servingsOf(portions) - 1] ?? '';
    const row = (page: Page) => page.getByTestId('ingredient').filter({ hasText: grams.name }).first();
    const liquidAmount = page.getByTestId('ingredient').filter({ hasText: liquid.name }).first().getByTestId('ingredient-amount');

    await page.goto(`/home/recipeDetail/${recipe.id}`);
    await expect(row(page).getByTestId('ingredient-amount')).toHaveText(`${grams.value} g`);
    await expect(page.getByTestId('step-temperature').first()).toHaveText(`${heated.temperature}℃`);
    await expect(page.getByTestId('portions-value')).toHaveText(String(recipe.portions));
    // The spec's servings band beside the numbers: in the meta, and beside the portions control as it moves.
    await expect(page.getByTestId('meta-servings')).toHaveText(servings(recipe.portions));
    await expect(page.getByTestId('portions-servings')).toHaveText(servings(recipe.portions));
    await expect(page.getByTestId('nutrition-protein')).toContainText(`${protein.amount} g`);

    await page.getByRole('button', { name: 'More portions' }).click();
    await expect(page.getByTestId('portions-value')).toHaveText(String(recipe.portions + 1));
    await expect(page.getByTestId('portions-servings')).toHaveText(servings(recipe.portions + 1));
    const scaled = Math.round((grams.value * (recipe.portions + 1)) / recipe.portions);
    await expect(row(page).getByTestId('ingredient-amount')).toHaveText(`${new Intl.NumberFormat('en-US').format(scaled)} g`);
    await page.getByRole('button', { name: 'Fewer portions' }).click();
    await expect(row(page).getByTestId('ingredient-amount')).toHaveText(`${grams.value} g`);

    await page.getByTestId('settings-menu').click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: 'Fahrenheit (℉)' }).click()]);
    await expect(page.getByTestId('step-temperature').first()).toHaveText(`${celsiusToFahrenheit(heated.temperature)}℉`);

    await page.getByTestId('settings-menu').click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: 'Ounces (oz)' }).click()]);
    const ounces = gramsToOunces(grams.value)
      .toFixed(2)
      .replace(/\.?0+$/, '');
    await expect(row(page).getByTestId('ingredient-amount')).toHaveText(`${ounces} oz`);
    // Issue 28: the same switch shows millilitres as spoons, fluid ounces or cups (stored ml unchanged).
    // In fractions as a US cookbook writes them ("½ cup", "1 ⅓ cups"; the exact words: amount-text.test.ts).
    const volume = displayVolume(liquid.value, WEIGHT_UNIT.ounces);
    const volumeUnit = volume.unit === 'cup' && volume.value > 1 ? 'cups' : volume.unit;
    const volumeNumber = (measureFraction(volume.value) ?? String(volume.value)).replace('\u00a0', ' ');
    await expect(liquidAmount).toHaveText(`${volumeNumber} ${volumeUnit}`);
    // Nutrition in grams follows the setting too, with two decimals; kJ and mg stay.
    const proteinOunces = Math.max(0.01, gramsToOunces(protein.amount))
      .toFixed(2)
      .replace(/\.?0+$/, '');
    await expect(page.getByTestId('nutrition-protein')).toContainText(`${proteinOunces} oz`);
    await expect(page.getByTestId('nutrition-energy')).toContainText('kJ');
    await expect(page.getByTestId('step-temperature').first()).toHaveText(`${celsiusToFahrenheit(heated.temperature)}℉`);
  });

  test('the servings band reads in Chinese in the Chinese interface', async ({ page, request }) => {
    const recipe = await findRecipe(request, (r) => r.portions >= 1);
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('e2e-language-set')) {
        localStorage.setItem('language', 'zh-CN');
        sessionStorage.setItem('e2e-language-set', '1');
      }
    });
    await page.goto(`/home/recipeDetail/${recipe.id}`);
    await expect(page.getByTestId('meta-servings')).toHaveText(['1-3人', '3-6人', '多人'][servingsOf(recipe.portions) - 1] ?? '');
  });

  test('shows every part of a recipe: meta, nutrition, accessories, steps with speed, rotation and m:ss', async ({ page, request }) => {
    const recipe = await findRecipe(
      request,
      (r) =>
        r.lang === 'en-US' &&
        r.nutrition.length === 5 &&
        r.accessories.length > 0 &&
        r.preparations.length > 0 &&
        r.tips !== '' &&
        r.steps.some((s) => s.speed !== null && s.duration !== null && s.duration >= 60),
    );
    await page.goto(`/home/recipeDetail/${recipe.id}`);
    await expect(page.getByTestId('meta-time')).toBeVisible();
    await expect(page.getByTestId('meta-difficulty')).toContainText(/Easy|Medium|Advanced/);
    await expect(page.getByTestId('meta-portions')).toContainText(String(recipe.portions));
    await expect(page.getByTestId('meta-category')).toContainText(recipe.category);
    await expect(page.getByTestId('nutrition-energy')).toContainText('kJ');
    await expect(page.getByTestId('nutrition-sodium')).toContainText('mg');
    await expect(page.getByTestId('recipe-accessories')).toContainText(/Measuring cup|Steamer|Butterfly stirrer|Spatula|Basket/);
    await expect(page.getByTestId('recipe-tips')).toBeVisible();
    await expect(page.getByTestId('recipe-preparations').getByRole('listitem')).toHaveCount(recipe.preparations.length);
    await expect(page.getByTestId('step')).toHaveCount(recipe.steps.length);

    const index = recipe.steps.findIndex((s) => s.speed !== null && s.duration !== null && s.duration >= 60);
    const step = recipe.steps[index];
    if (!step?.duration) throw new Error('unreachable');
    const shown = page.getByTestId('step').nth(index);
    const minutes = Math.floor(step.duration / 60);
    const seconds = String(step.duration % 60).padStart(2, '0');
    await expect(shown.getByTestId('step-duration')).toHaveText(`${minutes}:${seconds}`);
    await expect(shown.getByTestId('step-speed')).toHaveText(step.speed === 1 ? 'Stir' : String(((step.speed ?? 0) - 1) / 2));
    // Rotation only when the data has it (a kneading step alternates: no default "Forward" is invented).
    if (step.rotation) await expect(shown.getByTestId('step-rotation')).toContainText(/Reverse|Forward|Cycle|Pause|Ramp up|Ramp down/);
    else await expect(shown.getByTestId('step-rotation')).toHaveCount(0);
  });

  test('a visitor is asked to log in by the rating, the comments and every action; print is offered', async ({ page, request }) => {
    // A recipe for the robot: a stove recipe offers no "Cook on the robot" (issue 23).
    const { records } = await recipeList(request, { size: 1, cookOn: 'robot' });
    const recipe = records[0];
    if (!recipe) throw new Error('no recipe');
    await page.goto(`/home/recipeDetail/${recipe.id}`);
    await expect(page.getByTestId('recipe-name')).toHaveText(recipe.name);

    // Each says what logging in lets the visitor do there (issue 28), not a bare "Please log in first".
    for (const [action, invite] of [
      ['Add to cart', 'Log in to add this recipe to a shopping list.'],
      ['Add to collection', 'Log in to collect this recipe.'],
      ['Add to my week', 'Log in to add this recipe to your week.'],
      ['Cook on the robot', 'Log in to cook this recipe on your Chef Robot.'],
      ['I cooked this', 'Log in to keep a record of what you cooked.'],
      ['Copy to adapt', 'Log in to adapt this recipe as your own.'],
    ] as const) {
      await page.getByRole('button', { name: action }).click();
      await expect(page.getByTestId('login-required')).toContainText(invite);
    }
    // The page names its author (issue 28).
    await expect(page.getByTestId('recipe-author')).toHaveText(`By ${recipe.authorName}`);

    // Sharing a public page needs no account (issue 28): the link, copied.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: 'Share this recipe' });
    await expect(share.getByTestId('share-link')).toHaveValue(new RegExp(`/home/recipeDetail/${recipe.id}$`));
    await share.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/home/recipeDetail/${recipe.id}$`));
    await page.keyboard.press('Escape');
    await expect(share).toBeHidden();

    await clickStar(page.getByTestId('rating-panel'), 4);
    await expect(page.getByTestId('login-required')).toContainText('Log in to give your rating.');
    await expect(page.getByTestId('comment-form')).toHaveCount(0);
    await expect(page.getByTestId('comment-login-prompt')).toContainText('Log in to join the conversation.');
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await page.getByTestId('login-required').getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const cookies = await page.context().cookies();
    expect(decodeURIComponent(cookies.find((c) => c.name === 'skipRoute')?.value ?? '')).toBe(`/home/recipeDetail/${recipe.id}`);
  });

  test("on a phone, a visitor hands a recipe to the browser's share sheet, no login asked", async ({ page, request }) => {
    // The phone's share sheet, as the page sees it: navigator.share, recording what it is handed.
    await page.addInitScript(() => {
      const handed: ShareData[] = [];
      Object.assign(window, { handedToShareSheet: handed });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          handed.push(data);
          return Promise.resolve();
        },
      });
    });
    await page.setViewportSize({ width: 390, height: 844 });
    const [recipe] = (await recipeList(request, { size: 1 })).records;
    if (!recipe) throw new Error('no recipe');
    await page.goto(`/home/recipeDetail/${recipe.id}`);
    await page.getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: 'Share this recipe' });
    await share.getByRole('button', { name: 'More ways to share…' }).click();
    const handed = () => page.evaluate(() => (window as unknown as { handedToShareSheet: ShareData[] }).handedToShareSheet);
    await expect
      .poll(handed)
      .toEqual([{ title: recipe.name, url: expect.stringMatching(new RegExp(`/home/recipeDetail/${recipe.id}$`)) as unknown }]);
    await expect(page.getByTestId('login-required')).toHaveCount(0);
  });

  test('a user collects, plans and marks a recipe cooked from its detail; home then shows their plan', async ({ page, request }) => {
    const user = await loggedInUser(page, request, 'detail-actions');
    const { records } = await recipeList(request, { size: 1, sort: 'new' });
    const recipe = records[0];
    if (!recipe) throw new Error('no recipe');
    await page.goto(`/home/recipeDetail/${recipe.id}`);
    await expect(page.getByTestId('recipe-name')).toHaveText(recipe.name);

    const collect = page.getByTestId('action-addToAnthology');
    await expect(collect).toHaveAttribute('aria-pressed', 'false');
    await collect.click();
    const dialog = page.getByRole('dialog', { name: 'Add to an anthology' });
    await dialog.getByTestId('anthology-inline-name').fill('Weeknights');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(toast(page, 'Added to Weeknights')).toBeVisible();
    await expect(collect).toHaveAttribute('aria-pressed', 'true');

    const plan = page.getByTestId('action-addToWeek');
    await plan.click();
    await page.getByRole('dialog', { name: 'Add to my week' }).getByRole('button', { name: 'Add to my week' }).click();
    await expect(toast(page, `Planned for Dinner, ${weekdayOf(localDay())}`)).toBeVisible();
    await expect(plan).toHaveAttribute('aria-pressed', 'true');

    await page.getByTestId('action-cooked').click();
    await expect(toast(page, 'Added to your cooking history')).toBeVisible();
    const history = await apiAs<{ records: { recipe: { id: string } }[] }>(
      request,
      user.token,
      '/api/cook/qryCookRecord?current=1&size=10',
    );
    expect(history.records.map((r) => r.recipe.id)).toEqual([recipe.id]);

    // The basket opens its dialog (basket.spec.ts goes on from there; device.spec.ts for the robot).
    await page.getByTestId('action-addToCart').click();
    await expect(page.getByRole('dialog', { name: 'Add to a shopping list' })).toBeVisible();
    await page.keyboard.press('Escape');

    // A reload keeps the state: the server says the recipe is collected and planned.
    await page.reload();
    await expect(collect).toHaveAttribute('aria-pressed', 'true');
    await expect(plan).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/home');
    const week = page.getByTestId('home-section-week');
    await expect(week).toContainText('Your plan for this week');
    await expect(week.getByTestId('recipe-card')).toHaveCount(1);
    await expect(week.getByTestId('recipe-card')).toContainText(recipe.name);
  });

  test("a visitor's recently viewed recipes are kept in the browser and shown on home", async ({ page, request }) => {
    const { records } = await recipeList(request, { size: 3, sort: 'rating' });
    const [a, b] = records;
    if (!a || !b) throw new Error('not enough recipes');
    await page.goto('/home');
    await expect(page.getByTestId('home-section-recent')).toContainText('Recipes you open will show up here.');

    // The app records a view once it has taken the page over (a visitor reading it, not passing through).
    // The page's part of it is hydrated after the layout (lib/hydration's HydrationRegion): wait for the record.
    const recorded = () => page.evaluate(() => JSON.parse(localStorage.getItem('recentlyViewed') ?? '[]') as unknown);
    await page.goto(`/home/recipeDetail/${a.id}`);
    await expect(page.getByTestId('recipe-name')).toHaveText(a.name);
    await expect.poll(recorded).toEqual([a.id]);
    await page.goto(`/home/recipeDetail/${b.id}`);
    await expect(page.getByTestId('recipe-name')).toHaveText(b.name);
    await expect.poll(recorded).toEqual([b.id, a.id]);

    await page.getByRole('link', { name: 'Chef Robot' }).first().click();
    const recent = page.getByTestId('home-section-recent').getByTestId('recipe-card');
    await expect(recent).toHaveCount(2);
    await expect(recent.first()).toContainText(b.name);
    await expect(recent.nth(1)).toContainText(a.name);
  });

  test('the weekly selection page shows its recipes and the week', async ({ page }) => {
    await page.goto('/home');
    await page
      .getByTestId('home-section-week')
      .getByRole('link', { name: /See the week/ })
      .click();
    await expect(page).toHaveURL(/\/home\/week$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly Selection' })).toBeVisible();
    await expect(page.getByTestId('week-date')).toContainText('Week of');
    await expect(page.getByTestId('week-list').getByTestId('recipe-card').first()).toBeVisible();
  });
});
