import type { Anthology } from '@chef/shared';
import { dialogTops, expect, test, toast } from './support/fixtures';
import { loggedInUser, pngPicture } from './support/personal';
import { apiAs, insertRecipe } from './support/recipes';

test.describe('collections', () => {
  test('creates, renames and deletes anthologies; opens one and removes recipes', async ({ page, request }) => {
    const user = await loggedInUser(page, request, 'collections');
    const sent: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/cook/addAnthology')) sent.push(req.url());
    });
    await page.goto('/myCenter/myCollection');
    await expect(page.getByTestId('anthology-empty')).toBeVisible();

    // The create popup is 640 px wide; a bad name gets the spec's toast and nothing is sent. It fades in
    // where it stays, so a press the moment it shows lands on the button it shows.
    const tops = dialogTops(page);
    await page.getByTestId('create-anthology').click();
    const dialog = page.getByRole('dialog', { name: 'Create an anthology' });
    await expect(dialog).toBeVisible();
    expect(new Set(await tops).size, 'the positions of the dialog while it appears').toBe(1);
    expect(Math.round((await dialog.boundingBox())!.width)).toBe(640);
    const nameToast = toast(page, 'Add anthology name (1-10 characters)');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(nameToast).toBeVisible();
    await expect(nameToast).toBeHidden();
    await dialog.getByLabel('Anthology name').fill('Eleven chars');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(nameToast).toBeVisible();
    expect(sent).toEqual([]);

    await dialog.getByLabel('Anthology name').fill('Weeknight');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await pngPicture(800, 600) });
    await expect(dialog.getByTestId('anthology-cover-preview')).toHaveAttribute('src', /\/media\/anthology\/.*\.sm\.webp$/);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Anthology created')).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = page.getByTestId('anthology-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('anthology-name')).toHaveText('Weeknight');
    await expect(card.getByTestId('anthology-count')).toHaveText('0 recipes');
    await expect(card.locator('img')).toHaveAttribute('src', /\.sm\.webp$/);

    // Rename.
    await page.getByRole('button', { name: 'Edit Weeknight' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit anthology' });
    await expect(edit.getByLabel('Anthology name')).toHaveValue('Weeknight');
    await edit.getByLabel('Anthology name').fill('Quick eats');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Anthology saved')).toBeVisible();
    await expect(card.getByTestId('anthology-name')).toHaveText('Quick eats');

    // Recipes go in from recipe detail: picking the existing anthology says where the recipe went
    // (issue 28), and the button shows it collected.
    const [anthology] = await apiAs<Anthology[]>(request, user.token, '/api/cook/qryAnthology');
    const pasta = insertRecipe('Lemon pasta');
    const curry = insertRecipe('Green curry');
    await page.goto(`/home/recipeDetail/${pasta}`);
    const collect = page.getByTestId('action-addToAnthology');
    await expect(collect).toHaveAttribute('aria-pressed', 'false');
    await collect.click();
    const picker = page.getByRole('dialog', { name: 'Add to an anthology' });
    await picker.getByTestId('anthology-pick').filter({ hasText: 'Quick eats' }).click();
    await expect(toast(page, 'Added to Quick eats')).toBeVisible();
    await expect(picker).toBeHidden();
    await expect(collect).toHaveAttribute('aria-pressed', 'true');
    // The second through the API.
    await apiAs(request, user.token, '/api/cook/addAnthologyRecipe', { anthologyId: anthology!.id, recipeId: curry });
    await page.goto('/myCenter/myCollection');
    await expect(card.getByTestId('anthology-count')).toHaveText('2 recipes');

    await card.getByTestId('anthology-name').click();
    await expect(page).toHaveURL(new RegExp(`/myCenter/anthologyRecipe\\?id=${anthology!.id}$`));
    await expect(page.getByTestId('anthology-title')).toHaveText('Quick eats');
    const recipes = page.getByTestId('recipe-card');
    await expect(recipes).toHaveCount(2);
    await expect(recipes.first()).toContainText('Green curry');
    await expect(recipes.first()).toHaveAttribute('href', `/home/recipeDetail/${curry}`);

    await page.getByTestId('remove-recipes').click();
    await expect(toast(page, 'Please select items first')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Green curry' }).check();
    await page.getByTestId('remove-recipes').click();
    const confirm = page.getByRole('dialog', { name: 'notice' });
    await expect(confirm).toContainText('permanently deleted');
    await confirm.getByRole('button', { name: 'confirm' }).click();
    await expect(toast(page, 'Removed from the anthology')).toBeVisible();
    await expect(recipes).toHaveCount(1);
    await expect(recipes.first()).toContainText('Lemon pasta');

    // Delete the anthology: select, confirm.
    await page.getByRole('link', { name: 'All anthologies' }).click();
    await expect(card.getByTestId('anthology-count')).toHaveText('1 recipe');
    await expect(toast(page, 'Please select items first')).toBeHidden();
    await page.getByTestId('delete-anthologies').click();
    await expect(toast(page, 'Please select items first')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Quick eats' }).check();
    await page.getByTestId('delete-anthologies').click();
    await expect(confirm).toContainText('The selected content will be permanently deleted.');
    await confirm.getByRole('button', { name: 'confirm' }).click();
    await expect(toast(page, 'Deleted')).toBeVisible();
    await expect(page.getByTestId('anthology-empty')).toBeVisible();
    expect(await apiAs<Anthology[]>(request, user.token, '/api/cook/qryAnthology')).toEqual([]);
  });

  test('an unknown anthology says so', async ({ page, request }) => {
    await loggedInUser(page, request, 'collections-missing');
    await page.goto('/myCenter/anthologyRecipe?id=999999');
    await expect(page.getByTestId('anthology-missing')).toHaveText('This anthology does not exist');
  });
});
