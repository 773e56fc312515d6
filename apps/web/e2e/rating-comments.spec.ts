import { articleList, recipeDetail, recipeList } from './support/content';
import { expect, test, toast } from './support/fixtures';
import { loggedInUser } from './support/personal';
import { clickStar } from './support/rating';

test.describe('rating and comments', () => {
  test('a user rates a recipe, and a new score replaces the old one', async ({ page, request }) => {
    await loggedInUser(page, request, 'rating');
    // A recipe nobody else in this run rates: the last of the list.
    const list = await recipeList(request, { size: 1 });
    const last = await recipeList(request, { size: 1, current: list.total });
    const recipe = last.records[0];
    if (!recipe) throw new Error('no recipe');
    const before = await recipeDetail(request, recipe.id);

    await page.goto(`/home/recipeDetail/${recipe.id}`);
    const panel = page.getByTestId('rating-panel');
    await expect(panel).toContainText('Rate this');
    await clickStar(panel, 4);
    await expect(toast(page, 'Thanks for rating!')).toBeVisible();
    await expect(panel).toContainText('Your score: 4');
    await expect(page.getByTestId('rating-count')).toHaveText(`${before.ratingCount + 1} rating${before.ratingCount + 1 === 1 ? '' : 's'}`);

    await clickStar(panel, 2);
    await expect(panel).toContainText('Your score: 2');
    // Replaced, not added: still one more rating than before.
    await expect(page.getByTestId('rating-count')).toHaveText(`${before.ratingCount + 1} rating${before.ratingCount + 1 === 1 ? '' : 's'}`);
    if (before.ratingCount === 0) await expect(page.getByTestId('rating-average')).toHaveText('2.0');

    await page.reload();
    await expect(page.getByTestId('rating-panel')).toContainText('Your score: 2');
    await expect(page.getByTestId('rating-panel').getByRole('radio', { name: '2 stars' })).toBeChecked();
  });

  test('a user comments (required, at most 500, shown as text, newest first) and deletes their own comment', async ({ page, request }) => {
    await loggedInUser(page, request, 'comments');
    const { records } = await recipeList(request, { size: 2 });
    const recipe = records[1];
    if (!recipe) throw new Error('no recipe');
    await page.goto(`/home/recipeDetail/${recipe.id}`);

    const form = page.getByTestId('comment-form');
    await form.getByRole('button', { name: 'Post comment' }).click();
    await expect(form).toContainText('This field is required');

    const input = page.getByRole('textbox', { name: 'Your comment' });
    await input.fill('x'.repeat(600));
    await expect(input).toHaveValue('x'.repeat(500));
    await expect(page.getByTestId('comment-counter')).toHaveText('500/500');

    const first = `First try <b>bold</b> ${Date.now()}`;
    await input.fill(first);
    await expect(page.getByTestId('comment-counter')).toHaveText(`${first.length}/500`);
    await form.getByRole('button', { name: 'Post comment' }).click();
    await expect(toast(page, 'Comment posted')).toBeVisible();
    await expect(input).toHaveValue('');
    const items = page.getByTestId('comment-item');
    await expect(items.first().getByTestId('comment-content')).toHaveText(first);
    await expect(page.getByTestId('comments').locator('b')).toHaveCount(0);

    const second = `Second, newer ${Date.now()}`;
    await input.fill(second);
    await form.getByRole('button', { name: 'Post comment' }).click();
    await expect(items.first().getByTestId('comment-content')).toHaveText(second);
    await expect(items.nth(1).getByTestId('comment-content')).toHaveText(first);

    await items.first().getByTestId('comment-delete').click();
    const dialog = page.getByRole('dialog', { name: 'notice' });
    await expect(dialog).toContainText('This comment will be permanently deleted.');
    await dialog.getByRole('button', { name: 'cancel' }).click();
    await expect(items.filter({ hasText: second })).toHaveCount(1);
    await items.first().getByTestId('comment-delete').click();
    await dialog.getByRole('button', { name: 'confirm' }).click();
    await expect(toast(page, 'Comment deleted')).toBeVisible();
    await expect(items.filter({ hasText: second })).toHaveCount(0);
    await expect(items.first().getByTestId('comment-content')).toHaveText(first);

    // Another visitor sees the comment but cannot delete it.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(items.filter({ hasText: first })).toHaveCount(1);
    await expect(page.getByTestId('comment-delete')).toHaveCount(0);
  });

  test('an article shows its body, rating and comments; a user comments on it', async ({ page, request }) => {
    const { records } = await articleList(request, { size: 1 });
    const article = records[0];
    if (!article) throw new Error('no article');

    await page.goto('/home/article');
    await page.getByTestId('article-card').filter({ hasText: article.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/home/articleDetail\\?id=${article.id}$`));
    await expect(page.getByTestId('article-title')).toHaveText(article.title);
    await expect(page).toHaveTitle(`${article.title} - Chef Robot`);
    await expect(page.getByTestId('article-author')).toHaveText(`By ${article.author}`);
    await expect(page.getByTestId('article-body').locator('p').first()).toBeVisible();
    await expect(page.getByTestId('article-body').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByTestId('rating-panel')).toBeVisible();
    await expect(page.getByTestId('comment-login-prompt')).toBeVisible();

    await loggedInUser(page, request, 'article-comment');
    await page.goto(`/home/articleDetail?id=${article.id}`);
    const text = `Great read ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Your comment' }).fill(text);
    await page.getByRole('button', { name: 'Post comment' }).click();
    await expect(page.getByTestId('comment-item').first()).toContainText(text);
    await expect(page.getByTestId('comment-item').first().getByTestId('comment-delete')).toBeVisible();
  });
});
