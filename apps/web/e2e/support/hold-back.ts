import type { Page } from '@playwright/test';

type Url = Parameters<Page['route']>[0];

/**
 * Requests to `url` wait, as on a slow network, until the returned function is called: a journey can act
 * while a page's code or data is still on its way. With `'answer'` the server gets the request at once
 * (and does its work) and only its answer waits: a write the browser has not heard back from yet.
 */
export async function holdBack(page: Page, url: Url, held: 'request' | 'answer' = 'request'): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (held === 'request') {
      await released;
      await route.continue();
    } else {
      const response = await route.fetch();
      await released;
      await route.fulfill({ response });
    }
  });
  return release;
}
