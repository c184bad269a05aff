/**
 * Debian's Chromium, which the browser tests and the Lighthouse bench both drive: Playwright's own browser
 * download cannot work on these machines (docs/decisions/0006). Without the background-networking flags,
 * Chromium's connections to Google's hosts are refused by the closed network, many at a time.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
