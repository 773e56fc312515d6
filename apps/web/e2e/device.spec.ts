import { ingredientsNamedIn, isWaitStep, type Step } from '@chef/shared';
import { expect, test, toast } from './support/fixtures';
import { findRecipe, recipeList } from './support/content';
import { switchedOnDevice, switchOffDevices } from './support/device';
import { staffSignIn } from './support/console';
import { loggedInUser } from './support/personal';
import { insertRecipe } from './support/recipes';

const step = (title: string, duration: number, extra: Partial<Step> = {}): Step => ({
  title,
  description: '',
  stepType: 2,
  temperature: null,
  speed: 5,
  duration,
  rotation: { type: 1 },
  ...extra,
});

test.afterEach(switchOffDevices);

test.describe('my Chef Robot', () => {
  test('binds the appliance with its pairing code, cooks a recipe on it live, pauses, resumes, finishes and asks for a rating', async ({
    page,
    request,
  }) => {
    await loggedInUser(page, request, 'robot');
    // 8 times faster: a 40 s step plays in 5 s, long enough to pause in, short enough to finish.
    const device = await switchedOnDevice(request, 8);

    await page.goto('/myCenter/myDevice');
    await expect(page.getByTestId('device-none')).toBeVisible();
    await page.getByTestId('bind-sn').fill(device.options.sn);
    await page.getByTestId('bind-code').fill(device.options.sn.endsWith('0') ? '000000' : '999999');
    await page.getByTestId('bind-submit').click();
    await expect(page.getByTestId('bind-device')).toContainText('The pairing code is wrong or has expired');
    const code = await device.pair();
    await page.getByTestId('bind-code').fill(code);
    await page.getByTestId('bind-submit').click();
    await expect(toast(page, 'Device bound')).toBeVisible();
    const card = page.getByTestId('device-card');
    await expect(card).toContainText(device.options.sn);
    await expect(card.getByTestId('device-online')).toHaveText('Online');
    await expect(card.getByTestId('device-status')).toHaveText('Idle');

    const recipeId = insertRecipe('Robot tomato soup', null, [
      step('Chop the tomatoes', 40, { speed: 11 }),
      step('Simmer', 40, { temperature: 100, speed: 1 }),
    ]);
    await page.goto(`/home/recipeDetail/${recipeId}`);
    await page.getByTestId('action-cookOnRobot').click();
    const dialog = page.getByRole('dialog', { name: 'Choose the appliance' });
    await expect(dialog.getByTestId('cook-device')).toHaveCount(1);
    await dialog.getByTestId('cook-start').click();
    await expect(toast(page, /^Sent to CR-2 /)).toBeVisible();

    const live = page.getByTestId('live-cooking');
    await expect(live.getByTestId('live-step')).toHaveText('Step 1 of 2 · Chop the tomatoes');
    await expect(live.getByTestId('live-speed')).toHaveText('5');
    await live.getByTestId('cook-pause').click();
    await expect(live).toHaveAttribute('data-status', 'paused');
    const frozen = await live.getByTestId('live-remaining').textContent();
    await expect(live.getByTestId('cook-resume')).toBeVisible();
    // Paused, the countdown holds still: the next report says the same time.
    await expect(live.getByTestId('live-remaining')).toHaveText(frozen ?? '');
    await live.getByTestId('cook-resume').click();
    await expect(live).toHaveAttribute('data-status', 'running');

    await expect(live.getByTestId('live-step')).toHaveText('Step 2 of 2 · Simmer', { timeout: 15_000 });
    await expect(live.getByTestId('live-temperature')).toHaveText(/^\d+℃$/);
    await expect(live.getByTestId('live-speed')).toHaveText('Stir');
    const end = page.getByTestId('cook-end');
    await expect(end).toHaveAttribute('data-result', 'finished', { timeout: 15_000 });
    await expect(end).toContainText('Cooking finished. Enjoy your meal!');
    await expect(end).toContainText('How did it turn out? Rate this recipe');
    // The banner's dismiss button says what it does (issue 28), not "confirm".
    await expect(end.getByTestId('cook-end-close')).toHaveText('Close');
    await end.getByTestId('cook-rate').click();
    await expect(page.getByTestId('rating-panel')).toBeInViewport();

    await page.goto('/myCenter/cookingRecord');
    await expect(page.getByTestId('cook-record').first()).toContainText('Robot tomato soup');
    await expect(page.getByTestId('cook-record').first()).toContainText('Cooked on the robot');
  });

  test('cooks a demo recipe to the end: a weigh-and-add wait is shown with its scale target and goes on at the appliance only', async ({
    page,
    request,
  }) => {
    // A demo recipe whose first wait is a weigh-and-add step naming weighed ingredients, short enough to play fast.
    const firstWait = (steps: readonly Step[]) => steps.find((s) => isWaitStep(s));
    const recipe = await findRecipe(request, (detail) => {
      const wait = firstWait(detail.steps);
      const named = wait ? ingredientsNamedIn(`${wait.title} ${wait.description}`, detail.ingredients) : [];
      const seconds = detail.steps.reduce((sum, s) => sum + (s.duration ?? 0), 0);
      return wait?.stepType === 6 && named.some((i) => i.value !== null) && seconds <= 1500;
    });
    const wait = firstWait(recipe.steps)!;
    const waitIndex = recipe.steps.indexOf(wait);
    const user = await loggedInUser(page, request, 'robot-wait');
    // 200 times faster: the machine steps play in a few seconds; waits last until the appliance's button.
    const device = await switchedOnDevice(request, 200);
    const code = await device.pair();
    const headers = { authorization: `Bearer ${user.token}` };
    expect((await request.post('/api/device/bindDevice', { data: { sn: device.options.sn, pairCode: code }, headers })).ok()).toBe(true);

    await page.goto(`/home/recipeDetail/${recipe.id}`);
    await page.getByTestId('action-cookOnRobot').click();
    await page.getByRole('dialog', { name: 'Choose the appliance' }).getByTestId('cook-start').click();
    const live = page.getByTestId('live-cooking');
    await expect(live).toHaveAttribute('data-status', 'waiting', { timeout: 20_000 });
    await expect(live).toHaveAttribute('data-step', String(waitIndex));
    await expect(live.getByTestId('live-status')).toHaveText('Waiting for you');
    await expect(live.getByTestId('live-wait')).toContainText(wait.description);
    await expect(live.getByTestId('live-wait')).toContainText('Then continue on the appliance');
    await expect(live.getByTestId('live-scale')).toContainText('The scale shows what you add:');
    await expect(live.getByTestId('live-remaining')).toHaveText('–');
    // Nothing in the browser continues the wait (a person must be at the appliance); stop stays.
    await expect(live.getByTestId('cook-resume')).toHaveCount(0);
    await expect(live.getByTestId('cook-pause')).toHaveCount(0);
    await expect(live.getByTestId('cook-stop')).toBeVisible();

    // The user presses continue on the appliance; later waits the simulator continues by itself.
    device.options.continueAfter = 1;
    expect(await device.continueWait()).toBe(true);
    const end = page.getByTestId('cook-end');
    await expect(end).toHaveAttribute('data-result', 'finished', { timeout: 60_000 });
    await page.goto('/myCenter/cookingRecord');
    await expect(page.getByTestId('cook-record').first()).toContainText(recipe.name);
  });

  test('a stove recipe (text steps only) does not offer Cook on the robot; the list filters "for the robot"', async ({ page, request }) => {
    await loggedInUser(page, request, 'robot-stove');
    const zh = await recipeList(request, { lang: 'zh-CN', size: 1 });
    const stove = zh.records[0];
    if (!stove) throw new Error('no Chinese demo recipe');
    await page.goto(`/home/recipeDetail/${stove.id}`);
    await expect(page.getByTestId('action-cooked')).toBeVisible();
    await expect(page.getByTestId('action-cookOnRobot')).toHaveCount(0);
    const all = await recipeList(request, { lang: 'all', size: 1 });
    const robot = await recipeList(request, { lang: 'all', size: 1, cookOn: 'robot' });
    expect(robot.total).toBeLessThan(all.total);
    await page.goto('/home/recipe?lang=all&cookOn=robot');
    await expect(page.getByRole('combobox', { name: 'Cook', exact: true })).toHaveValue('robot');
  });

  test('shows the cooking live on myDevice too, stops it, says when it was last seen once off, and unbinds after the confirm popup', async ({
    browser,
    page,
    request,
  }) => {
    const user = await loggedInUser(page, request, 'robot-unbind');
    const device = await switchedOnDevice(request, 2);
    const code = await device.pair();
    const headers = { authorization: `Bearer ${user.token}` };
    const bound = await request.post('/api/device/bindDevice', { data: { sn: device.options.sn, pairCode: code }, headers });
    const deviceId = ((await bound.json()) as { data: { id: string } }).data.id;
    const recipeId = insertRecipe('Robot risotto', null, [step('Toast the rice', 600)]);
    await request.post('/api/device/sendRecipe', { data: { deviceId, recipeId }, headers });

    await page.goto('/myCenter/myDevice');
    const card = page.getByTestId('device-card');
    await expect(card.getByTestId('live-step')).toHaveText('Step 1 of 1');
    await expect(card.getByTestId('device-status')).toHaveText('Cooking');
    // Online, "Last seen ... ago" is not shown beside it (issue 28).
    await expect(card).not.toContainText('Last seen');
    // Nor in the staff console's fleet list, which showed it beside ONLINE.
    const consoleContext = await browser.newContext();
    const staff = await consoleContext.newPage();
    await staffSignIn(staff, '/admin/devices');
    await staff.getByPlaceholder('Serial number', { exact: true }).fill(device.options.sn);
    const row = staff.getByTestId('admin-device-row').filter({ hasText: device.options.sn });
    await expect(row.getByTestId('device-online')).toHaveAttribute('data-online', 'true');
    await expect(row).not.toContainText('Last seen');
    // The time left counts down between reports.
    const first = await card.getByTestId('live-remaining').textContent();
    await expect(card.getByTestId('live-remaining')).not.toHaveText(first ?? '');

    await card.getByTestId('device-rename').click();
    await card.getByTestId('device-name-input').fill('Kitchen robot');
    await card.getByTestId('device-name-save').click();
    await expect(card.getByTestId('device-name')).toHaveText('Kitchen robot');

    // Stopped from the portal: the banner says so, and its button says what it does (issue 28).
    await card.getByTestId('cook-stop').click();
    await page.getByRole('dialog', { name: 'notice' }).getByRole('button', { name: 'confirm' }).click();
    const end = card.getByTestId('cook-end');
    await expect(end).toHaveAttribute('data-result', 'stopped');
    await expect(end).toContainText('Cooking stopped');
    await end.getByRole('button', { name: 'Close' }).click();
    await expect(end).toBeHidden();
    // Switched off: now when it was last seen says something.
    await device.close();
    await expect(card.getByTestId('device-online')).toHaveAttribute('data-online', 'false');
    await expect(card).toContainText('Last seen');
    await staff.reload();
    await staff.getByPlaceholder('Serial number', { exact: true }).fill(device.options.sn);
    await expect(row.getByTestId('device-online')).toHaveAttribute('data-online', 'false');
    await expect(row).toContainText('Last seen');
    await consoleContext.close();

    await card.getByTestId('device-unbind').click();
    const confirm = page.getByRole('dialog', { name: 'notice' });
    await expect(confirm).toContainText('Unbind "Kitchen robot"?');
    await confirm.getByRole('button', { name: 'cancel' }).click();
    await expect(card).toBeVisible();
    await card.getByTestId('device-unbind').click();
    await confirm.getByRole('button', { name: 'confirm' }).click();
    await expect(toast(page, 'Device unbound')).toBeVisible();
    await expect(page.getByTestId('device-none')).toBeVisible();
  });

  test('a user without a device is asked whether to go to the app to bind one', async ({ page, request }) => {
    await loggedInUser(page, request, 'robot-none');
    const recipeId = insertRecipe('Robot-free salad', null, [step('Toss', 10)]);
    await page.goto(`/home/recipeDetail/${recipeId}`);
    await page.getByTestId('action-cookOnRobot').click();
    const prompt = page.getByRole('dialog', { name: 'Device not bound' });
    await expect(prompt).toContainText('You have not bound a cooking device yet. Go to the app to bind one?');
    await expect(prompt.getByTestId('download-android')).toBeVisible();
    await expect(prompt.getByTestId('download-ios')).toBeVisible();
    // The portal binds too (issue 28): its own page is offered beside the app.
    await prompt.getByRole('link', { name: 'Bind it in My Chef Robot' }).click();
    await expect(page).toHaveURL(/\/myCenter\/myDevice$/);
    await expect(prompt).toBeHidden();
  });
});
