import type { Page } from '@playwright/test';
import { expect, logInWithPassword, registerViaApi, test, toast } from './support/fixtures';
import { loggedInUser } from './support/personal';
import { apiAs } from './support/recipes';
import { recipeList } from './support/content';

/** A demo recipe whose lines the list will hold (Mirin 100 ml, Sake 50 ml, Sugar 40 g). */
const TERIYAKI = 'Glossy Teriyaki Sauce';

const item = (page: Page, name: string) => page.getByTestId('basket-item').filter({ has: page.getByText(name, { exact: true }) });

test.describe('household lists', () => {
  test('the owner shares a list with a second account, watches its ticks arrive live with its name, then removes it', async ({
    page,
    request,
    browser,
  }) => {
    const owner = await loggedInUser(page, request, 'household-owner');
    const member = await registerViaApi(request, 'household-member');
    const nicknameOf = async (token: string) => (await apiAs<{ nickname: string }>(request, token, '/api/user/qryUserInfo')).nickname;
    const [ownerName, memberName] = [await nicknameOf(owner.token), await nicknameOf(member.token)];

    // The owner makes a list from a recipe, as on the basket page.
    await page.goto('/shopBasket');
    await page.getByTestId('source-search-tab').click();
    await page.getByTestId('source-search').fill('Teriyaki');
    await page.getByTestId('recipe-source-list').getByLabel(TERIYAKI, { exact: true }).check();
    await page.getByTestId('basket-name').fill('Family shop');
    await page.getByTestId('generate-basket').click();
    await expect(page).toHaveURL(/\/shopBasket\/basketDetail\?id=\d+$/);
    await expect(item(page, 'Mirin')).toBeVisible();

    // ...and invites the second account by its e-mail address.
    await page.getByTestId('household-open').click();
    await page.getByTestId('household-account').fill(member.email);
    await page.getByTestId('household-invite').click();
    await expect(toast(page, `Invitation sent to ${memberName}`)).toBeVisible();
    await expect(page.getByTestId('household-invitation')).toContainText(`Waiting for ${memberName}`);
    await page.keyboard.press('Escape');

    // The second person, in a browser of their own, finds the invitation on their lists and accepts it.
    const theirs = await browser.newContext({ locale: 'en-US' });
    const second = await theirs.newPage();
    await logInWithPassword(second, member.email, member.password);
    await expect(second.getByTestId('user-menu')).toBeVisible();
    await second.goto('/shopBasket');
    await expect(second.getByTestId('basket-invite')).toContainText(`${ownerName} invites you to "Family shop"`);
    await second.getByTestId('basket-invite-accept').click();
    await expect(second).toHaveURL(/\/shopBasket\/basketDetail\?id=\d+$/);
    await expect(second.getByTestId('basket-owner')).toHaveText(`Shared by ${ownerName}`);
    // The owner's page shows the new member without reloading.
    await expect(page.getByTestId('basket-members')).toHaveText(`Members: ${memberName}`);

    // The member ticks; the owner watches the tick arrive with the member's name.
    await item(second, 'Mirin').getByRole('checkbox').click();
    await expect(item(second, 'Mirin').getByRole('checkbox')).toBeChecked();
    await expect(item(page, 'Mirin').getByRole('checkbox')).toBeChecked();
    await expect(item(page, 'Mirin')).toContainText(`ticked by ${memberName}`);
    await item(second, 'Sake').getByRole('checkbox').click();
    await expect(item(page, 'Sake')).toHaveAttribute('data-ticked-by', memberName);
    // The owner's own tick carries the owner's name on the member's page.
    await item(page, 'Sugar').getByRole('checkbox').click();
    await expect(item(second, 'Sugar')).toContainText(`ticked by ${ownerName}`);

    // The list shared with them sits among their lists, marked with its owner.
    const listUrl = second.url();
    await second.goto('/shopBasket');
    await expect(second.getByTestId('basket-list').filter({ hasText: 'Family shop' }).getByTestId('basket-list-owner')).toHaveText(
      `Shared by ${ownerName}`,
    );
    await second.goto(listUrl);
    await expect(item(second, 'Mirin').getByRole('checkbox')).toBeChecked();

    // The owner removes the member: their open page loses the list at once.
    await page.getByTestId('household-open').click();
    await page.getByTestId('household-member').filter({ hasText: memberName }).getByTestId('household-remove').click();
    await page.getByRole('button', { name: 'confirm' }).click();
    await expect(toast(page, 'Member removed')).toBeVisible();
    await expect(second.getByTestId('basket-missing')).toHaveText('This shopping list does not exist');
    await second.goto('/shopBasket');
    await expect(second.getByTestId('basket-empty')).toBeVisible();
    await theirs.close();
  });

  test('an invitation link opened on its own joins the list, whose trail then reads Cart › list (issue 28)', async ({ page, request }) => {
    const owner = await registerViaApi(request, 'household-link-owner');
    const recipe = (await recipeList(request, { size: 1 })).records[0]!;
    const { id } = await apiAs<{ id: string }>(request, owner.token, '/api/basket/addBasket', { name: 'Camping', recipeIds: [recipe.id] });
    const { token } = await apiAs<{ token: string }>(request, owner.token, '/api/basket/inviteBasketLink', { id });
    await loggedInUser(page, request, 'household-link-member');
    await page.goto(`/shopBasket/basketDetail?join=${encodeURIComponent(token)}`);
    await page.getByTestId('basket-join-button').click();
    await expect(page).toHaveURL(new RegExp(`/shopBasket/basketDetail\\?id=${id}$`));
    await expect(page.getByTestId('basket-title')).toHaveText('Camping');
    // The list took the invitation's place: no crumb of the invitation before it.
    await expect(page.getByTestId('breadcrumb')).toHaveText(/^Cart\s*›\s*Camping$/);
  });
});
