import type { APIRequestContext, Locator } from '@playwright/test';
import type { AdvRecord, PageResult } from '@chef/shared';
import { recipeList } from './support/content';
import { expect, test } from './support/fixtures';

/** Issue 28, what a newcomer saw of the layout: orphan rows, strips without a next card, cut authors, no phone. */

/** The cards of a row a visitor sees, as the count of cards on each line, top to bottom. */
async function cardsPerLine(row: Locator): Promise<number[]> {
  const tops = await row
    .locator(':scope > *')
    .evaluateAll((cards) =>
      cards.filter((card) => card.getClientRects().length > 0).map((card) => Math.round(card.getBoundingClientRect().top)),
    );
  const lines = new Map<number, number>();
  for (const top of tops) lines.set(top, (lines.get(top) ?? 0) + 1);
  return [...lines.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
}

async function servicePhone(request: APIRequestContext, lang = 'en-US'): Promise<string> {
  const res = await request.get('/api/base/qryAdvPic', { params: { current: 1, size: 1, advType: 'phone', lang } });
  const phone = ((await res.json()) as { data: PageResult<AdvRecord> }).data.records[0]?.advName;
  if (!phone) throw new Error('the seed configures a service phone');
  return phone;
}

test('at 1366 px every home section shows full rows of cards', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/home');
  // The seed's weekly selection has ten recipes and five featured articles: two rows and a line of two,
  // one row and a line of one, before the sections kept to full rows.
  const week = page.getByTestId('home-section-week').locator('.chef-row');
  await expect(week.getByTestId('recipe-card')).toHaveCount(10);
  const articles = page.getByTestId('home-section-articles').locator('.chef-row');
  await expect(articles.getByTestId('article-card')).toHaveCount(5);
  expect(await cardsPerLine(week)).toEqual([4, 4]);
  await articles.scrollIntoViewIfNeeded();
  expect(await cardsPerLine(articles)).toEqual([4]);
  for (const row of await page.locator('[data-testid^="home-section-"] .chef-row').all()) {
    await row.scrollIntoViewIfNeeded();
    const lines = await cardsPerLine(row);
    // One line may be short (a section with fewer cards than columns); below a full line, none is.
    if (lines.length > 1)
      expect(
        lines.every((count) => count === 4),
        `${lines.join(', ')} cards a line`,
      ).toBe(true);
  }
  // "See all" shows everything: the weekly selection's page has all ten.
  await page
    .getByTestId('home-section-week')
    .getByRole('link', { name: /See the week/ })
    .click();
  await expect(page.getByTestId('week-list').getByTestId('recipe-card')).toHaveCount(10);
});

