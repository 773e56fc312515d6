import { devices, type Locator, type Page } from '@playwright/test';
import { findRecipe, recipeList } from './support/content';
import { expect, test, toast } from './support/fixtures';
import { holdBack } from './support/hold-back';

/**
 * Issue 22: a visitor taps as soon as the page shows. Each journey acts at the page's load event (never
 * after the network is idle, never after moving the pointer) and must be answered, once.
 */
const atLoad = (page: Page, url: string) => page.goto(url, { waitUntil: 'load' });

/** The switch over a search's results, flipped at the load event: the list, its state and its crumb follow once. */
async function flipAllLanguagesAtLoad(page: Page, press: (control: Locator) => Promise<void>) {
  await atLoad(page, '/home/recipe?keyword=%E8%B1%86%E8%85%90&type=1');
  // The switch's own input lies over it, as a finger finds it.
  const all = page.getByRole('switch', { name: 'Show all languages' });
  await press(all);
  await expect(page).toHaveURL(/lang=all/);
  await expect(all).toBeChecked();
  await expect(page.getByTestId('recipe-card').first()).toContainText('豆腐');
  // One change of state on the same page: one crumb, and the switch stays on (not flipped back by a second answer).
  await expect(page.getByTestId('breadcrumb')).toHaveText(/First Page\s*›\s*Recipes$/);
  await expect(all).toBeChecked();
}

