import type { Page } from '@playwright/test';
import { E2E_STAFF } from '../playwright.config';
import { expect, test, toast } from './support/fixtures';
import { holdBack } from './support/hold-back';

/**
 * Issue 29, staff accounts and roles: the admin creates a support account in the console (a form
 * checked by the shared schema); the new staff member signs in and the menu shows only the pages
 * their role may use; they change their own password and sign in with it.
 */
async function consoleSignIn(page: Page, email: string, password: string) {
  await page.goto('/admin');
  await page.getByTestId('console-email').fill(email);
  await page.getByTestId('console-password').fill(password);
  await page.getByTestId('console-sign-in').click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 60_000 });
}

test('an admin creates a support account; it sees only its pages and changes its own password', async ({ context }) => {
  test.setTimeout(5 * 60_000);
  // The console is not a portal page: a page of its own, not the fixture's portal page (its goto waits for the portal).
  const page = await context.newPage();
  const email = `support-${Date.now().toString(36)}@example.com`;
  await consoleSignIn(page, E2E_STAFF.email, E2E_STAFF.password);
  await page.getByRole('link', { name: 'Staff', exact: true }).click();
  const form = page.getByTestId('staff-add-form');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Name').fill('Sam Support');
  await form.getByLabel('First password').fill('support1');
  // No role picked: the shared schema's message on the field, nothing sent.
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('This field is required')).toBeVisible();
  await form.getByLabel('Support').check();
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByTestId('staff-row').filter({ hasText: email })).toHaveCount(1);
  await page.getByTestId('console-sign-out').click();

  await consoleSignIn(page, email, 'support1');
  const menu = page.getByRole('navigation');
  await expect(menu.getByRole('link', { name: 'Users' })).toBeVisible();
  // Issue 28: while a page's data is on its way, the console says it is loading (held here until seen).
  const release = await holdBack(page, '**/api/admin/qryUser?*');
  await menu.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('status', { name: 'Loading…' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page.getByTestId('user-row').first()).toBeVisible();
  await expect(page.getByTestId('console-loading')).toHaveCount(0);
  await page.unroute('**/api/admin/qryUser?*');
  await expect(menu.getByRole('link', { name: 'Articles' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);

  await menu.getByRole('link', { name: 'My account' }).click();
  const pwd = page.getByTestId('staff-pwd-form');
  await pwd.getByLabel('Old password').fill('wrong11');
  await pwd.getByLabel('New password', { exact: true }).fill('support2');
  await pwd.getByLabel('Confirm new password').fill('support2');
  await pwd.getByRole('button', { name: 'Change password' }).click();
  await expect(pwd.getByText('The old password is incorrect')).toBeVisible();
  await pwd.getByLabel('Old password').fill('support1');
  await pwd.getByRole('button', { name: 'Change password' }).click();
  // Checking the old password and hashing the new one take a while on a busy machine.
  await expect(toast(page, 'Password changed; your other sessions have been signed out')).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('console-sign-out').click();
  // Issue 28: the failed attempt's toast does not follow the staff member onto the dashboard. The pointer
  // rests on it, which holds it open (Mantine pauses its closing), so only the sign-in can take it away.
  await page.goto('/admin');
  await page.getByTestId('console-email').fill(email);
  await page.getByTestId('console-password').fill('support1');
  await page.getByTestId('console-sign-in').click();
  const failed = toast(page, 'Incorrect account or password');
  await failed.hover();
  await page.getByTestId('console-password').fill('support2');
  await page.getByTestId('console-password').press('Enter');
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 60_000 });
  await expect(failed).toHaveCount(0);
});
