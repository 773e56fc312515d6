import { devices, type APIRequestContext, type Page } from '@playwright/test';
import { hasMachineStep, ingredientsNamedIn, timesOfStep, type RecipeDetail } from '@chef/shared';
import { expect, test } from './support/fixtures';
import { findRecipe, recipeDetail, recipeList } from './support/content';
import { loggedInUser } from './support/personal';

/** The first Chinese demo recipe (a stove recipe) that passes the test. */
async function findChineseRecipe(request: APIRequestContext, fits: (recipe: RecipeDetail) => boolean): Promise<RecipeDetail> {
  for (let current = 1; current <= 10; current += 1) {
    const page = await recipeList(request, { current, size: 20, lang: 'zh-CN' });
    for (const item of page.records) {
      const detail = await recipeDetail(request, item.id);
      if (fits(detail)) return detail;
    }
  }
  throw new Error('no Chinese demo recipe fits the test');
}

/** Steps whose text gives a time of at least two minutes (long enough not to end while the journey acts). */
const timedSteps = (recipe: RecipeDetail) =>
  recipe.steps.flatMap((step, index) => {
    const time = timesOfStep(step)[0];
    return time && time.seconds >= 120 ? [{ index, seconds: time.seconds }] : [];
  });

/** The Chinese interface, chosen once (as the language menu would), before the first page. */
async function inChinese(page: Page) {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-language-set')) {
      localStorage.setItem('language', 'zh-CN');
      sessionStorage.setItem('e2e-language-set', '1');
    }
  });
}

async function goToStep(page: Page, index: number) {
  const step = page.getByTestId('cook-step');
  while (Number(await step.getAttribute('data-step')) < index) await page.getByTestId('cook-next').click();
  await expect(step).toHaveAttribute('data-step', String(index));
}

