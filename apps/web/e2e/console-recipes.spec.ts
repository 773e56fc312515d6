import type { Category, RecipeInput } from '@chef/shared';
import { apiData } from './support/content';
import { staffSignIn } from './support/console';
import { expect, registerViaApi, test, toast } from './support/fixtures';
import { pngPicture, staffTokenOf } from './support/personal';
import { apiAs } from './support/recipes';

/**
 * Issue 29, the console's recipes: a user's recipe with a typo in its name is published; an editor
 * (an account an admin made, editor role only) finds it in the console's Recipes, fixes the name in the
 * users' own editor and saves: the public page shows the fix at once, with no audit.
 */
test('an editor fixes a typo in a published recipe', async ({ page, request }) => {
  test.setTimeout(3 * 60_000);
  // The console's chunks and the editor's load slowly on a loaded machine.
  const pageLoad = { timeout: 60_000 };
  const tag = Date.now().toString(36);
  const admin = await staffTokenOf(request);
  const editor = { email: `editor-${tag}@example.com`, password: 'editor123' };
  await apiAs(request, admin, '/api/admin/addStaff', { ...editor, name: 'Editor', roles: ['editor'] });

  // The recipe, written by a user and passed by the audit desk (through the API: not this story).
  const author = await registerViaApi(request, 'typo-author');
  const upload = await request.post('/api/common/uploadFileToThirdStorage', {
    headers: { authorization: `Bearer ${author.token}` },
    multipart: { folderName: 'recipe', file: { name: 'tart.png', mimeType: 'image/png', buffer: await pngPicture(320, 320) } },
  });
  const cover = ((await upload.json()) as { data: string }).data;
  const [category] = await apiData<Category[]>(request, '/api/cook/qryCategory');
  const typo = `Apricot tart wiht thyme ${tag}`;
  const fixed = `Apricot tart with thyme ${tag}`;
  const body: RecipeInput = {
    name: typo,
    cover,
    categoryId: category!.id,
    description: 'Apricots on buttery pastry',
    cookingTime: 50,
    difficulty: 2,
    flavor: 'sweet',
    portions: 6,
    tips: '',
    accessories: [],
    preparations: [],
    ingredients: [{ name: 'Apricots', value: 600, unit: 'g' }],
    nutrition: [],
    steps: [
      { title: 'Warm the jam', description: 'Stir gently', stepType: 2, temperature: 60, speed: 2, duration: 120, rotation: { type: 1 } },
    ],
  };
  const { id } = await apiAs<{ id: string }>(request, author.token, '/api/cook/addRecipe', body);
  await apiAs(request, admin, '/api/admin/auditRecipe', { id, pass: true });

  await staffSignIn(page, '/admin/recipes', editor);
  await page.getByTestId('console-recipe-search').fill(`wiht thyme ${tag}`);
  const row = page.getByTestId('console-recipe').filter({ hasText: typo });
  await expect(row.getByTestId('console-recipe-state')).toHaveText('Published', pageLoad);
  await row.getByTestId('console-recipe-edit').click();
  const name = page.getByTestId('recipe-name-input');
  await expect(name).toHaveValue(typo, pageLoad);
  await name.fill(fixed);
  await page.getByTestId('recipe-submit').click();
  await expect(toast(page, 'Saved; the public page shows it now')).toBeVisible(pageLoad);
  // Back on the list, which shows the fix.
  await expect(page.getByTestId('console-recipes')).toBeVisible(pageLoad);

  await page.goto(`/home/recipeDetail/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: fixed })).toBeVisible(pageLoad);
});
