import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, logInWithPassword, test, toast } from './support/fixtures';
import { loggedInUser } from './support/personal';
import { apiAs, localDay } from './support/recipes';

/**
 * Offline and installable (issue 31): the shopping list in a shop with no signal, changes kept on the
 * device and sent once when the network returns; pages opened before; logout clears.
 */
const TERIYAKI = 'Glossy Teriyaki Sauce';
const COD = 'Miso-Glazed Cod with Steamed Greens';

interface Detail {
  name: string;
  items: { id: string; name: string; value: number | null; unit: string | null; checked: boolean }[];
}

const item = (page: Page, name: string) => page.getByTestId('basket-item').filter({ has: page.getByText(name, { exact: true }) });

async function recipeIds(request: APIRequestContext, keyword: string, name: string): Promise<string> {
  const found = await request.get('/api/search/qrySearch', { params: { keyword, type: '1' } });
  const { records } = ((await found.json()) as { data: { records: { id: string; name: string }[] } }).data;
  return records.find((record) => record.name === name)!.id;
}

/** Waits until the service worker controls the page (its precache is then complete). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
}

test.describe('offline and installable', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a list changed offline keeps its changes over reloads and tabs, then sends each once; a conflict is told', async ({
    page,
    request,
    context,
    browser,
  }) => {
    test.setTimeout(180_000);
    const user = await loggedInUser(page, request, 'offline');
    const recipeIdList = [await recipeIds(request, 'Teriyaki', TERIYAKI), await recipeIds(request, 'Miso', COD)];
    const { id } = await apiAs<{ id: string }>(request, user.token, '/api/basket/addBasket', { name: 'Market', recipeIds: recipeIdList });
    const detailOf = () => apiAs<Detail>(request, user.token, `/api/basket/qryBasketDetail?id=${id}`);
    const all = (await detailOf()).items.map((one) => one.name);
    // Lines whose name is the list's only one (two sugars: a spoon and grams are not one family).
    const names = all.filter((name) => all.indexOf(name) === all.lastIndexOf(name));
    expect(names.length).toBeGreaterThanOrEqual(6);
    const url = `/shopBasket/basketDetail?id=${id}`;

    // Opened online; the service worker takes the tab.
    await page.goto(url);
    await expect(page.getByTestId('basket-title')).toHaveText('Market');
    await controlled(page);

    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toContainText('You are offline. 0 changes are waiting to sync.');
    const ticked = names.slice(0, 5);
    for (const name of ticked) {
      await item(page, name).getByRole('checkbox').click();
      await expect(item(page, name).getByRole('checkbox')).toBeChecked();
      await expect(item(page, name)).toHaveAttribute('data-pending', 'true');
    }
    await expect(page.getByTestId('offline-banner')).toContainText('5 changes are waiting to sync');

    // Add one item and rename the list on the edit page, still offline.
    await page.getByTestId('basket-edit').click();
    await page.getByTestId('edit-basket-name').fill('Offline shop');
    await page.getByTestId('new-item-name').fill('Oat milk');
    await page.getByTestId('add-item-button').click();
    await page.getByTestId('save-basket').click();
    await expect(toast(page, 'Saved on this device. It will sync when you are back online.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`basketDetail\\?id=${id}$`));
    await expect(page.getByTestId('basket-title')).toHaveText('Offline shop');
    await expect(page.getByTestId('basket-title-pending')).toHaveText('Waiting to sync');
    await expect(item(page, 'Oat milk')).toHaveAttribute('data-pending', 'true');
    await expect(page.getByTestId('offline-banner')).toContainText('7 changes are waiting to sync');

    // Nothing has reached the server yet.
    expect((await detailOf()).items.filter((one) => one.checked)).toEqual([]);

    // A reload while offline: the service worker's shell, the list as last seen, the changes over it.
    await page.reload();
    await expect(page.getByTestId('basket-title')).toHaveText('Offline shop');
    for (const name of ticked) await expect(item(page, name).getByRole('checkbox')).toBeChecked();
    await expect(item(page, 'Oat milk')).toHaveAttribute('data-pending', 'true');
    await expect(page.getByTestId('offline-banner')).toContainText('7 changes are waiting to sync');

    // The tab closed, a new one opened, still offline: all still there.
    await page.close();
    const again = await context.newPage();
    await again.goto(url);
    await expect(again.getByTestId('basket-title')).toHaveText('Offline shop');
    for (const name of ticked) await expect(item(again, name).getByRole('checkbox')).toBeChecked();
    await expect(again.getByTestId('offline-banner')).toContainText('7 changes are waiting to sync');

    // A second signed-in browser, online, watches the changes arrive live.
    const otherContext = await browser.newContext({ locale: 'en-US' });
    const other = await otherContext.newPage();
    await logInWithPassword(other, user.email, user.password);
    await expect(other.getByTestId('user-menu')).toBeVisible();
    await other.goto(url);
    await expect(other.getByTestId('basket-title')).toHaveText('Market');

    await context.setOffline(false);
    await expect(again.getByTestId('offline-banner')).toHaveCount(0);
    await expect(again.locator('[data-pending]')).toHaveCount(0);
    await expect(other.getByTestId('basket-title')).toHaveText('Offline shop');
    for (const name of ticked) await expect(item(other, name).getByRole('checkbox')).toBeChecked();
    await expect(item(other, 'Oat milk')).toHaveCount(1);

    // The server has every change, once.
    const after = await detailOf();
    expect(after.name).toBe('Offline shop');
    expect(after.items.filter((one) => one.checked).map((one) => one.name)).toEqual(ticked);
    expect(after.items.filter((one) => one.name === 'Oat milk')).toHaveLength(1);
    expect(after.items).toHaveLength(all.length + 1);

    // The conflict rule: an item ticked offline but deleted on another device meanwhile is dropped, and the user told.
    const gone = names[5]!;
    await context.setOffline(true);
    await item(again, gone).getByRole('checkbox').click();
    await expect(item(again, gone)).toHaveAttribute('data-pending', 'true');
    await apiAs(request, user.token, '/api/basket/updBasket', {
      id,
      name: after.name,
      items: after.items
        .filter((one) => one.name !== gone)
        .map(({ id: itemId, name, value, unit, checked }) => ({ id: itemId, name, value, unit, checked })),
    });
    await context.setOffline(false);
    await expect(toast(again, `“${gone}” was removed on another device, so your change to it was dropped.`)).toBeVisible();
    await expect(item(again, gone)).toHaveCount(0);
    await expect(again.locator('[data-pending]')).toHaveCount(0);
    await otherContext.close();
  });

  test('pages opened before show offline, others the offline page; logout clears the device; the next account sees nothing of it', async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(180_000);
    const user = await loggedInUser(page, request, 'offline-pages');
    const opened = await recipeIds(request, 'Teriyaki', TERIYAKI);
    const never = await recipeIds(request, 'Miso', COD);
    const { id } = await apiAs<{ id: string }>(request, user.token, '/api/basket/addBasket', { name: 'Kept', recipeIds: [opened] });
    // The personal pages read offline as last seen: a collection, a meal planned today, a dish cooked.
    await apiAs(request, user.token, '/api/cook/addAnthology', { anthologyName: 'Weeknight' });
    await apiAs(request, user.token, '/api/cook/addMyWeek', { recipeId: opened, date: localDay() });
    await apiAs(request, user.token, '/api/cook/addCookRecord', { recipeId: opened });
    const personal: [path: string, testId: string, text: string][] = [
      ['/myCenter/myCollection', 'anthology-name', 'Weeknight'],
      ['/myCenter/myWeek', 'week-recipe', TERIYAKI],
      ['/myCenter/cookingRecord', 'cook-record', TERIYAKI],
    ];

    await page.goto('/home');
    await controlled(page);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.en-US.webmanifest');

    await page.goto(`/home/recipeDetail/${opened}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TERIYAKI);
    await page.goto(`/cook/${opened}`);
    await expect(page.getByTestId('cook-step-text')).toBeVisible();
    await page.goto(`/shopBasket/basketDetail?id=${id}`);
    await expect(page.getByTestId('basket-title')).toHaveText('Kept');
    for (const [path, testId, text] of personal) {
      await page.goto(path);
      await expect(page.getByTestId(testId)).toContainText(text);
    }

    await context.setOffline(true);
    // Collections, the week plan and cooking history, as last seen.
    for (const [path, testId, text] of personal) {
      await page.goto(path);
      await expect(page.getByTestId(testId)).toContainText(text);
    }
    // Also opened by a link of the app while offline (no page load): not a loader waiting for the network.
    const menu = page.getByTestId('my-center-menu');
    await menu.getByRole('link', { name: 'My Anthologies' }).click();
    await expect(page.getByTestId('anthology-name')).toContainText('Weeknight');
    await menu.getByRole('link', { name: 'My Week' }).click();
    await expect(page.getByTestId('week-recipe')).toContainText(TERIYAKI);
    await page.goto(`/home/recipeDetail/${opened}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TERIYAKI);
    // Cook mode runs offline on a recipe opened before.
    await page.goto(`/cook/${opened}`);
    await expect(page.getByTestId('cook-step-text')).toBeVisible();
    await page.goto(`/home/recipeDetail/${never}`);
    await expect(page.getByTestId('offline-page')).toContainText('You are offline');

    // A change waiting, then logout (still offline): the user's changes, lists and caches leave the device.
    await page.goto(`/shopBasket/basketDetail?id=${id}`);
    await expect(page.getByTestId('basket-title')).toHaveText('Kept');
    await item(page, 'Mirin').getByRole('checkbox').click();
    await expect(page.getByTestId('offline-banner')).toContainText('1 change is waiting to sync');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login/);
    const left = await page.evaluate(async () => {
      const names = (await caches.keys()).filter((name) => !name.startsWith('workbox-precache'));
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('chef-offline');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const count = (store: string) =>
        new Promise<number>((resolve) => {
          const req = db.transaction(store).objectStore(store).count();
          req.onsuccess = () => resolve(req.result);
        });
      return { caches: names, changes: await count('changes'), snapshots: await count('snapshots') };
    });
    expect(left).toEqual({ caches: [], changes: 0, snapshots: 0 });
    // Back online, the change was never sent.
    await context.setOffline(false);
    const detail = await apiAs<Detail>(request, user.token, `/api/basket/qryBasketDetail?id=${id}`);
    expect(detail.items.filter((one) => one.checked)).toEqual([]);

    // Another account signs in on this browser: nothing of the first, online or offline.
    await loggedInUser(page, request, 'offline-next');
    const firstUsers = /Kept|Weeknight|Teriyaki/;
    await page.goto('/myCenter/myCollection');
    await expect(page.getByTestId('anthology-empty')).toBeVisible();
    await context.setOffline(true);
    // Pages the first account opened, this one never did: the offline page, none of the first's.
    for (const path of [`/shopBasket/basketDetail?id=${id}`, '/myCenter/myWeek', '/myCenter/cookingRecord']) {
      await page.goto(path);
      await expect(page.getByTestId('offline-page')).toBeVisible();
      await expect(page.locator('main')).not.toContainText(firstUsers);
    }
    await context.setOffline(false);
  });

  test('Chrome reports nothing missing to install the portal', async ({ browser, baseURL }) => {
    // A profile on disk: Chrome never offers to install from an incognito context (Playwright's default).
    const profile = mkdtempSync(join(tmpdir(), 'chef-install-'));
    const { launchOptions } = test.info().project.use;
    const context = await browser.browserType().launchPersistentContext(profile, { ...launchOptions, ...(baseURL ? { baseURL } : {}) });
    try {
      const page = await context.newPage();
      await page.goto('/home');
      await controlled(page);
      const cdp = await context.newCDPSession(page);
      await expect
        .poll(async () => ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }).installabilityErrors)
        .toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('a new release while a tab is open is offered with "A new version is available – Reload"', async ({ page }) => {
    await page.goto('/home');
    await controlled(page);
    // The next release deployed: the server's service worker of other bytes (with its compressed copies).
    const sw = fileURLToPath(new URL('../dist/sw.js', import.meta.url));
    const current = readFileSync(sw);
    const next = Buffer.concat([current, Buffer.from('\n// the next release\n')]);
    const copies: [string, Buffer][] = [
      [sw, next],
      [`${sw}.br`, brotliCompressSync(next)],
      [`${sw}.gz`, gzipSync(next)],
    ];
    const before = copies.map(([file]) => [file, existsSync(file) ? readFileSync(file) : null] as const);
    try {
      for (const [file, bytes] of copies) if (existsSync(file)) writeFileSync(file, bytes);
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      await expect(page.getByTestId('new-release')).toContainText('A new version is available');
      await page.getByTestId('new-release-reload').click();
      await page.waitForEvent('load');
      // The waiting release took over and the tab reloaded into it.
      await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false);
      await expect(page.getByTestId('new-release')).toHaveCount(0);
    } finally {
      for (const [file, bytes] of before) if (bytes) writeFileSync(file, bytes);
    }
  });
});