test.describe('cook mode', () => {
  test('a Chinese stove recipe: two timers at once survive a reload, the first rings and is announced; the recipe offers to go on', async ({
    page,
    request,
  }) => {
    // Two timed steps, one at least two minutes longer than the other (it still runs when the shorter rings).
    const pairOf = (r: RecipeDetail) => {
      const timed = timedSteps(r);
      const shortest = [...timed].sort((a, b) => a.seconds - b.seconds)[0];
      const longer = shortest && timed.find((s) => s.seconds >= shortest.seconds + 120);
      return shortest && longer ? { shorter: shortest, longerStep: longer } : null;
    };
    const recipe = await findChineseRecipe(request, (r) => !hasMachineStep(r.steps) && pairOf(r) !== null);
    const { shorter, longerStep } = pairOf(recipe)!;
    await inChinese(page);
    await page.clock.install({ time: new Date('2026-11-25T18:00:00') });

    await page.goto(`/home/recipeDetail/${recipe.id}`);
    // A stove recipe: cook mode, and no Cook on the robot.
    await expect(page.getByTestId('action-cookOnRobot')).toHaveCount(0);
    await page.getByTestId('action-cookMode').click();
    await expect(page).toHaveURL(new RegExp(`/cook/${recipe.id}$`));
    const mode = page.getByTestId('cook-mode');
    await expect(mode.getByTestId('cook-progress-text')).toHaveText(`第 1 步，共 ${recipe.steps.length} 步`);
    await expect(mode.getByTestId('cook-step-text')).toHaveText(recipe.steps[0]!.description);
    const named = ingredientsNamedIn(`${recipe.steps[0]!.title} ${recipe.steps[0]!.description}`, recipe.ingredients);
    if (named.length > 0) await expect(mode.getByTestId('cook-step-ingredients').getByTestId('ingredient')).toHaveCount(named.length);

    // The two timers, each started on its own step.
    const first = [shorter, longerStep].sort((a, b) => a.index - b.index);
    for (const { index } of first) {
      await goToStep(page, index);
      await mode.getByTestId('cook-start-timer').first().click();
    }
    const timers = mode.getByTestId('cook-timer');
    await expect(timers).toHaveCount(2);
    await expect(timers.getByTestId('cook-timer-name')).toHaveText(first.map(({ index }) => new RegExp(`^第 ${index + 1} 步 · `)));
    await expect(timers.nth(0)).toHaveAttribute('data-state', 'running');
    await expect(timers.nth(1)).toHaveAttribute('data-state', 'running');

    // A reload (and a minute later): the same step, both timers still counting from their end times.
    await page.clock.fastForward(60_000);
    await page.reload();
    await expect(mode.getByTestId('cook-step')).toHaveAttribute('data-step', String(first[1]!.index));
    await expect(timers).toHaveCount(2);
    const shorterRow = timers.filter({ has: page.getByTestId('cook-timer-name').getByText(new RegExp(`^第 ${shorter.index + 1} 步 · `)) });
    const longerRow = timers.filter({
      has: page.getByTestId('cook-timer-name').getByText(new RegExp(`^第 ${longerStep.index + 1} 步 · `)),
    });
    const leftOf = async (row: typeof timers) => {
      const [minutes, seconds] = (await row.getByTestId('cook-timer-left').textContent())!.split(':').map(Number);
      return minutes! * 60 + seconds!;
    };
    expect(await leftOf(shorterRow)).toBeLessThanOrEqual(shorter.seconds - 60);

    // The shorter one ends: it rings, says so, and screen readers hear it; the other runs on.
    await page.clock.fastForward(shorter.seconds * 1000 - 60_000 + 2000);
    await expect(shorterRow).toHaveAttribute('data-state', 'ringing');
    await expect(shorterRow.getByTestId('cook-timer-left')).toHaveText('时间到');
    await expect(mode.getByTestId('cook-announce')).toHaveText(new RegExp(`^时间到：第 ${shorter.index + 1} 步 · `));
    await expect(longerRow).toHaveAttribute('data-state', 'running');
    expect(await leftOf(longerRow)).toBeGreaterThan(0);
    await shorterRow.getByTestId('cook-timer-stop').click();
    await expect(timers).toHaveCount(1);

    // Back on the recipe page: the offer to go on where the cook left, with the timer still set.
    await mode.getByTestId('cook-close').click();
    const offer = page.getByTestId('cook-resume-offer');
    await expect(offer).toContainText(`你上次做到这道菜的第 ${first[1]!.index + 1} 步`);
    await expect(offer).toContainText('还有 1 个计时器');
    await offer.getByTestId('cook-resume').click();
    await expect(page.getByTestId('cook-step')).toHaveAttribute('data-step', String(first[1]!.index));
    await expect(page.getByTestId('cook-timer')).toHaveCount(1);
  });

  test('by keyboard, at the portions chosen on the recipe page, to the end: the cooking record says cook mode and the rating is offered', async ({
    page,
    request,
  }) => {
    const recipe = await findRecipe(
      request,
      (r) =>
        hasMachineStep(r.steps) &&
        r.steps.length >= 3 &&
        r.steps.length <= 12 &&
        r.ingredients.some((i) => i.value !== null) &&
        r.portions < 10,
    );
    await loggedInUser(page, request, 'cook-mode');
    await page.goto(`/home/recipeDetail/${recipe.id}`);
    // A robot recipe offers both ways to cook.
    await expect(page.getByTestId('action-cookOnRobot')).toBeVisible();
    await page.getByTestId('portions-plus').click();
    await expect(page.getByTestId('portions-value')).toHaveText(String(recipe.portions + 1));
    const amounts = await page.getByTestId('ingredients').getByTestId('ingredient-amount').allTextContents();
    await page.getByTestId('action-cookMode').focus();
    await page.keyboard.press('Enter');
    const mode = page.getByTestId('cook-mode');
    await expect(mode.getByTestId('cook-step')).toHaveAttribute('data-step', '0');

    // Arrow keys move between steps; nothing moves before the first.
    await page.keyboard.press('ArrowLeft');
    await expect(mode.getByTestId('cook-step')).toHaveAttribute('data-step', '0');
    await page.keyboard.press('ArrowRight');
    await expect(mode.getByTestId('cook-step')).toHaveAttribute('data-step', '1');
    await expect(mode.getByTestId('cook-progress-text')).toHaveText(`Step 2 of ${recipe.steps.length}`);
    await expect(mode.getByTestId('cook-step-text')).toHaveText(recipe.steps[1]!.description);
    await page.keyboard.press('ArrowLeft');
    await expect(mode.getByTestId('cook-step')).toHaveAttribute('data-step', '0');

    // The drawer: every ingredient at the page's portions.
    await mode.getByTestId('cook-all-ingredients').click();
    const drawer = page.getByRole('dialog', { name: 'All ingredients' });
    await expect(drawer.getByTestId('portions-value')).toHaveText(String(recipe.portions + 1));
    await expect(drawer.getByTestId('ingredient-amount')).toHaveText(amounts);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    for (let step = 1; step < recipe.steps.length; step += 1) {
      await page.keyboard.press('ArrowRight');
      await expect(mode.getByTestId('cook-step')).toHaveAttribute('data-step', String(step));
    }
    await expect(mode.getByTestId('cook-next')).toHaveText(/Finish/);
    await mode.getByTestId('cook-next').focus();
    await page.keyboard.press('Enter');
    const done = page.getByTestId('cook-done');
    await expect(done.getByTestId('cook-recorded')).toHaveText('Added to your cooking history: cooked in cook mode.');
    await expect(done).toContainText('How did it turn out? Rate this recipe');
    await expect(done.getByTestId('rating-panel')).toBeVisible();
    // Finished and recorded: a reload starts afresh, and the recipe page offers nothing to go on with.
    await page.reload();
    await expect(page.getByTestId('cook-step')).toHaveAttribute('data-step', '0');
    await page.goto('/myCenter/cookingRecord');
    await expect(page.getByTestId('cook-record').first()).toContainText(recipe.name);
    await expect(page.getByTestId('cook-record').first()).toContainText('Cooked in cook mode');
  });
});

