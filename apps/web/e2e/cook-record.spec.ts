import type { Anthology } from '@chef/shared';
import { expect, test, toast } from './support/fixtures';
import { loggedInUser } from './support/personal';
import { apiAs, insertRecipe, localDay, weekdayOf } from './support/recipes';

test.describe('cooking history', () => {
  test('lists what was cooked newest first, loads more, and deletes with confirmation', async ({ page, request }) => {
    const user = await loggedInUser(page, request, 'cooked');
    const names = Array.from({ length: 12 }, (_, i) => `Dish ${String(i + 1).padStart(2, '0')}`);
    // "I cooked this" lives on recipe detail (wired by the recipe page); through the API here.
    for (const name of names) await apiAs(request, user.token, '/api/cook/addCookRecord', { recipeId: insertRecipe(name) });

    await page.goto('/myCenter/cookingRecord');
    const rows = page.getByTestId('cook-record');
    await expect(rows).toHaveCount(10);
    await expect(rows.first()).toContainText('Dish 12');
    await expect(rows.first()).toContainText(/Cooked (just now|\d+ seconds ago)/);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(rows).toHaveCount(12);
    await expect(rows.last()).toContainText('Dish 01');
    await expect(page.getByRole('button', { name: 'Load more' })).toBeHidden();

    await page.getByTestId('delete-cook-records').click();
    await expect(toast(page, 'Please select items first')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Dish 12' }).check();
    await page.getByRole('checkbox', { name: 'Dish 01' }).check();
    await page.getByTestId('delete-cook-records').click();
    const confirm = page.getByRole('dialog', { name: 'notice' });
    await expect(confirm).toContainText('The selected content will be permanently deleted.');
    await confirm.getByRole('button', { name: 'cancel' }).click();
    await expect(rows).toHaveCount(12);
    await page.getByTestId('delete-cook-records').click();
    await confirm.getByRole('button', { name: 'confirm' }).click();
    await expect(toast(page, 'Deleted')).toBeVisible();
    await expect(rows).toHaveCount(10);
    await expect(page.getByTestId('cook-record-list')).not.toContainText('Dish 12');

    await page.reload();
    await expect(rows.first()).toContainText('Dish 11');
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByTestId('delete-cook-records').click();
    await confirm.getByRole('button', { name: 'confirm' }).click();
    await expect(rows).toHaveCount(0);
    await expect(page.getByTestId('list-no-data')).toBeVisible();
  });
});

test.describe('add to collection and add to my week (the recipe-detail dialogs, here from cooking history)', () => {
  test('collects a cooked dish into a new and then an existing anthology, and plans it for today', async ({ page, request }) => {
    const user = await loggedInUser(page, request, 'dialogs');
    const recipeId = insertRecipe('Ginger chicken');
    await apiAs(request, user.token, '/api/cook/addCookRecord', { recipeId });
    await page.goto('/myCenter/cookingRecord');
    const row = page.getByTestId('cook-record');

    await row.getByRole('button', { name: 'Add to an anthology' }).click();
    const collect = page.getByRole('dialog', { name: 'Add to an anthology' });
    await expect(collect).toContainText('No anthologies yet');
    await collect.getByTestId('anthology-inline-name').fill('   ');
    await collect.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(toast(page, 'Add anthology name (1-10 characters)')).toBeVisible();
    await collect.getByTestId('anthology-inline-name').fill('Favourites');
    await collect.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(toast(page, 'Added to Favourites')).toBeVisible();
    await expect(collect).toBeHidden();

    await row.getByRole('button', { name: 'Add to an anthology' }).click();
    await expect(collect.getByTestId('anthology-pick')).toHaveCount(1);
    await expect(collect.getByTestId('anthology-pick')).toContainText('1 recipe');
    await collect.getByTestId('anthology-pick').click();
    await expect(toast(page, 'Already in Favourites')).toBeVisible();
    const [anthology] = await apiAs<Anthology[]>(request, user.token, '/api/cook/qryAnthology');
    expect(anthology).toMatchObject({ anthologyName: 'Favourites', recipeCount: 1 });

    await row.getByRole('button', { name: 'Add to my week' }).click();
    const plan = page.getByRole('dialog', { name: 'Add to my week' });
    const today = localDay();
    await expect(plan.getByTestId('week-picked-date')).toHaveText(today);
    const yesterday = localDay(-1);
    if (yesterday.slice(0, 7) === today.slice(0, 7)) {
      const label = new Date(`${yesterday}T12:00:00`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
      await expect(plan.getByRole('button', { name: label, exact: true })).toBeDisabled();
    }
    await plan.getByRole('button', { name: 'Add to my week' }).click();
    await expect(toast(page, `Planned for Dinner, ${weekdayOf(today)}`)).toBeVisible();
    const week = await apiAs<{ date: string; records: { recipe: { id: string } }[] }[]>(
      request,
      user.token,
      `/api/cook/qryMyWeek?startDate=${today}`,
    );
    expect(week[0]!.records.map((r) => r.recipe.id)).toEqual([recipeId]);
  });
});
