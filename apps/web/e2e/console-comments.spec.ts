import { recipeList } from './support/content';
import { staffSignIn } from './support/console';
import { expect, logInWithPassword, randomClientIp, registerViaApi, test, toast } from './support/fixtures';
import { loggedInUser } from './support/personal';

/**
 * Issue 29, comment moderation: an author comments on a recipe; another reader reports the comment
 * (once: it then shows Reported); staff find it in the console's Comments queue and hide it with a
 * reason; the author, with the portal open, is told at once, and the comment is gone from the page.
 */
test('a report leads to a hidden comment and the author’s message', async ({ page, request, browser }) => {
  test.setTimeout(6 * 60_000);
  const pageLoad = { timeout: 60_000 };
  await loggedInUser(page, request, 'commenter');
  const recipe = (await recipeList(request, { size: 3 })).records[2];
  if (!recipe) throw new Error('no recipe');
  await page.goto(`/home/recipeDetail/${recipe.id}`);
  const text = `Visit my shop for cheap pans ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'Your comment' }).fill(text);
  await page.getByTestId('comment-form').getByRole('button', { name: 'Post comment' }).click();
  await expect(toast(page, 'Comment posted')).toBeVisible();
  // The author is offered no Report on their own comment.
  const own = page.getByTestId('comment-item').filter({ hasText: text });
  await expect(own.getByTestId('comment-delete')).toBeVisible();
  await expect(own.getByTestId('comment-report')).toHaveCount(0);

  // Another reader, in a browser of their own.
  const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() }, locale: 'en-US' });
  const reader = await other.newPage();
  const readerAccount = await registerViaApi(request, 'reporter');
  await logInWithPassword(reader, readerAccount.email, readerAccount.password);
  await expect(reader.getByTestId('user-menu')).toBeVisible(pageLoad);
  await reader.goto(`/home/recipeDetail/${recipe.id}`);
  const reported = reader.getByTestId('comment-item').filter({ hasText: text });
  await reported.getByRole('button', { name: 'Report this comment to staff' }).click();
  await expect(toast(reader, 'Thank you. Staff will review this comment.')).toBeVisible();
  await expect(reported.getByTestId('comment-reported')).toHaveText('Reported');
  await expect(reported.getByTestId('comment-report')).toHaveCount(0);

  // Staff: the queue, a reason required, then hidden.
  const staff = await other.newPage();
  await staffSignIn(staff);
  await staff.getByRole('navigation').getByRole('link', { name: 'Comments' }).click();
  const row = staff.getByTestId('moderated-comment').filter({ hasText: text });
  await expect(row).toContainText('1 reports');
  await row.getByRole('button', { name: 'Hide' }).click();
  await expect(row.getByText('This field is required')).toBeVisible();
  await row.getByLabel('Reason (told to the author)').fill('Advertising is not allowed');
  await row.getByRole('button', { name: 'Hide' }).click();
  // The author's portal shows the message live as the console confirms.
  await Promise.all([
    expect(toast(staff, 'Done; the author has been told')).toBeVisible(pageLoad),
    expect(toast(page, 'Your comment was hidden')).toBeVisible(pageLoad),
  ]);
  await staff.getByTestId('console-comments').getByText('Hidden', { exact: true }).click();
  await expect(staff.getByTestId('moderated-comment').filter({ hasText: text })).toContainText('Advertising is not allowed');

  // The reader comments too; once the page shows theirs after a reload, the hidden one is not there.
  const mine = `Looks tasty ${Date.now().toString(36)}`;
  await reader.getByRole('textbox', { name: 'Your comment' }).fill(mine);
  await reader.getByTestId('comment-form').getByRole('button', { name: 'Post comment' }).click();
  await expect(toast(reader, 'Comment posted')).toBeVisible();
  await reader.reload();
  await expect(reader.getByTestId('comment-item').filter({ hasText: mine })).toBeVisible(pageLoad);
  await expect(reader.getByTestId('comment-item').filter({ hasText: text })).toHaveCount(0);
  await page.goto('/myCenter/myMessage');
  await expect(page.getByText(`Your comment “${text}” was hidden by our staff. Reason: Advertising is not allowed.`)).toBeVisible(pageLoad);
  await other.close();
});
