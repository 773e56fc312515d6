import { expect, test } from './support/fixtures';

/** Pages that show one item (an anthology, one of my recipes): opened from a list, never from the menu. */
const ITEM_PAGES_EN = ['Collection Recipes', 'My Recipe Detail', 'Edit Recipe'];
const ITEM_PAGES_ZH = ['菜谱集菜谱', '我的菜谱详情', '编辑菜谱'];

test.describe('personal centre menu', () => {
  test('lists only pages that stand on their own, and marks the list a page was opened from', async ({ page }) => {
    await page.goto('/myCenter/myInfo');
    const menu = page.getByTestId('my-center-menu');
    await expect(menu.getByRole('link', { name: 'My Anthologies' })).toBeVisible();
    for (const name of ITEM_PAGES_EN) await expect(menu.getByRole('link', { name, exact: true })).toHaveCount(0);

    // An anthology's recipes mark "My Anthologies".
    await page.goto('/myCenter/anthologyRecipe?id=1');
    await expect(menu.getByRole('link', { name: 'My Anthologies' })).toHaveAttribute('data-active', 'true');

    // The phone's select lists the same pages.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/myCenter/myInfo');
    const select = page.getByRole('combobox', { name: 'Personal Centre' });
    await expect(select.locator('option', { hasText: 'My Anthologies' })).toHaveCount(1);
    for (const name of ITEM_PAGES_EN) await expect(select.locator('option', { hasText: name })).toHaveCount(0);
  });

  test('in Chinese', async ({ page }) => {
    await page.goto('/myCenter/myInfo');
    await page.getByTestId('settings-menu').click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/myCenter/myInfo');
    const menu = page.getByTestId('my-center-menu');
    await expect(menu.getByRole('link', { name: '我的菜谱集' })).toBeVisible();
    for (const name of ITEM_PAGES_ZH) await expect(menu.getByRole('link', { name, exact: true })).toHaveCount(0);
  });
});
