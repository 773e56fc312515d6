import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_STAFF } from '../../playwright.config';
import { expect, logInWithPassword, registerViaApi, type RegisteredUser } from './fixtures';

/** A real PNG of the given size, made on the spot. */
export function pngPicture(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 230, g: 120, b: 40 } } })
    .png()
    .toBuffer();
}

/** A picture uploaded by the user through the API (POST /api/common/uploadFileToThirdStorage): its URL. */
export async function uploadedPicture(request: APIRequestContext, token: string, folderName: 'recipe' | 'avatar'): Promise<string> {
  const upload = await request.post('/api/common/uploadFileToThirdStorage', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { folderName, file: { name: 'picture.png', mimeType: 'image/png', buffer: await pngPicture(320, 320) } },
  });
  const { code, data } = (await upload.json()) as { code: number; data: string };
  expect(code).toBe(0);
  return data;
}

/** Registers through the API, then logs in through the UI, as a person would. */
export async function loggedInUser(page: Page, request: APIRequestContext, label: string): Promise<RegisteredUser & { id: string }> {
  const user = await registerViaApi(request, label);
  const info = await request.get('/api/user/qryUserInfo', { headers: { authorization: `Bearer ${user.token}` } });
  const id = ((await info.json()) as { data: { id: string } }).data.id;
  await logInWithPassword(page, user.email, user.password);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  return { ...user, id };
}

/** One staff sign-in per run: staff logins are limited to 10 per 15 minutes per account. */
let staffSession: { token: string; staffInfo: unknown } | undefined;

/** The run's staff sign-in (the answer of POST /api/admin/login, made on first use). */
export async function staffSessionOf(request: APIRequestContext): Promise<{ token: string; staffInfo: unknown }> {
  if (!staffSession) {
    const login = await request.post('/api/admin/login', { data: E2E_STAFF });
    staffSession = ((await login.json()) as { data: { token: string; staffInfo: unknown } }).data;
  }
  return staffSession;
}

/** The run's staff token (signed in on first use). */
export async function staffTokenOf(request: APIRequestContext): Promise<string> {
  return (await staffSessionOf(request)).token;
}

/** Staff create a message through the API (POST /api/admin/sendMsg with a staff token). */
export async function sendMessage(request: APIRequestContext, body: { userId?: string; title?: string; text: string }): Promise<void> {
  const token = await staffTokenOf(request);
  const sent = await request.post('/api/admin/sendMsg', { data: body, headers: { authorization: `Bearer ${token}` } });
  expect(((await sent.json()) as { code: number }).code).toBe(0);
}
