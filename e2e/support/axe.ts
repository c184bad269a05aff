import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type CDPSession, type Frame, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { networkQuiet } from './network';

// axe-core itself, injected as @axe-core/playwright does (its own releases for axe 4.14 need Node 22).
// Evaluated through the DevTools protocol, outside the page's CSP, so Kenja's script-src does not have to allow it.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's default run: every WCAG 2.0/2.1/2.2 A and AA rule and the best practices; only violations count. */
const OPTIONS: RunOptions = { resultTypes: ['violations'] };

/**
 * Waits until the page is at rest as its reader would see it: its heading shown, nothing marked busy (every loading
 * state in the app says `aria-busy`), no request in flight, fonts in, transitions over (endless ones excepted).
 */
export async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await networkQuiet(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await networkQuiet(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        // Not an element the browser skips drawing (off screen under content-visibility: auto, as the home page's
        // cards are): its transition does not advance until it is drawn, and would be waited on for ever.
        .filter((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return !target || target.checkVisibility({ contentVisibilityAuto: true });
        })
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

const sessions = new WeakMap<Page, Promise<CDPSession>>();

/**
 * Puts axe-core into the page unless it is there (a page reached through the router keeps it: support/visit.ts).
 * Through the DevTools protocol directly: `page.evaluate` of the 550 kB source cost about 65 ms more a page.
 */
async function injectAxe(page: Page) {
  if (await page.evaluate(() => 'axe' in window)) return;
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  const { exceptionDetails } = await (await session).send('Runtime.evaluate', { expression: AXE_SOURCE });
  if (exceptionDetails) throw new Error(`axe-core did not load: ${exceptionDetails.text}`);
}

/** Runs axe-core on the page as it is: one readable line (and where) per violation, none when all is well. */
export async function axeViolations(page: Page): Promise<string[]> {
  await injectAxe(page);
  return violationsIn(page);
}

/** axe-core inside one frame (an MCP Apps card's sandboxed frame: the page's axe cannot reach into it). */
export async function axeViolationsInFrame(frame: Frame): Promise<string[]> {
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
  return violationsIn(frame);
}

async function violationsIn(target: Page | Frame): Promise<string[]> {
  const results = await target.evaluate(
    (options) =>
      (window as unknown as { axe: { run(c: Document, o: RunOptions): Promise<AxeResults> } }).axe.run(
        document,
        options,
      ),
    OPTIONS,
  );
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n    at ${node.target.join(' ')}\n    ${node.failureSummary?.replaceAll('\n', '\n    ')}`,
    ),
  );
}
