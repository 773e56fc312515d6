import { findRecipe } from './support/content';
import { expect, test } from './support/fixtures';
import { loggedInUser } from './support/personal';

/** Keyboard alone: the skip link, a header menu, a dialog, the rating control (WCAG 2.1.1, 2.4.1, 2.4.7). */

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
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/header-menus-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
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
