import { randomInt } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { checkA11yOnce, isPortalPage, type A11yOptions } from './axe';
import { waitForCode } from './outbox';

/** A client address of its own per test (the e2e server trusts X-Forwarded-For from loopback, where the browser connects from). */
export function randomClientIp(): string {
  return `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
}

export const test = base.extend<{ a11y: A11yOptions; checkA11y: () => Promise<void> }>({
  // Playwright fixtures declare their dependencies by destructuring; this one has none.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': randomClientIp() });
  },
  a11y: [{}, { option: true }],
  /**
   * Every journey is an accessibility check too (support/axe.ts): the page a test leaves behind is
   * checked before each `page.goto` and at the end of the test (each page state once per run).
   */
  page: async ({ page, a11y, baseURL }, use, testInfo) => {
    const goto = page.goto.bind(page);
    // A journey acts as soon as the page has loaded, as a visitor does: it never waits for the app to
    // take the page over (a press before then is answered all the same: lib/early-input).
    page.goto = async (...args) => {
      if (!a11y.off && isPortalPage(page, baseURL)) await checkA11yOnce(page, testInfo, a11y, 'before the next page.goto');
      return goto(...args);
    };
    await use(page);
    // A test that failed already is not checked again: its own failure is the one to read.
    if (!a11y.off && isPortalPage(page, baseURL) && testInfo.status === testInfo.expectedStatus) {
      await checkA11yOnce(page, testInfo, a11y, 'end of test');
    }
  },
  /** A check on demand, of the page as it is now (a dialog open, a menu unfolded). */
  checkA11y: async ({ page, a11y }, use, testInfo) => {
    await use(() => checkA11yOnce(page, testInfo, a11y, 'on demand', false));
  },
});
export { expect };

export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}-${randomInt(1_000_000).toString(36)}@example.com`;
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function call<T>(request: APIRequestContext, path: string, body: unknown, token?: string): Promise<T> {
  const response = await request.post(path, {
    data: body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== 0) throw new Error(`${path} failed: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

export interface RegisteredUser {
  email: string;
  password: string;
  token: string;
  /** When the registration code was sent: the server allows the next code for this account 60 s later. */
  codeSentAt: number;
}

/** Registers through the API (not the UI), for journeys that need an existing account. */
export async function registerViaApi(request: APIRequestContext, label: string): Promise<RegisteredUser> {
  const email = uniqueEmail(label);
  const password = 'chef2024';
  const codeSentAt = Date.now();
  await call(request, '/api/user/sendCode', { account: email, scene: 'register' });
  const code = await waitForCode(email, new Date(codeSentAt - 2000));
  const result = await call<{ token: string }>(request, '/api/user/register', {
    account: email,
    code,
    password,
    agree: true,
  });
  return { email, password, token: result.token, codeSentAt };
}

/** The server sends one code per account per minute: wait out the rest of that minute. */
export async function waitForResendWindow(user: { codeSentAt: number }): Promise<void> {
  const wait = user.codeSentAt + 61_000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** The toast (Mantine notification) with this text. */
export function toast(page: Page, text: string | RegExp) {
  return page.getByRole('alert').filter({ hasText: text });
}

/**
 * A press on the middle of the control now would reach it: nothing (a toast, an overlay) lies over it.
 * Checked once, not retried: a toast that covers it for a few seconds is what a person meets.
 */
export async function expectUncovered(control: Locator): Promise<void> {
  const hit = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top && element.contains(top) ? 'the control' : (top?.outerHTML.slice(0, 160) ?? 'nothing');
  });
  expect(hit, 'what a press on the middle of the control reaches').toBe('the control');
}

/**
 * Where the next dialog to open sits, at every frame from its first until 400 ms later (call before the
 * press that opens it). One value when it never moves: a press the moment it shows lands where it looks.
 */
export function dialogTops(page: Page): Promise<number[]> {
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const tops: number[] = [];
        let shown = 0;
        const look = (now: number) => {
          const dialog = document.querySelector('[role="dialog"][aria-modal="true"]');
          if (dialog) {
            shown ||= now;
            tops.push(Math.round(dialog.getBoundingClientRect().top));
          }
          if (shown && now - shown > 400) resolve(tops);
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
}

export async function openLogin(page: Page, tab: 'Password login' | 'Code login' | 'Register') {
  await page.goto('/login');
  await page.getByRole('tab', { name: tab }).click();
}

export async function logInWithPassword(page: Page, account: string, password: string) {
  await openLogin(page, 'Password login');
  await page.getByLabel('Mobile number or e-mail').fill(account);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}
