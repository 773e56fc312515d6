import type { Page } from '@playwright/test';
import { E2E_STAFF } from '../../playwright.config';
import { expect } from './fixtures';

/** The password step of the console's sign-in (/admin, or one of its pages). */
export async function staffPasswordStep(page: Page, path = '/admin', account = E2E_STAFF): Promise<void> {
  await page.goto(path);
  await page.getByTestId('console-email').fill(account.email);
  await page.getByTestId('console-password').fill(account.password);
  await page.getByTestId('console-sign-in').click();
}

/** Staff sign in to the console through its form (an account without two-factor sign-in); the console's frame is then shown. */
export async function staffSignIn(page: Page, path = '/admin', account = E2E_STAFF): Promise<void> {
  await staffPasswordStep(page, path, account);
  await expect(page.getByTestId('console-staff')).toBeVisible();
}