test.describe('cook mode on a phone', () => {
  // The phone's screen, touch and user agent (its browser type is the run's: Chromium).
  const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];
  test.use(phone);

  test('a visitor swipes through the steps and taps the buttons; the finish asks to log in for the record', async ({ page, request }) => {
    const recipe = await findChineseRecipe(request, (r) => r.steps.length >= 3 && r.steps.length <= 8);
    await page.goto(`/cook/${recipe.id}`);
    const mode = page.getByTestId('cook-mode');
    const step = mode.getByTestId('cook-step');
    await expect(step).toHaveAttribute('data-step', '0');

    // Taps on the buttons, forward to the last step and back one.
    for (let index = 1; index < recipe.steps.length; index += 1) {
      await mode.getByTestId('cook-next').tap();
      await expect(step).toHaveAttribute('data-step', String(index));
    }
    await mode.getByTestId('cook-prev').tap();
    await expect(step).toHaveAttribute('data-step', String(recipe.steps.length - 2));

    // A finger swipes across the step: right to left is the next step, left to right the previous one,
    // and past the last step the end. The finger rests before it lifts (the events' own timestamps), as
    // a deliberate swipe does: a flung finger would leave a fling that eats the next tap.
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (fromX: number, toX: number) => {
      const y = 300;
      const at = Date.now() / 1000;
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number | null, offset: number) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: x === null ? [] : [{ x, y }], timestamp: at + offset });
      await touch('touchStart', fromX, 0);
      await touch('touchMove', (fromX + toX) / 2, 0.1);
      await touch('touchMove', toX, 0.2);
      await touch('touchMove', toX, 0.5);
      await touch('touchEnd', null, 0.55);
    };
    await swipe(320, 60);
    await expect(step).toHaveAttribute('data-step', String(recipe.steps.length - 1));
    await swipe(60, 320);
    await expect(step).toHaveAttribute('data-step', String(recipe.steps.length - 2));
    await swipe(320, 60);
    await expect(step).toHaveAttribute('data-step', String(recipe.steps.length - 1));
    await swipe(320, 60);
    const done = page.getByTestId('cook-done');
    await expect(done).toContainText('Log in to keep this in your cooking history.');
    await done.getByTestId('cook-login').tap();
    await expect(page).toHaveURL(/\/login$/);
  });
});
