import type { Page } from '@playwright/test';

type Recorder = { __cspViolations?: string[] };

/**
 * Records every Content-Security-Policy violation the page's documents report (Lighthouse counts them against
 * best practices). Call before the page opens; returns what has been reported so far.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const recorder = window as Recorder;
    recorder.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      recorder.__cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
    );
  });
  return () => page.evaluate(() => (window as Recorder).__cspViolations ?? []);
}
