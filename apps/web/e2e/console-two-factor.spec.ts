import { generate } from 'otplib';
import { expect, test, toast } from './support/fixtures';
import { staffPasswordStep, staffSignIn } from './support/console';

/**
 * Issue 29, two-factor sign-in: an admin creates an auditor; the auditor sets up an authenticator app
 * on My account (the QR code, and the key as text that the test hands to otplib as a phone app would),
 * keeps the recovery codes, and signs in with the password then a code, and once with a recovery code.
 * The admin then resets the auditor's two-factor sign-in.
 */
test('an admin creates an auditor who enrols and signs in with a second factor', async ({ context }) => {
  test.setTimeout(5 * 60_000);
  // The console is not a portal page: a page of its own (the fixture's page waits for the portal).
  const page = await context.newPage();
  const auditor = { email: `auditor-${Date.now().toString(36)}@example.com`, password: 'auditor1' };

  await staffSignIn(page);
  await page.getByRole('link', { name: 'Staff', exact: true }).click();
  const form = page.getByTestId('staff-add-form');
  await form.getByLabel('E-mail').fill(auditor.email);
  await form.getByLabel('Name').fill('Ada Auditor');
  await form.getByLabel('First password').fill(auditor.password);
  await form.getByLabel('Auditor').check();
  await form.getByRole('button', { name: 'Create' }).click();
  const row = page.getByTestId('staff-row').filter({ hasText: auditor.email });
  await expect(row.getByTestId('staff-2fa-state')).toHaveText('Two-factor: —');
  await page.getByTestId('console-sign-out').click();

  // Not required of an auditor: signed in with the password, then set up on My account.
  await staffSignIn(page, '/admin', auditor);
  await page.getByRole('navigation').getByRole('link', { name: 'My account' }).click();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const setup = page.getByTestId('staff-2fa-setup');
  await expect(setup.getByRole('img', { name: 'Two-factor sign-in' })).toBeVisible();
  const secret = (await setup.getByTestId('staff-2fa-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await setup.getByLabel('Code from the app').fill('12345');
  await setup.getByRole('button', { name: 'Turn on' }).click();
  await expect(setup.getByText('Please enter the 6-digit verification code')).toBeVisible();
  await setup.getByLabel('Code from the app').fill(await generate({ secret }));
  await setup.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByTestId('staff-recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.nth(2).textContent())!.trim();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByTestId('staff-2fa-on')).toBeVisible();
  await page.getByTestId('console-sign-out').click();

  // The password alone no longer signs in: the code step follows.
  await staffPasswordStep(page, '/admin', auditor);
  const codeStep = page.getByTestId('console-login-code');
  await codeStep.getByLabel('Code from your authenticator app, or a recovery code').fill('000000-0');
  await codeStep.getByRole('button', { name: 'Verify' }).click();
  await expect(codeStep.getByText('That code is not right, or was already used')).toBeVisible();
  // The enrolment used up this 30-second step's code: the app's next code (a phone a little ahead
  // shows it; the server allows one step of drift) signs in without waiting for the step to pass.
  await codeStep
    .getByLabel('Code from your authenticator app, or a recovery code')
    .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await codeStep.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('console-staff')).toContainText(auditor.email);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Audit log' })).toBeVisible();
  await page.getByTestId('console-sign-out').click();

  // A recovery code, once.
  await staffPasswordStep(page, '/admin', auditor);
  await page.getByLabel('Code from your authenticator app, or a recovery code').fill(recovery);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('console-staff')).toContainText(auditor.email);
  await page.getByTestId('console-sign-out').click();

  // The admin resets it (a lost phone): the auditor signs in with the password alone again.
  await staffSignIn(page);
  await page.getByRole('link', { name: 'Staff', exact: true }).click();
  await expect(row.getByTestId('staff-2fa-state')).toHaveText('Two-factor: ✓');
  await row.getByRole('button', { name: 'Reset two-factor' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Turn off two-factor sign-in of ${auditor.email}?`);
  await page.getByRole('dialog').getByRole('button', { name: 'confirm' }).click();
  await expect(toast(page, 'Two-factor sign-in was reset')).toBeVisible();
  await expect(row.getByTestId('staff-2fa-state')).toHaveText('Two-factor: —');
});
