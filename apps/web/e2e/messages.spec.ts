import { expect, test, toast } from './support/fixtures';
import { loggedInUser, sendMessage } from './support/personal';

test.describe('messages', () => {
  test('lists messages newest first, marks them read, and deletes with confirmation', async ({ page, request }) => {
    const user = await loggedInUser(page, request, 'messages');
    for (const n of [1, 2, 3]) await sendMessage(request, { userId: user.id, title: `Notice ${n}`, text: `Body ${n}` });
    await page.goto('/myCenter/myMessage');
    const items = page.getByTestId('message-item');
    await expect(items).toHaveCount(3);
    await expect(items.first()).toContainText('Notice 3');
    await expect(page.getByTestId('msg-count')).toHaveText('3');

    await items.first().getByText('Body 3').click();
    await expect(items.first()).toHaveAttribute('data-read', 'true');
    await expect(page.getByTestId('msg-count')).toHaveText('2');
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByTestId('msg-count')).toBeHidden();
    await expect(page.locator('[data-testid=message-item][data-read=false]')).toHaveCount(0);

    await page.getByTestId('delete-messages').click();
    await expect(toast(page, 'Please select items first')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Notice 2' }).check();
    await page.getByTestId('delete-messages').click();
    const dialog = page.getByRole('dialog', { name: 'notice' });
    await expect(dialog).toContainText('The selected content will be permanently deleted.');
    await dialog.getByRole('button', { name: 'cancel' }).click();
    await expect(items).toHaveCount(3);
    await page.getByTestId('delete-messages').click();
    await dialog.getByRole('button', { name: 'confirm' }).click();
    await expect(items).toHaveCount(2);
    await expect(page.getByTestId('message-list')).not.toContainText('Notice 2');
    await page.reload();
    await expect(items).toHaveCount(2);
  });

  test('live: a message created on the server appears as a toast and raises the badge without a reload', async ({ page, request }) => {
    const user = await loggedInUser(page, request, 'live');
    await page.goto('/myCenter/myMessage');
    await expect(page.getByTestId('list-no-data')).toBeVisible();
    await expect(page.getByTestId('msg-count')).toBeHidden();
    // Marks this document: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

    await sendMessage(request, { userId: user.id, title: 'Your recipe passed the audit', text: 'It is now public.' });
    await expect(toast(page, 'Your recipe passed the audit')).toBeVisible();
    await expect(page.getByTestId('msg-count')).toHaveText('1');
    await expect(page.getByTestId('message-item')).toHaveCount(1);

    await sendMessage(request, { userId: user.id, text: 'A second one' });
    await expect(toast(page, 'A second one')).toBeVisible();
    await expect(page.getByTestId('msg-count')).toHaveText('2');
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  });
});
