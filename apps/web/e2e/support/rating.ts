import type { Locator } from '@playwright/test';

/** Clicks the n-th star of a rating control (its radio is visually hidden; the star is its label). */
export async function clickStar(panel: Locator, stars: number): Promise<void> {
  const input = panel.getByRole('radio', { name: stars === 1 ? '1 star' : `${stars} stars` });
  const id = await input.getAttribute('id');
  await panel.locator(`label[for="${id}"]`).click();
}
