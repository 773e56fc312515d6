import { waitForCode } from './support/outbox';
import { expect, logInWithPassword, test, toast } from './support/fixtures';
import { loggedInUser, pngPicture } from './support/personal';

test.describe('profile', () => {
  test('edits nickname, avatar (uploaded), gender and birthday', async ({ page, request }) => {
    await loggedInUser(page, request, 'profile');
    await page.goto('/myCenter/myInfo');
    const form = page.getByTestId('profile-form');
    const fileInput = form.locator('input[type=file]');

    // Checked in the browser before sending, with the spec's toasts.
    await fileInput.setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await expect(toast(page, 'Please upload PNG or JPG pictures')).toBeVisible();
    await fileInput.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
    await expect(toast(page, 'Upload picture size cannot exceed 2MB!')).toBeVisible();
    // A file that passes those checks but that the server cannot read: the server's msg is shown.
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really a picture')]);
    await fileInput.setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: broken });
    await expect(toast(page, 'The picture could not be read, please choose another one')).toBeVisible();

    await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngPicture(900, 600) });
    const preview = page.getByTestId('avatar-upload-preview').locator('img');
    await expect(preview).toHaveAttribute('src', /\/media\/avatar\/\d{4}\/\d{2}\/[0-9a-f]{32}\.sm\.webp$/);

    await form.getByLabel('Nickname').fill('Chef Playwright');
    await form.getByText('Female', { exact: true }).click();
    await page.getByTestId('birthday').click();
    await page.getByRole('button', { name: '2021', exact: true }).click();
    await page.getByRole('button', { name: 'Mar', exact: true }).click();
    await page.getByRole('button', { name: /^15 March 2021$/ }).click();
    await expect(page.getByTestId('birthday')).toHaveText('2021-03-15');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Saved')).toBeVisible();
    await expect(page.getByTestId('user-menu')).toContainText('Chef Playwright');

    await page.reload();
    await expect(form.getByLabel('Nickname')).toHaveValue('Chef Playwright');
    await expect(page.getByTestId('birthday')).toHaveText('2021-03-15');
    await expect(form.getByRole('radio', { name: 'Female' })).toBeChecked();
    await expect(page.getByTestId('user-menu').locator('img')).toHaveAttribute('src', /\.webp$/);
    const avatar = await page.getByTestId('user-menu').locator('img').getAttribute('src');
    const served = await request.get(avatar!);
    expect(served.headers()['content-type']).toBe('image/webp');
  });

  test('refuses an empty nickname with the form message and saves nothing', async ({ page, request }) => {
    await loggedInUser(page, request, 'profile-bad');
    await page.goto('/myCenter/myInfo');
    const form = page.getByTestId('profile-form');
    await form.getByLabel('Nickname').fill('   ');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('This field is required')).toBeVisible();
  });

  test('changes the password; the old one then fails', async ({ page, request }) => {
    const user = await loggedInUser(page, request, 'password');
    await page.goto('/myCenter/editPwd');
    await page.getByLabel('Old password').fill('wrong999');
    await page.getByLabel('New password', { exact: true }).fill('newpass88');
    // The new password is typed twice (issue 28): a typo is caught before anything is sent.
    await page.getByLabel('Confirm new password').fill('newpass89');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The two passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm new password').fill('newpass88');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The old password is incorrect')).toBeVisible();

    await page.getByLabel('Old password').fill(user.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, 'Password changed; your other devices have been signed out')).toBeVisible();
    // This session stays signed in; the token from the API registration (another session) is revoked.
    await expect(page.getByTestId('user-menu')).toBeVisible();
    const revoked = await request.get('/api/user/qryUserInfo', { headers: { authorization: `Bearer ${user.token}` } });
    expect(((await revoked.json()) as { code: number }).code).toBe(401);

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await logInWithPassword(page, user.email, user.password);
    await expect(page.getByText('Incorrect account or password')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('newpass88');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByTestId('user-menu')).toBeVisible();
  });

  test('the password form in Chinese: the new password typed twice, and told when the two differ', async ({ page, request }) => {
    const user = await loggedInUser(page, request, 'password-zh');
    await page.evaluate(() => localStorage.setItem('language', 'zh-CN'));
    await page.goto('/myCenter/editPwd');
    await page.getByLabel('旧密码').fill(user.password);
    await page.getByLabel('新密码', { exact: true }).fill('newpass88');
    await page.getByLabel('确认新密码').fill('newpass89');
    await page.getByRole('button', { name: '修改密码' }).click();
    await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
  });

  test('changes the mobile number with a code sent to the new number', async ({ page, request }) => {
    await loggedInUser(page, request, 'phone');
    const mobile = `136${String(Date.now()).slice(-8)}`;
    await page.goto('/myCenter/editPhone');
    await expect(page.getByTestId('current-mobile')).toHaveText('No mobile number yet');
    await page.getByLabel('New mobile number').fill(mobile);
    const sentAt = new Date(Date.now() - 2000);
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(toast(page, 'The verification code has been sent')).toBeVisible();
    await expect(page.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
    await page.getByLabel('Verification code').fill(await waitForCode(mobile, sentAt));
    await page.getByRole('button', { name: 'Change number' }).click();
    await expect(toast(page, 'Mobile number changed')).toBeVisible();
    const masked = `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
    await expect(page.getByTestId('current-mobile')).toHaveText(masked);
    await page.goto('/myCenter/myInfo');
    await expect(page.getByTestId('my-info-mobile')).toHaveText(masked);
  });
  test('a mobile-number account never shows the full number: myInfo, editPhone, header menu, in both languages', async ({
    page,
    request,
  }) => {
    const mobile = `139${String(Date.now()).slice(-8)}`;
    const masked = `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
    const sentAt = new Date(Date.now() - 2000);
    const sent = await request.post('/api/user/sendCode', { data: { account: mobile, scene: 'register' } });
    expect(((await sent.json()) as { code: number }).code).toBe(0);
    const registered = await request.post('/api/user/register', {
      data: { account: mobile, code: await waitForCode(mobile, sentAt), password: 'chef2024', agree: true },
    });
    expect(((await registered.json()) as { code: number }).code).toBe(0);
    await logInWithPassword(page, mobile, 'chef2024');
    await expect(page.getByTestId('user-menu')).toBeVisible();

    const showsNoFullNumber = async () => {
      expect(await page.locator('body').innerText()).not.toContain(mobile);
      expect(await page.locator('body').innerHTML()).not.toContain(mobile);
    };
    await page.goto('/myCenter/myInfo');
    await expect(page.getByTestId('my-info-login-no')).toHaveText(masked);
    await expect(page.getByTestId('my-info-mobile')).toHaveText(masked);
    await showsNoFullNumber();
    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('menu')).toBeVisible();
    await showsNoFullNumber();
    await page.keyboard.press('Escape');

    await page.goto('/myCenter/editPhone');
    await expect(page.getByTestId('current-mobile')).toHaveText(masked);
    await showsNoFullNumber();

    await page.getByTestId('settings-menu').click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/myCenter/myInfo');
    await expect(page.getByTestId('my-info-login-no')).toHaveText(masked);
    await showsNoFullNumber();
  });
});
