import { expect, test } from './support/fixtures';

test.describe('privacy agreement and about us', () => {
  test('a visitor reads the privacy policy and the registration agreement, in English and in Chinese', async ({ page }) => {
    // The register form links here.
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Register' }).click();
    await expect(page.getByRole('link', { name: 'User Registration Agreement' })).toHaveAttribute('href', '/myCenter/infoDetail');

    await page.goto('/myCenter/infoDetail');
    const privacy = page.getByTestId('info-privacy');
    const agreement = page.getByTestId('info-agreement');
    await expect(privacy.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
    await expect(privacy).toContainText('We do not sell your personal information');
    await expect(privacy.getByRole('heading', { name: '1. Information we collect' })).toBeVisible();
    await expect(agreement.getByRole('heading', { name: 'User Registration Agreement' })).toBeVisible();
    await expect(agreement).toContainText('normally takes 1-3 working days');
    // Text, never markup.
    expect(await privacy.locator('script, iframe').count()).toBe(0);

    await page.getByTestId('settings-menu').click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/myCenter/infoDetail');
    await expect(privacy.getByRole('heading', { name: '隐私政策' })).toBeVisible();
    await expect(privacy).toContainText('我们不会出售您的个人信息');
    await expect(agreement.getByRole('heading', { name: '用户注册协议' })).toBeVisible();
    await expect(page).toHaveTitle('隐私协议 - 厨师机器人');
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
