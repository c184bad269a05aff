import { expect, type Page } from '@playwright/test';

/**
 * Whether React has taken over a server-rendered page (ADR 0055): it has reached the shell's footer, the last of
 * the shell it hydrates. Runs in the page.
 */
export function appHasTakenOver() {
  const footer = document.querySelector('footer');
  return footer !== null && Object.keys(footer).some((key) => key.startsWith('__reactFiber'));
}

/**
 * Reaches for a server-rendered page as a visitor would (the pointer moves over it) and waits until the app has
 * taken it over: for a test of what the app does in the browser (a navigation within it, a failed request).
 */
export async function letTheAppTakeOver(page: Page) {
  await page.mouse.move(10, 10);
  await expect.poll(() => page.evaluate(appHasTakenOver)).toBe(true);
}
