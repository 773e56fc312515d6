import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** The weekly selection page's code (not MyWeekPage's): a route with no loader, only its chunk. */
const WEEK_CHUNK = /\/assets\/WeekPage-[^/]+\.js$/;

/** The language switch reloads the page, which the app takes over at once (it has a toast to show). */
async function switchToChinese(page: Page) {
  await page.getByTestId('settings-menu').click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: '中文' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
}

/** The server's index.html naming another entry script, as after a deployment. */
async function announceNewRelease(page: Page) {
  await page.route('**/index.html', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/\/assets\/index-[^"']+\.js/, '/assets/index-NEWRELEASE.js');
    await route.fulfill({ response, body });
  });
}

test.describe('a route whose code cannot load', () => {
  test('offline for a moment: the portal says so in its own design, and Retry and home bring it back', async ({ page }) => {
    await page.goto('/home');
    await page.route(WEEK_CHUNK, (route) => route.abort('internetdisconnected'));
    await page.getByRole('link', { name: 'Weekly Selection' }).click();

    const error = page.getByTestId('route-error');
    await expect(error.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await expect(error).toContainText('Check your connection');
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
    // Under the portal's own header and with its footer: the way back is in sight.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Back online: Retry opens the page.
    await page.unroute(WEEK_CHUNK);
    await error.getByRole('button', { name: 'Retry' }).click();
    await expect(page).toHaveURL(/\/home\/week$/);
    await expect(page.getByTestId('route-error')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly Selection' })).toBeVisible();

    // Home is the other way out.
    await page.goto('/home');
    await page.route(WEEK_CHUNK, (route) => route.abort('internetdisconnected'));
    await page.getByRole('link', { name: 'Weekly Selection' }).click();
    await page.getByTestId('route-error').getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('route-error')).toHaveCount(0);
  });

  test('in Chinese', async ({ page }) => {
    await page.goto('/home');
    await switchToChinese(page);
    await page.route(WEEK_CHUNK, (route) => route.abort('internetdisconnected'));
    await page.getByRole('link', { name: '每周精选' }).click();
    const error = page.getByTestId('route-error');
    await expect(error.getByRole('heading', { name: '页面未能加载' })).toBeVisible();
    await expect(error).toContainText('请检查网络连接');
    await expect(error.getByRole('button', { name: '重试' })).toBeVisible();
    await expect(error.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home');
  });

  test("a centre page's code: the error shows beside the centre's menu", async ({ page }) => {
    // A page open to visitors (the frame shows other pages' content only to users).
    await page.goto('/myCenter/myInfo');
    await page.route(/\/assets\/InfoDetailPage-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.getByTestId('my-center-menu').getByRole('link', { name: 'Privacy Agreement' }).click();
    await expect(page.getByTestId('route-error').getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await expect(page.getByTestId('my-center-menu')).toBeVisible();
  });

  test('a new release while the tab was open: the tab reloads itself once and the page opens', async ({ page }) => {
    await page.goto('/home');
    // A tab that has been open a while: the app runs it (a tap before that is the first-touch journeys').
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    let loads = 0;
    page.on('load', () => (loads += 1));
    // The old chunk is gone from the server (once); the server's index.html names a new entry.
    let failures = 0;
    await page.route(WEEK_CHUNK, async (route) => {
      if (failures++ === 0) await route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' });
      else await route.continue();
    });
    await announceNewRelease(page);
    await page.getByRole('link', { name: 'Weekly Selection' }).click();

    await expect(page).toHaveURL(/\/home\/week$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly Selection' })).toBeVisible();
    await expect(page.getByTestId('route-error')).toHaveCount(0);
    // The reloaded page's HTML (server-rendered) shows before its load event.
    await expect.poll(() => loads).toBe(1);
    expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe('reload');
  });

  test('a release that still fails after its reload is not reloaded again: the error screen shows', async ({ page }) => {
    await page.goto('/home');
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.route(WEEK_CHUNK, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' }));
    await announceNewRelease(page);
    await page.getByRole('link', { name: 'Weekly Selection' }).click();

    // Reloaded once: the server's page of the week shows, and the app, which cannot load that page's
    // code, shows its error screen (in the layout, with its way back).
    await expect.poll(() => loads).toBe(1);
    await expect(page).toHaveURL(/\/home\/week$/);
    await expect(page.getByTestId('route-error').getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    expect(loads).toBe(1);
    // No loop: the screen stays.
    await page.waitForTimeout(1500);
    expect(loads).toBe(1);
    await expect(page.getByTestId('route-error')).toBeVisible();
  });
});
