// Issue 51, "installed in one click": against the built server, each assistant's first way in on the Connect page
// (an install link, a command, or steps with the URL) carries the address this server is reached at, is reached by
// keyboard with a visible focus, passes axe and fits a phone's width, in both languages.
import { signInAsNewPerson } from './support/accounts';
import { axeViolations, settle } from './support/axe';
import { text } from './support/locales';
import { expect, PHONE, test, type Locator, type Page } from './support/test';

const PREFIX = { en: '/us/en', ja: '/jp/ja' } as const;
const CLIENTS = ['claudeCode', 'claudeDesktop', 'cursor', 'vscode', 'chatgpt', 'other'] as const;

/** Tabs forward from where focus is until `target` has it, as a keyboard would reach it. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 12; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('not reached by keyboard');
}

for (const language of ['en', 'ja'] as const) {
  const t = (key: string, client = '') =>
    text(language, 'connect', key).replace('{{client}}', client && text(language, 'connect', client));

  for (const phone of [false, true]) {
    test(`each assistant's way in carries this server's MCP URL${phone ? ', on a phone' : ''} (${language})`, async ({
      page,
    }) => {
      if (phone) await page.setViewportSize(PHONE);
      await signInAsNewPerson(page, 'user');
      await page.goto(`${PREFIX[language]}/connect`);
      const mcpUrl = new URL('/mcp', page.url()).href;
      const setup = page.getByRole('region', { name: t('setup.title') });

      for (const client of CLIENTS) {
        const tab = setup.getByRole('button', { name: t(`setup.clients.${client}`), exact: true });
        await tab.click();
        await expect(tab).toHaveAttribute('aria-pressed', 'true');
        if (client === 'claudeCode') {
          await expect(
            setup.getByLabel(t('setup.commandLabel', 'setup.clients.claudeCode'), { exact: true }),
          ).toHaveText(`claude mcp add --transport http kenja ${mcpUrl}`);
        } else if (client === 'cursor' || client === 'vscode') {
          const link = setup.getByRole('link', { name: t('setup.install', `setup.clients.${client}`) });
          const href = (await link.getAttribute('href')) ?? '';
          const entry: unknown =
            client === 'cursor'
              ? JSON.parse(atob(new URL(href).searchParams.get('config') ?? ''))
              : JSON.parse(decodeURIComponent(href.replace(/^vscode:mcp\/install\?/, '')));
          expect(entry).toEqual(
            client === 'cursor' ? { url: mcpUrl } : { name: 'kenja', type: 'http', url: mcpUrl },
          );
          // Reached from its tab by keyboard, and drawn with a focus ring there.
          await tab.focus();
          await tabTo(page, link);
          await expect(link).toHaveCSS('outline-style', 'solid');
        } else {
          await expect(setup.getByLabel(t('setup.url'), { exact: true })).toHaveText(mcpUrl);
        }
        await settle(page);
        expect.soft(await axeViolations(page), client).toEqual([]);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          `${client} fits the width`,
        ).toBe(true);
      }
    });
  }
}
