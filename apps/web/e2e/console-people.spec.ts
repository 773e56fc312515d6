import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_STAFF } from '../playwright.config';
import { expect, logInWithPassword, registerViaApi, test, toast } from './support/fixtures';
import { staffTokenOf } from './support/personal';

/**
 * The console's people pages, end to end: staff sign in to /admin (the dashboard opens); a user with
 * the portal open gets a message sent to them from the console, live; staff disable the account: the
 * user's next action shows the login failure and signing in again shows the disabled message; staff
 * enable it and the user signs in; the dashboard shows the counts the API gives; the audit log lists
 * the message, the disable and the enable.
 */

async function staffGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const token = await staffTokenOf(request);
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: T }).data;
}

async function confirmPopup(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'confirm' }).click();
}

test('message a user live, disable and enable the account, see the dashboard and the audit log', async ({ page, request, context }) => {
  // Two people's journey in one test (the portal user and staff), with a dozen page loads.
  test.setTimeout(6 * 60_000);
  // A whole page load on a busy machine may take longer than one expect's default.
  const pageLoad = { timeout: 60_000 };
  const user = await registerViaApi(request, 'people');
  await logInWithPassword(page, user.email, user.password);
  await expect(page.getByTestId('user-menu')).toBeVisible(pageLoad);

  const staff = await context.newPage();
  await staff.goto('/admin');
  await staff.getByTestId('console-email').fill(E2E_STAFF.email);
  await staff.getByTestId('console-password').fill(E2E_STAFF.password);
  await staff.getByTestId('console-sign-in').click();
  await expect(staff).toHaveURL(/\/admin\/dashboard$/);
  await expect(staff.getByTestId('console-dashboard')).toBeVisible(pageLoad);

  // A message to this user: found by the start of their e-mail, picked, sent; it arrives live.
  await staff.getByRole('link', { name: 'Messages' }).click();
  const text = `Hello from the console ${Date.now().toString(36)}`;
  await staff.getByTestId('message-send').click();
  await expect(staff.getByText('Please pick a recipient')).toBeVisible();
  await expect(staff.getByText('This field is required')).toBeVisible();
  await staff.getByTestId('message-recipient').fill(user.email.slice(0, 24));
  await staff.getByRole('option', { name: new RegExp(user.email.replace(/[.+]/g, '\\$&')) }).click();
  await staff.getByTestId('message-text').fill(text);
  await staff.getByTestId('message-send').click();
  // Both toasts show at about the same time and close by themselves: watched together.
  await Promise.all([expect(toast(staff, 'Sent to 1 user')).toBeVisible(pageLoad), expect(toast(page, text)).toBeVisible(pageLoad)]);

  // Disable: confirm, then the user's next action is a login failure and signing in is refused.
  await staff.getByRole('link', { name: 'Users' }).click();
  await staff.getByTestId('user-search').fill(user.email);
  await staff.getByTestId('user-search').press('Enter');
  const row = staff.getByTestId('user-row').filter({ hasText: user.email });
  await expect(row).toHaveCount(1);
  await row.getByTestId('user-status-toggle').click();
  await expect(staff.getByRole('dialog')).toContainText('Their sessions end at once');
  await confirmPopup(staff);
  // The user's open page is told at once: its live channel ends with the session (issue 28).
  await Promise.all([
    expect(toast(staff, 'Account disabled')).toBeVisible(),
    expect(page.getByTestId('login-failure')).toContainText('Login failure', pageLoad),
  ]);
  await expect(row.getByTestId('user-state')).toHaveText('Disabled');

  await logInWithPassword(page, user.email, user.password);
  await expect(page.getByText('This account has been disabled').first()).toBeVisible(pageLoad);

  // The detail drawer shows the state; enable from it, and the user signs in again.
  await row.getByTestId('user-open').click();
  const detail = staff.getByTestId('user-detail');
  await expect(detail.getByTestId('user-state')).toHaveText('Disabled');
  await detail.getByTestId('user-status-toggle').click();
  await confirmPopup(staff);
  await expect(toast(staff, 'Account enabled')).toBeVisible();
  await expect(detail.getByTestId('user-state')).toHaveText('Active');
  await staff.keyboard.press('Escape');

  await logInWithPassword(page, user.email, user.password);
  await expect(page.getByTestId('user-menu')).toBeVisible(pageLoad);

  // The dashboard's counts are the server's.
  const figures = await staffGet<{ users: number; recipesUnderAudit: number; feedbackWaiting: number }>(request, '/api/admin/qryDashboard');
  await staff.getByRole('link', { name: 'Dashboard' }).click();
  await expect(staff.getByTestId('dashboard-users')).toHaveText(String(figures.users));
  await expect(staff.getByTestId('dashboard-under-audit')).toHaveText(String(figures.recipesUnderAudit));
  await expect(staff.getByTestId('dashboard-feedback-waiting')).toHaveText(String(figures.feedbackWaiting));
  for (const chart of ['signUps', 'activeUsers']) {
    await expect(staff.getByTestId(`dashboard-chart-${chart}`).locator('svg.recharts-surface')).toBeVisible();
  }
  await expect(staff.getByRole('img', { name: /^Sign-ups: .* in 30 days/ })).toBeVisible();

  // The audit log: the message, the disable and the enable, newest first, with who did them.
  await staff.getByRole('link', { name: 'Audit log' }).click();
  const actions = staff.getByTestId('staff-action');
  await expect(actions.nth(0).getByTestId('staff-action-name')).toHaveText('user.enable');
  await expect(actions.nth(1).getByTestId('staff-action-name')).toHaveText('user.disable');
  await expect(actions.nth(2).getByTestId('staff-action-name')).toHaveText('message.send');
  await expect(actions.nth(2)).toContainText(text);
  await expect(actions.nth(0)).toContainText(E2E_STAFF.email);
});
