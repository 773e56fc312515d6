import type { APIRequestContext, Page } from '@playwright/test';
import type { AdvRecord, PageResult, UserInfo } from '@chef/shared';
import { QRCodeSVG } from 'qrcode.react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, registerViaApi, test, toast } from './support/fixtures';
import { staffTokenOf } from './support/personal';
import { holdBack } from './support/hold-back';

async function getData<T>(request: APIRequestContext, path: string, options: Parameters<APIRequestContext['get']>[1]): Promise<T> {
  const envelope = (await (await request.get(path, options)).json()) as { code: number; data: T };
  expect(envelope.code).toBe(0);
  return envelope.data;
}

test.describe('layout and settings', () => {
  test('switches the language to Chinese, says so, and keeps it after a reload', async ({ page }) => {
    await page.goto('/myCenter/myInfo');
    await expect(page).toHaveTitle('Personal Information - Chef Robot');
    await page.getByTestId('settings-menu').click();
    await page.getByRole('menuitem', { name: '中文' }).click();

    await expect(page).toHaveURL(/\/home$/);
    await expect(toast(page, '切换语言成功')).toBeVisible();
    await expect(page.getByRole('link', { name: '首页' })).toBeVisible();
    await expect(page.getByRole('button', { name: '搜索', exact: true })).toBeVisible();
    await expect(page).toHaveTitle('首页 - 厨师机器人');

    await page.reload();
    await expect(page.getByRole('link', { name: '菜篮子' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '热门菜谱' })).toBeVisible();

    await page.getByTestId('settings-menu').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(toast(page, 'Switch Language Success')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Basket' })).toBeVisible();
  });

  test('switches units, keeps them after a reload, and saves them for a logged-in user', async ({ page, request }) => {
    const user = await registerViaApi(request, 'units');
    await page.goto('/home');
    await page.evaluate((token) => localStorage.setItem('token', token), user.token);
    // userInfo comes from the server on the next load (qryUserInfo), as after any login.
    const userInfo = await getData<UserInfo>(request, '/api/user/qryUserInfo', { headers: { authorization: `Bearer ${user.token}` } });
    await page.evaluate((info) => localStorage.setItem('userInfo', JSON.stringify(info)), userInfo);
    await page.reload();
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await expect(page.getByTestId('settings-menu')).toContainText('℃ · g');

    await page.getByTestId('settings-menu').click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: 'Fahrenheit (℉)' }).click()]);
    await expect(page.getByTestId('settings-menu')).toContainText('℉ · g');

    await page.getByTestId('settings-menu').click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: 'Ounces (oz)' }).click()]);
    await expect(page.getByTestId('settings-menu')).toContainText('℉ · oz');

    await page.reload();
    await expect(page.getByTestId('settings-menu')).toContainText('℉ · oz');

    const saved = await getData<UserInfo>(request, '/api/user/qryUserInfo', { headers: { authorization: `Bearer ${user.token}` } });
    expect(saved.unitType).toBe('1-3');
  });

  test('a click on the settings button before its menu code has arrived still opens the menu', async ({ page }) => {
    // Hold the dropdowns' lazy chunk back, as a slow network would.
    const release = await holdBack(page, /\/assets\/header-menus-[^/]+\.js$/);
    await page.goto('/home');
    await page.getByTestId('settings-menu').click();
    release();
    await expect(page.getByRole('menuitem', { name: 'Fahrenheit (℉)' })).toBeVisible();
  });

  test("says 'not provided yet' for download buttons and the QR code without a link", async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Android' }).click();
    await expect(toast(page, 'not provided yet')).toBeVisible();
    await page.getByRole('contentinfo').getByRole('button', { name: 'App Store' }).click();
    await expect(toast(page, 'not provided yet').first()).toBeVisible();

    await page.getByRole('button', { name: 'Download App' }).click();
    const dropdown = page.getByTestId('download-dropdown');
    await expect(dropdown.getByText('Scan to download the app')).toBeVisible();
    // The demo configures no download target (advType qrcode): the code says so rather than encoding this site.
    await expect(dropdown.getByTestId('app-qrcode')).toContainText('not provided yet');
    await expect(dropdown.getByRole('img', { name: 'Scan to download the app: not provided yet' })).toBeVisible();
  });

  test("the QR code encodes the app's download link staff configure, in the footer and the header", async ({ page, request }) => {
    // The modules of a code for this text, as drawn by the same encoder (qrcode.react): a code whose
    // modules are these reads as this text, and as nothing else (not the portal's home).
    const modules = (text: string) =>
      [
        ...renderToStaticMarkup(createElement(QRCodeSVG, { value: text, size: 96, marginSize: 1, level: 'M' })).matchAll(/ d="([^"]+)"/g),
      ].map((match) => match[1]);
    const drawn = (code: ReturnType<Page['getByTestId']>) =>
      code.locator('path').evaluateAll((paths) => paths.map((path) => path.getAttribute('d')));
    const link = `https://apps.example.com/chef-robot/download?from=qr-${Date.now()}`;
    const headers = { authorization: `Bearer ${await staffTokenOf(request)}` };
    const added = await request.post('/api/admin/addAdv', {
      data: { advType: 'qrcode', lang: 'en-US', advName: 'Chef Robot app', advUrl: link },
      headers,
    });
    const { code, data } = (await added.json()) as { code: number; data: { id: string } };
    expect(code).toBe(0);
    try {
      await page.goto('/home');
      const footer = page.getByRole('contentinfo').getByTestId('app-qrcode');
      await expect(footer).toHaveAttribute('aria-label', 'Scan to download the app');
      await expect.poll(() => drawn(footer)).toEqual(modules(link));
      expect(modules(link)).not.toEqual(modules(new URL('/home', page.url()).href));
      await page.getByRole('button', { name: 'Download App' }).click();
      const header = page.getByTestId('download-dropdown').getByTestId('app-qrcode');
      await expect.poll(() => drawn(header)).toEqual(modules(link));
      // Its store buttons sit inside the dropdown's padding (at 220 px they ran over its edges).
      const edges = (await page.getByTestId('download-dropdown').locator('..').boundingBox())!;
      for (const name of ['Android', 'App Store']) {
        const box = (await page.getByTestId('download-dropdown').getByRole('button', { name }).boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(edges.x + 8);
        expect(box.x + box.width).toBeLessThanOrEqual(edges.x + edges.width - 8);
      }
    } finally {
      // The other journeys see the demo's "not provided yet" again.
      await request.post('/api/admin/delAdv', { data: { ids: [data.id] }, headers });
    }
  });

  test('shows the service phone from the configuration', async ({ page, request }) => {
    const phone = await getData<PageResult<AdvRecord>>(request, '/api/base/qryAdvPic', {
      params: { current: 1, size: 1, advType: 'phone', lang: 'en-US' },
    });
    const advName = phone.records[0]?.advName;
    test.skip(!advName, 'no service phone configured in the seed');
    await page.goto('/home');
    await expect(page.getByRole('banner').getByTestId('service-phone')).toContainText(advName ?? '');
  });

  test('asks for something to search for before searching', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(toast(page, 'please enter search content')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);

    await page.getByRole('searchbox').or(page.getByLabel('Search recipes or articles')).fill('   ');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('redirects / to home, shows not found for unknown pages, and titles every page', async ({ page, context }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page).toHaveTitle('First Page - Chef Robot');

    await page.goto('/no/such/page');
    await expect(page.getByTestId('not-found')).toContainText('The page you are looking for does not exist.');
    await expect(page).toHaveTitle('Page Not Found - Chef Robot');

    // The invitation says what logging in opens there, under the page's heading (issue 28).
    await page.goto('/shopBasket');
    await expect(page.getByTestId('login-prompt')).toContainText('Log in to see your shopping lists.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My shopping lists');
    await expect(page).toHaveTitle('Cart - Chef Robot');
    await page.goto('/createRecipe');
    await expect(page.getByTestId('login-prompt')).toContainText('Log in to write a recipe.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload Recipe');
    await expect(page).toHaveTitle('Upload Recipe - Chef Robot');

    await page.goto('/myCenter');
    await expect(page).toHaveURL(/\/myCenter\/myInfo$/);
    // The page stores its own state (1) once shown: let it, before the test stores 2.
    await expect(page.getByTestId('login-prompt')).toBeVisible();
    await context.addCookies([{ name: 'mineCenterPageState', value: '2', domain: 'localhost', path: '/' }]);
    await page.goto('/myCenter');
    await expect(page).toHaveURL(/\/myCenter\/myMessage$/);
    await expect(page).toHaveTitle('My News - Chef Robot');

    await page.getByRole('link', { name: 'Feedback History' }).click();
    await expect(page).toHaveURL(/\/myCenter\/historyFeedback$/);
    // A personal page: a visitor is invited to log in to what it holds.
    await expect(page.getByTestId('login-prompt')).toContainText('Log in to see your feedback and our replies.');
    await page.getByRole('link', { name: 'My Chef Robot' }).click();
    await expect(page.getByTestId('login-prompt')).toContainText('Log in to bind your Chef Robot.');

    await page.goto('/login');
    await expect(page).toHaveTitle('Login - Chef Robot');
    await expect(page.getByRole('banner')).toHaveCount(0);
  });
  test('the footer is in place with the first paint, at the bottom of a short page', async ({ page }) => {
    await page.goto('/shopBasket', { waitUntil: 'commit' });
    // As soon as the layout shows, the footer shows with it (no empty band while the page settles).
    await expect(page.getByRole('banner')).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('All rights reserved.', { timeout: 1000 });
    const box = await footer.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && Math.round(box.y + box.height)).toBeGreaterThanOrEqual((viewport?.height ?? 0) - 1);
  });

  test('the footer links to the product site and the purchase page when they are configured, in both languages', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // None configured in the seed: neither link.
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('product-site')).toHaveCount(0);
    await expect(page.getByTestId('buy-link')).toHaveCount(0);

    const links: Record<string, string> = { siteUrl: 'https://chef-robot.example.com/', buyUrl: 'https://shop.example.com/chef-robot' };
    await page.route('**/api/base/qryAdvPic?*', async (route) => {
      const advType = new URL(route.request().url()).searchParams.get('advType') ?? '';
      const url = links[advType];
      if (!url) return route.continue();
      const record = { id: '1', advName: advType, advType, advUrl: url, advPic: null, lang: 'en-US' };
      return route.fulfill({ json: { code: 0, msg: 'ok', data: { records: [record], total: 1, current: 1, size: 1 } } });
    });
    await page.reload();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Product site' })).toHaveAttribute('href', links.siteUrl!);
    await expect(footer.getByRole('link', { name: 'Buy a Chef Robot' })).toHaveAttribute('href', links.buyUrl!);

    await page.getByTestId('settings-menu').click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(footer.getByRole('link', { name: '产品官网' })).toHaveAttribute('href', links.siteUrl!);
    await expect(footer.getByRole('link', { name: '购买厨师机器人' })).toHaveAttribute('href', links.buyUrl!);
  });

  test('the login tabs stay on one line on a 390 px phone, in both languages', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const names of [
      ['Password login', 'Code login', 'Register'],
      ['密码登录', '验证码登录', '注册'],
    ]) {
      if (names[0] === '密码登录') {
        await page.goto('/home');
        await page.getByTestId('settings-menu').click();
        await page.getByRole('menuitem', { name: '中文' }).click();
        await expect(page).toHaveURL(/\/home$/);
      }
      await page.goto('/login');
      const boxes = [];
      for (const name of names) {
        const tab = page.getByRole('tab', { name });
        await expect(tab).toBeVisible();
        boxes.push((await tab.boundingBox())!);
      }
      // One line: every tab at the same height, each label on a single line, inside the screen.
      expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(1);
      expect(Math.max(...boxes.map((box) => box.height))).toBeLessThan(48);
      expect(Math.max(...boxes.map((box) => box.x + box.width))).toBeLessThanOrEqual(390);
    }
  });

  test('in Chinese, a visitor is invited to log in to what each page holds, under its heading', async ({ page, request }) => {
    await page.goto('/shopBasket?lang=zh-CN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('我的购物清单');
    await expect(page.getByTestId('login-prompt')).toContainText('登录后查看您的购物清单。');
    await page.goto('/createRecipe');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('上传菜谱');
    await expect(page.getByTestId('login-prompt')).toContainText('登录后即可写菜谱。');
    await page.goto('/myCenter/myDevice');
    await expect(page.getByTestId('login-prompt')).toContainText('登录后绑定您的厨师机。');
    // An action on a recipe's page names itself too.
    const recipes = await getData<PageResult<{ id: string }>>(request, '/api/cook/qryRecipeList', { params: { current: 1, size: 1 } });
    await page.goto(`/home/recipeDetail/${recipes.records[0]!.id}`);
    await page.getByRole('button', { name: '加入菜篮子' }).click();
    await expect(page.getByTestId('login-required')).toContainText('登录后即可把这道菜谱加入购物清单。');
  });
});
