import type { BrowserContext, Page } from '@playwright/test';

type Recorder = { __cspViolations?: string[] };

/**
 * Records every Content-Security-Policy violation the context's documents report (Lighthouse counts them against
 * best practices). support/test.ts does it for every browser context, before any page opens.
 */
export async function recordCspViolations(context: BrowserContext) {
  await context.addInitScript(() => {
    const recorder = window as Recorder;
    recorder.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      recorder.__cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
    );
  });
}

/** The violations the page's current document has reported so far. */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as Recorder).__cspViolations ?? []);
}
