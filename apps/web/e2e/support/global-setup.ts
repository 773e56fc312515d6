import { request, type FullConfig } from '@playwright/test';
import { randomClientIp, registerViaApi } from './fixtures';

/**
 * Accounts for the code-login and reset journeys are registered here, at the very start of the run,
 * so that the server's one-code-per-minute rule has mostly elapsed by the time those journeys ask for
 * their next code. They reach the tests through the environment, which workers inherit.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() } });
  try {
    const codeLogin = await registerViaApi(context, 'code-login');
    const reset = await registerViaApi(context, 'reset');
    process.env.E2E_ACCOUNTS = JSON.stringify({ codeLogin, reset });
  } finally {
    await context.dispose();
  }
}
