import type { Page } from '@playwright/test';
import { E2E_STAFF } from '../../playwright.config';
import { expect } from './fixtures';

/** Staff sign in to the console (/admin, or one of its pages) through its form; the console's frame is then shown. */
export async function staffSignIn(page: Page, path = '/admin'): Promise<void> {
  await page.goto(path);
  await page.getByTestId('console-email').fill(E2E_STAFF.email);
  await page.getByTestId('console-password').fill(E2E_STAFF.password);
  await page.getByTestId('console-sign-in').click();
  await expect(page.getByTestId('console-staff')).toBeVisible();
}