test('on a 390 px phone: the service phone in the header, strips showing the next card, article cards with author and date whole', async ({
  page,
  request,
}) => {
  const phone = await servicePhone(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/home');
  const banner = page.getByRole('banner');
  // The spec puts the service phone in the header: at phone width too, with the settings and download on one line.
  await expect(banner.getByTestId('service-phone').getByRole('link', { name: phone })).toBeVisible();
  for (const part of [banner.getByTestId('service-phone'), banner.getByTestId('settings-menu'), banner.getByTestId('download-app')]) {
    const box = (await part.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.height).toBeLessThan(36);
  }
  await expect(banner.getByRole('button', { name: 'Download App' })).toBeVisible();

  // A strip shows two cards and part of the third: there is more to swipe.
  const cards = page.getByTestId('home-section-week').getByTestId('recipe-card');
  const third = (await cards.nth(2).boundingBox())!;
  expect(third.x).toBeLessThan(390 - 24);
  expect(third.x + third.width).toBeGreaterThan(390);

  const articles = page.getByTestId('home-section-articles');
  await articles.scrollIntoViewIfNeeded();
  const metas = articles.getByTestId('article-card').locator('.chef-card__meta > *');
  await expect(metas.first()).toBeVisible();
  const cut = await metas.evaluateAll((parts) =>
    parts.filter((part) => part.scrollWidth > part.clientWidth).map((part) => part.textContent),
  );
  expect(cut).toEqual([]);
});

for (const [lang, download] of [
  ['en-US', 'Download App'],
  ['zh-CN', '下载 App'],
] as const) {
  test(`on a 360 px phone (${lang}) the top bar keeps the service phone on one line once its menus have loaded`, async ({
    page,
    request,
  }) => {
    const phone = await servicePhone(request, lang);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/home?lang=${lang}`);
    const banner = page.getByRole('banner');
    // The download menu's code is there once it has opened (its button was the placeholder until then).
    await banner.getByRole('button', { name: download }).click();
    await expect(page.getByTestId('download-dropdown')).toBeVisible();
    await banner.getByRole('button', { name: download }).click();
    await expect(page.getByTestId('download-dropdown')).toBeHidden();
    // The settings menu's code arrives once the page has settled: its trigger is drawn anew then, and one
    // measured as it was replaced had no box (CI, 2026-12-02).
    await expect(banner.getByTestId('settings-menu')).toHaveAttribute('aria-haspopup', 'menu');

    const number = banner.getByTestId('service-phone').getByRole('link', { name: phone });
    await expect(number).toBeVisible();
    // One line: the number is not broken, and the download button shows its icon only (its words are
    // for screen readers at this width).
    expect(await number.evaluate((link) => link.getClientRects().length)).toBe(1);
    const button = (await banner.getByRole('button', { name: download }).boundingBox())!;
    expect(button.width).toBeLessThan(40);
    for (const part of [banner.getByTestId('service-phone'), banner.getByTestId('settings-menu'), banner.getByTestId('download-app')]) {
      const box = (await part.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(box.height).toBeLessThan(36);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
}

test('on a 360 px phone no card cuts its author and date or its time and difficulty, rendered or opened in the app', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const cutParts = () =>
    page
      .locator('.chef-card__meta > *')
      .evaluateAll((parts) => parts.filter((part) => part.scrollWidth > part.clientWidth).map((part) => part.textContent));
  // The article list as the server renders it (its stylesheets in the HTML), then as the app draws it
  // after a tap on home's "All articles" (the stylesheets added by the app): one column both times.
  // Issue 28: the rendered page linked the list's own stylesheet before the shared one, so it kept the
  // shared two columns and cut "Chef Robot Test Kitchen".
  await page.goto('/home/article');
  const cards = page.getByTestId('article-card');
  await expect(cards.first()).toBeVisible();
  const columns = async () =>
    new Set(await cards.evaluateAll((all) => all.map((card) => Math.round(card.getBoundingClientRect().left)))).size;
  expect(await columns()).toBe(1);
  expect(await cutParts()).toEqual([]);

  await page.goto('/home');
  // Home's strips of recipes: a long cooking time and the difficulty share a narrow card.
  await expect(page.getByTestId('home-section-week').getByTestId('recipe-card').first()).toBeVisible();
  for (const section of await page.locator('[data-testid^="home-section-"]').all()) await section.scrollIntoViewIfNeeded();
  expect(await cutParts()).toEqual([]);
  await page
    .getByTestId('home-section-articles')
    .getByRole('link', { name: /All articles/ })
    .click();
  await expect(page).toHaveURL(/\/home\/article$/);
  await expect(cards.first()).toBeVisible();
  expect(await columns()).toBe(1);
  expect(await cutParts()).toEqual([]);
});

test('on a 360 px phone the login prompt shows its whole "Log in" beside a long invitation', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const [recipe] = (await recipeList(request, { size: 1 })).records;
  if (!recipe) throw new Error('no recipe');
  await page.goto(`/home/recipeDetail/${recipe.id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const login = page.getByTestId('login-required').getByRole('button', { name: 'Log in' });
  await expect(login).toBeVisible();
  // The label was cut to "Log i" when the invitation took the toast's width.
  const label = login.locator('.mantine-Button-label');
  expect(await label.evaluate((part) => part.scrollWidth - part.clientWidth)).toBeLessThanOrEqual(0);
});
