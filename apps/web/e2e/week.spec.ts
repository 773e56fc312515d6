import { addDays, weekStartOf, type AddMyWeekResult } from '@chef/shared';
import { expect, test, toast } from './support/fixtures';
import { loggedInUser, pngPicture } from './support/personal';
import { apiAs, insertRecipe, localDay } from './support/recipes';

test.describe('my week', () => {
  test('shows planned recipes per day, moves between weeks, and removes one', async ({ page, request }) => {
    const user = await loggedInUser(page, request, 'week');
    const upload = await request.post('/api/common/uploadFileToThirdStorage', {
      headers: { authorization: `Bearer ${user.token}` },
      multipart: { folderName: 'recipe', file: { name: 'soup.png', mimeType: 'image/png', buffer: await pngPicture(640, 480) } },
    });
    const cover = ((await upload.json()) as { data: string }).data;
    const soup = insertRecipe('Pumpkin soup', cover);
    const salad = insertRecipe('Bean salad');
    const today = localDay();
    const nextWeekDay = localDay(7);

    // Planned from recipe detail (wired by the recipe page); through the API here.
    await apiAs<AddMyWeekResult>(request, user.token, '/api/cook/addMyWeek', { recipeId: soup, date: today });
    await apiAs<AddMyWeekResult>(request, user.token, '/api/cook/addMyWeek', { recipeId: salad, date: nextWeekDay });
    const past = await request.post('/api/cook/addMyWeek', {
      headers: { authorization: `Bearer ${user.token}` },
      data: { recipeId: salad, date: localDay(-3) },
    });
    expect(((await past.json()) as { msg: string }).msg).toBe('Please pick today or a later date');

    await page.goto('/myCenter/myWeek');
    const days = page.getByTestId('week-day');
    await expect(days).toHaveCount(7);
    // Monday to Sunday.
    await expect(days.first()).toContainText('Monday');
    await expect(days.last()).toContainText('Sunday');
    const todayBox = page.locator(`[data-testid=week-day][data-date="${today}"]`);
    await expect(todayBox).toContainText('Today');
    const planned = todayBox.getByTestId('week-recipe');
    await expect(planned).toHaveCount(1);
    await expect(planned.getByRole('link', { name: 'Pumpkin soup' })).toHaveAttribute('href', `/home/recipeDetail/${soup}`);
    await expect(planned.locator('img')).toHaveAttribute('src', /\.sm\.webp$/);
    await expect(page.getByTestId('week-recipe')).toHaveCount(1);

    // The next week holds the salad; back again.
    const range = await page.getByTestId('week-range').textContent();
    await page.getByTestId('week-next').click();
    await expect(page.getByTestId('week-range')).not.toHaveText(range!);
    await expect(page.locator(`[data-testid=week-day][data-date="${nextWeekDay}"]`).getByTestId('week-recipe')).toContainText('Bean salad');
    await expect(page.getByTestId('week-recipe')).toHaveCount(1);
    // Two quick presses, as on a slow phone: the second comes before the week the first asked for is drawn.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 16 });
    await page.getByTestId('week-previous').click();
    await page.getByTestId('week-previous').click();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const lastWeek = addDays(weekStartOf(today), -7);
    await expect(page.getByTestId('week-range')).toHaveText(`${lastWeek} – ${addDays(lastWeek, 6)}`);
    await expect(page.getByTestId('week-recipe')).toHaveCount(0);
    await page.getByTestId('week-next').click();
    await expect(page.getByTestId('week-range')).toHaveText(range!);

    // Remove (from the meal's menu), with confirmation.
    await planned.getByRole('button', { name: 'Actions for Pumpkin soup' }).click();
    await page.getByRole('menuitem', { name: 'Remove' }).click();
    const confirm = page.getByRole('dialog', { name: 'notice' });
    await expect(confirm).toContainText(`Remove Pumpkin soup from ${today}?`);
    await confirm.getByRole('button', { name: 'confirm' }).click();
    await expect(toast(page, 'Removed from your week')).toBeVisible();
    await expect(todayBox).toContainText('Nothing planned');
    await page.reload();
    await expect(page.getByTestId('week-recipe')).toHaveCount(0);
  });
});
