import type { Page } from '@playwright/test';

type Url = Parameters<Page['route']>[0];

/**
 * Requests to `url` wait, as on a slow network, until the returned function is called: a journey can act
 * while a page's code or data is still on its way.
 */
export async function holdBack(page: Page, url: Url): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
