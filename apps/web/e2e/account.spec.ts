import { recipeList } from './support/content';
import { waitForCode } from './support/outbox';
import { loggedInUser } from './support/personal';
import { apiAs } from './support/recipes';
import {
  expect,
  logInWithPassword,
  openLogin,
  registerViaApi,
  test,
  toast,
  uniqueEmail,
  waitForResendWindow,
  type RegisteredUser,
} from './support/fixtures';

/** Accounts registered by global-setup.ts at the start of the run. */
function accounts(): { codeLogin: RegisteredUser; reset: RegisteredUser } {
  const raw = process.env.E2E_ACCOUNTS;
  if (!raw) throw new Error('E2E_ACCOUNTS is missing: global setup did not run');
  return JSON.parse(raw) as { codeLogin: RegisteredUser; reset: RegisteredUser };
}

test.describe('account', () => {
  test('registers with an e-mail code, logs out, and logs back in with the password', async ({ page }) => {
    const email = uniqueEmail('register');
    const password = 'cook123';

    await openLogin(page, 'Register');
    await page.getByLabel('Mobile number or e-mail').fill(email);
    const sentAt = new Date(Date.now() - 2000);
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(toast(page, 'The verification code has been sent')).toBeVisible();
    await expect(page.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();

    await page.getByLabel('Verification code').fill(await waitForCode(email, sentAt));
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByText('I have read and agree to the').click();
    await page.getByRole('button', { name: 'Register', exact: true }).click();

    await expect(page).toHaveURL(/\/home$/);
    await expect(toast(page, 'Registration successful')).toBeVisible();
    await expect(page.getByTestId('user-menu')).toBeVisible();

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Personal Centre' }).click();
    await expect(page).toHaveURL(/\/myCenter\/myInfo$/);
    await expect(page.getByTestId('my-info-login-no')).toHaveText(email);
    await expect(page.getByTestId('my-info-email')).toHaveText(email);

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userInfo')])).toEqual([null, null]);

    await page.goto('/home');
    await expect(page.getByTestId('header-login')).toBeVisible();
    await logInWithPassword(page, email, password);
    await expect(page).toHaveURL(/\/home$/);
    await expect(toast(page, 'Login successful')).toBeVisible();
    await expect(page.getByTestId('user-menu')).toBeVisible();
  });

  test('returns to the page the visitor came from after logging in', async ({ page, request }) => {
    // An account of its own; the global ones are reserved for the code journeys.
    const user = await registerViaApi(request, 'skip-route');
    await page.goto('/myCenter/myInfo');
    await expect(page.getByTestId('login-prompt')).toContainText('Log in to see your personal information.');
    await page.getByTestId('header-login').click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Mobile number or e-mail').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/myCenter\/myInfo$/);
    await expect(page.getByTestId('my-info-login-no')).toHaveText(user.email);
  });

  test('logs in with a code sent to the account', async ({ page }) => {
    test.setTimeout(120_000);
    const { codeLogin } = accounts();
    await waitForResendWindow(codeLogin);

    await openLogin(page, 'Code login');
    await page.getByLabel('Mobile number or e-mail').fill(codeLogin.email);
    const sentAt = new Date(Date.now() - 2000);
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(toast(page, 'The verification code has been sent')).toBeVisible();
    await page.getByLabel('Verification code').fill(await waitForCode(codeLogin.email, sentAt));
    await page.getByRole('button', { name: 'Log in', exact: true }).click();

    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('user-menu')).toBeVisible();
  });

  test('resets the password, then logs in with the new one only', async ({ page }) => {
    test.setTimeout(120_000);
    const { reset } = accounts();
    const newPassword = 'fresh2025';
    await waitForResendWindow(reset);

    await openLogin(page, 'Password login');
    await page.getByLabel('Mobile number or e-mail').fill(reset.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
    await expect(page.getByLabel('Mobile number or e-mail')).toHaveValue(reset.email);

    const sentAt = new Date(Date.now() - 2000);
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(toast(page, 'The verification code has been sent')).toBeVisible();
    await page.getByLabel('Verification code').fill(await waitForCode(reset.email, sentAt));
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(toast(page, 'Password reset, please log in')).toBeVisible();

    // Back on the password form with the account filled in; the old password no longer works.
    await expect(page.getByLabel('Mobile number or e-mail')).toHaveValue(reset.email);
    await page.getByLabel('Password', { exact: true }).fill(reset.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(toast(page, 'Incorrect account or password')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('user-menu')).toBeVisible();
  });

  test('shows the right message for a bad account, an invalid password, a missing agreement and a wrong code', async ({ page }) => {
    const email = uniqueEmail('mistakes');
    await openLogin(page, 'Register');

    await page.getByLabel('Mobile number or e-mail').fill('not-an-account');
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByText('Please enter a correct mobile number or e-mail address')).toBeVisible();

    await page.getByLabel('Mobile number or e-mail').fill(email);
    const sentAt = new Date(Date.now() - 2000);
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(toast(page, 'The verification code has been sent')).toBeVisible();
    const code = await waitForCode(email, sentAt);

    // Client-side, with the server's own schema: the password rule and the agreement.
    await page.getByLabel('Verification code').fill(code);
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(
      page.locator('.mantine-InputWrapper-error', { hasText: 'Password must be 6-12 characters with letters plus digits' }),
    ).toBeVisible();
    await expect(page.getByText('Please agree to the User Registration Agreement and Privacy Policy')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // Server-side: a wrong code is named on the code field.
    const wrongCode = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Verification code').fill(wrongCode);
    await page.getByLabel('Password', { exact: true }).fill('abc123');
    await page.getByText('I have read and agree to the').click();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('Wrong verification code')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // An unknown account for password login: the server's message, as a toast.
    await page.getByRole('tab', { name: 'Password login' }).click();
    await page.getByLabel('Mobile number or e-mail').fill(uniqueEmail('nobody'));
    await page.getByLabel('Password', { exact: true }).fill('abc123');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(toast(page, 'Incorrect account or password')).toBeVisible();
  });

  test('an invalid session shows Login failure with a way back to the login page', async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('token', 'not-a-valid-token');
      localStorage.setItem(
        'userInfo',
        JSON.stringify({
          id: '1',
          loginNo: 'ghost@example.com',
          nickname: 'Ghost',
          avatar: null,
          gender: null,
          birthday: null,
          mobile: null,
          email: 'ghost@example.com',
          language: 'en-US',
          unitType: '0-2',
        }),
      );
    });
    await page.goto('/myCenter/myInfo');
    const failure = page.getByTestId('login-failure');
    await expect(failure).toContainText('Login failure');
    await expect(page.getByTestId('header-login')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await failure.getByRole('button', { name: 'Log in again' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an expired session on any personal page says Login failure; Log in again returns to that page', async ({ page, request }) => {
    // Four personal pages loaded afresh, each checked by axe: more than one page's budget on a busy machine.
    test.setTimeout(120_000);
    const user = await registerViaApi(request, 'expired');
    const [recipe] = (await recipeList(request, { size: 1 })).records;
    if (!recipe) throw new Error('no recipe');
    const { id } = await apiAs<{ id: string }>(request, user.token, '/api/basket/addBasket', { name: 'Weekend', recipeIds: [recipe.id] });
    const userInfo = await apiAs<unknown>(request, user.token, '/api/user/qryUserInfo');
    // The browser still holds the session the server no longer knows (it expired, or ended while the
    // browser was closed): the server answers both the same way.
    await apiAs(request, user.token, '/api/user/logout', {});
    // The stored session is written into a running app (it reads storage once, as it starts), so only
    // the next page load finds it.
    await page.goto('/login');
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    const invites: [string, string][] = [
      ['/shopBasket', 'Log in to see your shopping lists.'],
      ['/createRecipe', 'Log in to write a recipe.'],
      ['/myCenter/myCollection', 'Log in to see your collections.'],
      [`/shopBasket/basketDetail?id=${id}`, 'Log in to see your shopping lists.'],
    ];
    for (const [path, invite] of invites) {
      await page.evaluate(
        ({ token, info }) => {
          localStorage.setItem('token', token);
          localStorage.setItem('userInfo', info);
        },
        { token: user.token, info: JSON.stringify(userInfo) },
      );
      await page.goto(path);
      await expect(page.getByTestId('login-failure'), path).toContainText('Login failure');
      // The session is forgotten: the page invites to log in to what it holds.
      await expect(page.getByTestId('login-prompt'), path).toContainText(invite);
      await expect(page.getByTestId('header-login')).toBeVisible();
    }
    // From the last one: log in again, and the list is there.
    await page.getByTestId('login-failure').getByRole('button', { name: 'Log in again' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('tab', { name: 'Password login' }).click();
    await page.getByLabel('Mobile number or e-mail').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/shopBasket/basketDetail\\?id=${id}$`));
    await expect(page.getByTestId('basket-title')).toHaveText('Weekend');
    await expect(page.getByTestId('login-prompt')).toHaveCount(0);
  });

  test('a session ended on another device says Login failure at once, with the re-login action (issue 28)', async ({ page, request }) => {
    // The live channel asks for the unread count once it is connected: from then on it is in the user's rooms.
    const connected = page.waitForResponse((response) => response.url().includes('/api/base/qryMsgCount'));
    const user = await loggedInUser(page, request, 'ended-elsewhere');
    await connected;
    // The password changed on another device ends this browser's session; the hub drops its connection.
    const changed = await request.post('/api/user/updPwd', {
      data: { oldPassword: user.password, newPassword: 'other123', confirmPassword: 'other123' },
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(((await changed.json()) as { code: number }).code).toBe(0);
    const failure = page.getByTestId('login-failure');
    await expect(failure).toContainText('Login failure');
    await expect(page.getByTestId('header-login')).toBeVisible();
    await failure.getByRole('button', { name: 'Log in again' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
