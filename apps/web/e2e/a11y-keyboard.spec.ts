import type { Page } from '@playwright/test';
import { findRecipe } from './support/content';
import { expect, test } from './support/fixtures';
import { staffSignIn } from './support/console';
import { holdBack } from './support/hold-back';
import { loggedInUser } from './support/personal';

/** Keyboard alone: the skip link, a header menu, a dialog, the rating control, focus below a sticky header (WCAG 2.1.1, 2.4.1, 2.4.7, 2.4.11). */

test('the first Tab reaches a visible skip link that moves focus to the page content', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByTestId('skip-link')).toBeAttached();
  await page.keyboard.press('Tab');
  const skip = page.getByTestId('skip-link');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#content')).toBeFocused();
  // The next Tab goes on from the content, not from the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);
});

test('the settings menu opens, moves with arrows and closes with Escape, giving focus back', async ({ page, checkA11y }) => {
  await page.goto('/home');
  const trigger = page.getByTestId('settings-menu');
  // The menu's code arrives once the page has settled (header-menus.tsx); its trigger then says it has a popup.
  await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(menu.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem').last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem').nth(1)).toBeFocused();
  await checkA11y();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('a header button a keyboard user is on keeps focus when its menu arrives, and Enter opens the menu', async ({ page }) => {
  // The dropdown's code held back until the button has focus: what a keyboard user meets on a slow line.
  const release = await holdBack(page, /\/assets\/header-menus-[^/]*\.js$/);
  await page.goto('/home');
  const trigger = page.getByTestId('settings-menu');
  for (let stop = 0; stop < 12 && !(await trigger.evaluate((button) => button === document.activeElement)); stop += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(trigger).toBeFocused();
  await expect(trigger).not.toHaveAttribute('aria-haspopup');
  release();
  // Drawn anew as the menu's own button: still the one with focus, its ring still shown.
  await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
  await expect(trigger).toBeFocused();
  expect(await trigger.evaluate((button) => button.matches(':focus-visible'))).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
});

/**
 * Shift+Tab from the end of a long page up `stops` controls: each one reached outside the sticky header
 * (`header`) shows wholly below it, not under it (WCAG 2.4.11).
 */
async function focusGoesUpBelowHeader(page: Page, header: string, stops: number) {
  expect(await page.evaluate(() => document.documentElement.scrollHeight > 2 * window.innerHeight), 'a page long enough to scroll').toBe(
    true,
  );
  await page.keyboard.press('End');
  await page.locator('a[href], button, input').last().focus();
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press('Shift+Tab');
    const place = await page.evaluate((selector) => {
      const focused = document.activeElement;
      const bar = document.querySelector(selector)!;
      if (!focused || focused === document.body || bar.contains(focused)) return null;
      return { top: focused.getBoundingClientRect().top, below: bar.getBoundingClientRect().bottom, what: focused.outerHTML.slice(0, 120) };
    }, header);
    if (place) expect(place.top, `${place.what} shows below the header`).toBeGreaterThanOrEqual(place.below);
  }
}

test('going up a long page with Shift+Tab, each control shows below the sticky header, not under it', async ({ page }) => {
  await page.goto('/home/recipe');
  await expect(page.getByTestId('settings-menu')).toHaveAttribute('aria-haspopup', 'menu');
  await focusGoesUpBelowHeader(page, '.chef-header', 30);
});

test("the staff console's fixed header covers no control reached with Shift+Tab", async ({ page }) => {
  await staffSignIn(page);
  await page.goto('/admin/adverts');
  await expect(page.getByTestId('adv-phone-save')).toBeVisible();
  await focusGoesUpBelowHeader(page, '.mantine-AppShell-header', 30);
});

test('a dialog keeps focus inside while open and gives it back to its opener when closed', async ({ page, request, checkA11y }) => {
  await loggedInUser(page, request, 'a11y-dialog');
  await page.goto('/myCenter/myCollection');
  const opener = page.getByTestId('create-anthology');
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await checkA11y();
  // Tab through more stops than the dialog holds: focus never leaves it.
  for (let stop = 0; stop < 8; stop += 1) {
    await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a recipe is rated with the keyboard alone, and the control says the score', async ({ page, request }) => {
  await loggedInUser(page, request, 'a11y-rating');
  const recipe = await findRecipe(request, () => true);
  await page.goto(`/home/recipeDetail/${recipe.id}`);
  const rating = page.getByTestId('rating-input');
  await rating.scrollIntoViewIfNeeded();
  // The stars are native radio inputs: focus one and Space picks it.
  await rating.getByRole('radio', { name: '4 stars' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Your score: 4')).toBeVisible();
  await expect(rating.getByRole('radio', { name: '4 stars' })).toBeChecked();
});
