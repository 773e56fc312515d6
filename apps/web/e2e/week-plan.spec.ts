import { expect, test, toast } from './support/fixtures';
import { loggedInUser } from './support/personal';
import { apiAs, insertRecipe, localDay, weekdayOf } from './support/recipes';

/** The next Thursday from today on (today when it is one): the spec plans today or later only. */
function nextThursday(): string {
  const offset = (4 - new Date().getDay() + 7) % 7;
  return localDay(offset);
}

test.describe('the week that plans', () => {
  test('plans a recipe for Thursday dinner for 6 from its page, moves it by the keyboard, and shops the week without the pantry', async ({
    page,
    request,
    checkA11y,
  }) => {
    await loggedInUser(page, request, 'weekplan');
    // A recipe for 2: every amount is tripled for 6.
    const stew = insertRecipe('Lentil stew', null, [], {
      portions: 2,
      ingredients: [
        { name: 'Red lentils', value: 200, unit: 'g' },
        { name: 'Carrots', value: 2, unit: 'pcs' },
        { name: 'Salt', value: 5, unit: 'g' },
      ],
    });
    const thursday = nextThursday();
    const friday = localDay(((4 - new Date().getDay() + 7) % 7) + 1);

    // The pantry, from the week page: salt is always at home.
    await page.goto(`/myCenter/myWeek?start=${thursday}`);
    await page.getByTestId('pantry-open').click();
    const pantry = page.getByRole('dialog', { name: 'My pantry' });
    await pantry.getByTestId('pantry-name').fill('salt');
    await pantry.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(pantry.getByTestId('pantry-item')).toHaveText(['salt']);
    await page.keyboard.press('Escape');

    // From the recipe page: Thursday, dinner, for 6.
    await page.goto(`/home/recipeDetail/${stew}`);
    await page.getByTestId('action-addToWeek').click();
    const plan = page.getByRole('dialog', { name: 'Add to my week' });
    await expect(plan.getByTestId('week-picked-date')).toHaveText(localDay());
    const label = new Date(`${thursday}T12:00:00`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
    const thursdayButton = plan.getByRole('button', { name: label, exact: true }).first();
    if (!(await thursdayButton.isVisible())) await plan.locator('[data-direction="next"]').click();
    await thursdayButton.click();
    await expect(plan.getByTestId('week-picked-date')).toHaveText(thursday);
    await expect(plan.getByTestId('week-meal-select')).toHaveValue('dinner');
    // The recipe's own portions are offered first.
    await expect(plan.getByTestId('week-servings-select')).toHaveValue('2');
    await plan.getByTestId('week-servings-select').selectOption('6');
    await plan.getByRole('button', { name: 'Add to my week' }).click();
    await expect(toast(page, `Planned for Dinner, ${weekdayOf(thursday)}`)).toBeVisible();

    // The week shows it under Thursday's dinner, for 6.
    await page.goto(`/myCenter/myWeek?start=${thursday}`);
    const thursdayBox = page.locator(`[data-testid=week-day][data-date="${thursday}"]`);
    const meal = thursdayBox.locator('[data-testid=week-meal][data-meal=dinner]').getByTestId('week-recipe');
    await expect(meal).toContainText('Lentil stew');
    await expect(meal.getByTestId('week-servings')).toHaveValue('6');
    await checkA11y();

    // Moved with the keyboard alone: its menu, "Move…", Friday's lunch.
    await meal.getByRole('button', { name: 'Actions for Lentil stew' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Move…' }).focus();
    await page.keyboard.press('Enter');
    const move = page.getByRole('dialog', { name: 'Move Lentil stew' });
    await move.getByTestId('move-day').focus();
    await move.getByTestId('move-day').selectOption(friday);
    await move.getByTestId('move-meal').selectOption('lunch');
    await move.getByRole('button', { name: 'Move', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(toast(page, `Moved to Lunch, ${weekdayOf(friday)}`)).toBeVisible();
    const fridayLunch = page.locator(`[data-testid=week-day][data-date="${friday}"] [data-testid=week-meal][data-meal=lunch]`);
    await expect(fridayLunch.getByTestId('week-recipe')).toContainText('Lentil stew');
    await expect(thursdayBox.getByTestId('week-recipe')).toHaveCount(0);
    await expect(fridayLunch.getByTestId('week-servings')).toHaveValue('6');

    // Shop this week: the amounts for 6, salt under "You may already have".
    await page.getByTestId('shop-week').click();
    const shop = page.getByRole('dialog', { name: 'Shop this week' });
    await expect(shop.getByTestId('shop-name')).toHaveValue(/^Week of /);
    await shop.getByRole('button', { name: 'Make the list' }).click();
    const result = shop.getByTestId('shop-result');
    await expect(result).toContainText('Your list is ready');
    await expect(result.getByTestId('shop-added').getByRole('listitem')).toHaveText(['Red lentils · 600 g', 'Carrots · 6 pcs']);
    const mayHave = result.getByTestId('shop-may-have');
    await expect(mayHave).toContainText('You may already have');
    await expect(mayHave.getByRole('listitem')).toHaveText(['Salt · 15 g']);
    await checkA11y();

    // Added anyway, then the list itself holds all three.
    await mayHave.getByRole('button', { name: 'Add them anyway' }).click();
    await expect(toast(page, 'Added to the list')).toBeVisible();
    await result.getByRole('link', { name: 'Open the list' }).click();
    await expect(page).toHaveURL(/\/shopBasket\/basketDetail\?id=\d+/);
    await expect(page.getByText('Red lentils')).toBeVisible();
    await expect(page.getByText('Salt', { exact: true })).toBeVisible();
  });

  test('adds recipes from a collection and from my own private ones on the week page itself, and drags one to another day on a desktop', async ({
    page,
    request,
  }) => {
    const user = await loggedInUser(page, request, 'weekdrag');
    const soup = insertRecipe('Barley soup', null, [], { portions: 4 });
    insertRecipe('Aunt May’s dumplings', null, [], { portions: 4, privateOf: user.id });
    const anthology = await apiAs<{ id: string }>(request, user.token, '/api/cook/addAnthology', { anthologyName: 'Soups' });
    await apiAs(request, user.token, '/api/cook/addAnthologyRecipe', { anthologyId: anthology.id, recipeId: soup });
    // Next week's Monday and Tuesday: both ahead, on one page whatever today is.
    const toMonday = (8 - new Date().getDay()) % 7 || 7;
    const monday = localDay(toMonday);
    const tuesday = localDay(toMonday + 1);

    await page.goto(`/myCenter/myWeek?start=${monday}`);
    const mondayBox = page.locator(`[data-testid=week-day][data-date="${monday}"]`);
    await mondayBox.getByRole('button', { name: 'Add a recipe to Breakfast, Monday' }).click();
    const add = page.getByRole('dialog', { name: /^Add a recipe to Breakfast, Monday/ });
    await add.getByTestId('add-meal-servings').selectOption('3');
    await add.getByTestId('source-anthology-tab').click();
    await add.getByTestId('source-anthology').click();
    await page.getByRole('option', { name: 'Soups' }).click();
    await add.getByRole('button', { name: 'Plan Barley soup' }).click();
    await expect(toast(page, 'Planned for Breakfast, Monday')).toBeVisible();
    const planned = mondayBox.locator('[data-testid=week-meal][data-meal=breakfast]').getByTestId('week-recipe');
    await expect(planned).toContainText('Barley soup');
    await expect(planned.getByTestId('week-servings')).toHaveValue('3');

    // The owner's private recipe, from "My recipes" (it is in no search or collection).
    await mondayBox.getByRole('button', { name: 'Add a recipe to Dinner, Monday' }).click();
    const addDinner = page.getByRole('dialog', { name: /^Add a recipe to Dinner, Monday/ });
    await addDinner.getByTestId('source-mine-tab').click();
    await addDinner.getByRole('button', { name: 'Plan Aunt May’s dumplings' }).click();
    await expect(toast(page, 'Planned for Dinner, Monday')).toBeVisible();
    await expect(mondayBox.locator('[data-testid=week-meal][data-meal=dinner]').getByTestId('week-recipe')).toContainText(
      'Aunt May’s dumplings',
    );

    // Dragged (the desktop's way) to Tuesday's snack.
    const target = page.locator(`[data-testid=week-day][data-date="${tuesday}"] [data-testid=week-meal][data-meal=snack]`);
    await planned.getByRole('link', { name: 'Barley soup' }).dragTo(target);
    await expect(target.getByTestId('week-recipe')).toContainText('Barley soup');
    await expect(mondayBox.getByTestId('week-recipe')).toHaveCount(1);
    const week = await apiAs<{ date: string; records: { meal: string; servings: number }[] }[]>(
      request,
      user.token,
      `/api/cook/qryMyWeek?startDate=${tuesday}`,
    );
    expect(week[0]!.records).toEqual([expect.objectContaining({ meal: 'snack', servings: 3 })]);
  });
});