test.describe('the first touch on a rendered page', () => {
  test('a download button tapped at the load event says "not provided yet", once', async ({ page }) => {
    await atLoad(page, '/home');
    await page.getByRole('contentinfo').getByTestId('download-android').click();
    await expect(toast(page, 'not provided yet')).toHaveCount(1);
  });

  test('a press before the app has come shows it was felt, then is answered once and shown as done', async ({ page }) => {
    // The app's code held back: the page is the server's, the entry is there to hold the press.
    const release = await holdBack(page, /\/assets\/start-[^/]+\.js$/);
    await atLoad(page, '/home');
    const download = page.getByRole('contentinfo').getByTestId('download-android');
    await download.click();
    await expect(download).toHaveAttribute('aria-busy', 'true');
    await expect(download).toHaveCSS('opacity', '0.65');
    release();
    await expect(toast(page, 'not provided yet')).toHaveCount(1);
    await expect(download).not.toHaveAttribute('aria-busy');
    await expect(download).toHaveCSS('opacity', '1');
  });

  test('an empty search tapped at the load event asks for something to search for', async ({ page }) => {
    await atLoad(page, '/home');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(toast(page, 'please enter search content')).toHaveCount(1);
    await expect(page).toHaveURL(/\/home$/);
  });

  for (const [action, invite] of [
    ['Add to cart', 'Log in to add this recipe to a shopping list.'],
    ['Cook on the robot', 'Log in to cook this recipe on your Chef Robot.'],
  ] as const) {
    test(`"${action}" tapped by a visitor at the load event asks them to log in`, async ({ page, request }) => {
      const [recipe] = (await recipeList(request, { size: 1, cookOn: 'robot' })).records;
      if (!recipe) throw new Error('no recipe');
      await atLoad(page, `/home/recipeDetail/${recipe.id}`);
      await page.getByRole('button', { name: action }).click();
      await expect(page.getByTestId('login-required')).toContainText(invite);
    });
  }

  test('a press while the cover is still on its way brings the app at once, and is answered once', async ({ page, request }) => {
    // A recipe with a cover (another journey may have added one without).
    const recipe = await findRecipe(request, (detail) => Boolean(detail.cover));
    // A slow network: the cover does not come, and the page's clock stands still (so the code is not
    // fetched for the fallback's three seconds either: only the press can bring it).
    // Every size of it (the page picks one from its srcset).
    const cover = new URL(recipe.cover ?? '', 'http://cover.invalid').pathname.replace(/\.\w+$/, '');
    const releaseCover = await holdBack(page, (url) => url.pathname.startsWith(cover));
    await page.clock.install();
    await page.clock.pauseAt(new Date());
    const startCode = /\/assets\/start-[^/]+\.js$/;
    let codeAskedEarly = false;
    page.on('request', (asked) => (codeAskedEarly ||= startCode.test(asked.url())));
    await page.goto(`/home/recipeDetail/${recipe.id}`, { waitUntil: 'domcontentloaded' });
    expect(codeAskedEarly).toBe(false);
    const codeAsked = page.waitForRequest(startCode);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await codeAsked;
    await page.clock.resume();
    await expect(page.getByTestId('login-required')).toContainText('Log in to add this recipe to a shopping list.');
    await expect(page.getByTestId('login-required')).toHaveCount(1);
    releaseCover();
  });

  test('"Show all languages" flipped at the load event lists every language, once', async ({ page }) => {
    await flipAllLanguagesAtLoad(page, (control) => control.click());
  });

  test('a sort and a filter picked before any script has run are what the list shows once the app is there', async ({ page }) => {
    const release = await holdBack(page, /\/assets\/index-[^/]+\.js$/);
    await page.goto('/home/recipe', { waitUntil: 'commit' });
    const filters = page.getByTestId('recipe-filters');
    await filters
      .locator('label')
      .filter({ hasText: /^Top rated$/ })
      .click();
    await filters.getByLabel('Difficulty').selectOption({ label: 'Easy' });
    release();
    await expect(page).toHaveURL(/\/home\/recipe\?difficulty=1&sort=rating$/);
    await expect(filters.getByRole('radio', { name: 'Top rated' })).toBeChecked();
    await expect(filters.getByLabel('Difficulty')).toHaveValue('1');
    await expect(page.getByTestId('recipe-card').first()).toContainText('Easy');
  });

  test('two levels down from home at once: the trail stacks, and the page never moves when the app takes over', async ({ page }) => {
    await atLoad(page, '/home');
    await page.getByRole('link', { name: 'Weekly Selection' }).click();
    await expect(page).toHaveURL(/\/home\/week$/);
    await expect(page.getByTestId('breadcrumb')).toHaveText(/First Page\s*›\s*Weekly Selection/);
    const card = page.getByTestId('recipe-card').first();
    const name = (await card.locator('.chef-card__title').innerText()).trim();
    await card.click();
    await expect(page).toHaveURL(/\/home\/recipeDetail\/\d+$/);
    await expect(page.getByTestId('breadcrumb').getByRole('link')).toHaveText(['First Page', 'Weekly Selection']);
    await expect(page.getByTestId('breadcrumb').locator('[aria-current="page"]')).toHaveText(name);
  });

  test("a link with ?lang= (the sitemap's) opens the page in that language, and the visitor keeps it", async ({ page }) => {
    await atLoad(page, '/home/recipe?lang=zh-CN');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page).toHaveTitle('菜谱 - 厨师机器人');
    // Taken over as drawn (the browser keeps the language the server used), not drawn afresh in English.
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await expect(page).toHaveTitle('菜谱 - 厨师机器人');
    await page.goto('/home');
    await expect(page).toHaveTitle('首页 - 厨师机器人');
  });

  test('a page opened directly has its trail in the server HTML: nothing shifts when the app takes over', async ({ page, request }) => {
    const [recipe] = (await recipeList(request, { size: 1 })).records;
    if (!recipe) throw new Error('no recipe');
    const release = await holdBack(page, /\/assets\/index-[^/]+\.js$/);
    // Not 'domcontentloaded': that waits for the (held) module entry.
    await page.goto(`/home/recipeDetail/${recipe.id}`, { waitUntil: 'commit' });
    const title = page.getByTestId('recipe-name');
    await expect(page.getByTestId('breadcrumb')).toBeVisible();
    const before = await title.boundingBox();
    // The footer's QR code is in the HTML too (the demo configures no download target: it says so).
    const qr = page.getByRole('contentinfo').getByTestId('app-qrcode');
    await expect(qr).toContainText('not provided yet');
    const qrBefore = await qr.boundingBox();
    release();
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    expect(await title.boundingBox()).toEqual(before);
    await expect(qr).toContainText('not provided yet');
    expect(await qr.boundingBox()).toEqual(qrBefore);
  });
});

test.describe('the first touch on a phone', () => {
  // The phone's screen, touch and user agent (its browser type is the run's: Chromium), and a phone's CPU:
  // the tap lands while the page is still being taken over.
  const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];
  test.use(phone);

  test('"Show all languages" tapped at the load event lists every language, once', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await flipAllLanguagesAtLoad(page, (control) => control.tap());
  });
});
