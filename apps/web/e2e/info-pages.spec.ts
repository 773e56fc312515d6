import { expect, test } from './support/fixtures';

test.describe('privacy agreement and about us', () => {
  test('the register form opens the agreement and the privacy policy, each as itself, outside the personal centre', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Register' }).click();
    const form = page.getByTestId('register-form');
    await expect(form.getByRole('link', { name: 'User Registration Agreement' })).toHaveAttribute('href', '/agreement');
    await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');

    // A new tab, as a visitor would read it before registering.
    const [agreementTab] = await Promise.all([
      page.waitForEvent('popup'),
      form.getByRole('link', { name: 'User Registration Agreement' }).click(),
    ]);
    await expect(agreementTab).toHaveURL(/\/agreement$/);
    await expect(agreementTab.getByTestId('info-agreement').getByRole('heading', { name: 'User Registration Agreement' })).toBeVisible();
    await expect(agreementTab.getByTestId('info-agreement')).toContainText('normally takes 1-3 working days');
    await expect(agreementTab.getByTestId('info-privacy')).toHaveCount(0);
    await expect(agreementTab.getByTestId('my-center-menu')).toHaveCount(0);
    await expect(agreementTab).toHaveTitle('User Registration Agreement - Chef Robot');
    await agreementTab.close();

    const [privacyTab] = await Promise.all([page.waitForEvent('popup'), form.getByRole('link', { name: 'Privacy Policy' }).click()]);
    await expect(privacyTab).toHaveURL(/\/privacy$/);
    const privacy = privacyTab.getByTestId('info-privacy');
    await expect(privacy.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
    await expect(privacy).toContainText('We do not sell your personal information');
    await expect(privacy.getByRole('heading', { name: '1. Information we collect' })).toBeVisible();
    // Text, never markup.
    expect(await privacy.locator('script, iframe').count()).toBe(0);
    await expect(privacyTab.getByTestId('info-agreement')).toHaveCount(0);
    await expect(privacyTab.getByTestId('my-center-menu')).toHaveCount(0);
    await privacyTab.close();
  });

  test('each document in Chinese', async ({ page }) => {
    await page.goto('/home');
    await page.getByTestId('settings-menu').click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect(page).toHaveURL(/\/home$/);

    await page.goto('/agreement');
    await expect(page.getByTestId('info-agreement').getByRole('heading', { name: '用户注册协议' })).toBeVisible();
    await expect(page.getByTestId('info-privacy')).toHaveCount(0);
    await expect(page).toHaveTitle('用户注册协议 - 厨师机器人');

    await page.goto('/privacy');
    await expect(page.getByTestId('info-privacy').getByRole('heading', { name: '隐私政策' })).toBeVisible();
    await expect(page.getByTestId('info-privacy')).toContainText('我们不会出售您的个人信息');
    await expect(page.getByTestId('info-agreement')).toHaveCount(0);

    await page.goto('/login');
    await page.getByRole('tab', { name: '注册' }).click();
    await expect(page.getByRole('link', { name: '《用户注册协议》' })).toHaveAttribute('href', '/agreement');
    await expect(page.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute('href', '/privacy');
  });

  test("the personal centre's privacy agreement page still shows both, for visitors too", async ({ page }) => {
    await page.goto('/myCenter/infoDetail');
    await expect(page.getByTestId('info-privacy').getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByTestId('info-agreement').getByRole('heading', { name: 'User Registration Agreement' })).toBeVisible();
  });

  test('about us, in English and in Chinese', async ({ page }) => {
    await page.goto('/myCenter/aboutUs');
    const about = page.getByTestId('info-about');
    await expect(about.getByRole('heading', { name: 'About Chef Robot' })).toBeVisible();
    await expect(about).toContainText('weighs, chops, blends, kneads');
    await expect(about.getByRole('listitem')).toHaveCount(4);

    await page.getByTestId('settings-menu').click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/myCenter/aboutUs');
    await expect(about.getByRole('heading', { name: '关于厨师机器人' })).toBeVisible();
    await expect(about).toContainText('称重、切碎、搅打、揉面');
  });
});
