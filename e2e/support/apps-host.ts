import { build } from 'esbuild';
import type { Frame, Page } from '@playwright/test';

// An MCP Apps host in Chromium, made of the official SDK's host side (`AppBridge`, @modelcontextprotocol/ext-apps):
// a page that loads a card's `ui://` HTML into a sandboxed frame (scripts only: an opaque origin, no access to the
// page) under the content security policy the resource declares, hands it a tool result, and records the links it
// asks the host to open.

const HOST_SCRIPT = `
import { AppBridge, PostMessageTransport } from '@modelcontextprotocol/ext-apps/app-bridge';
window.startCard = async ({ html, result, locale, theme }) => {
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-scripts');
  frame.setAttribute('title', 'Kenja card');
  frame.style.cssText = 'width: 100%; height: 600px; border: 0';
  document.querySelector('main').append(frame);
  window.opened = [];
  const bridge = new AppBridge(null, { name: 'kenja-e2e-host', version: '1.0.0' }, { openLinks: {} }, {
    hostContext: { locale, theme, displayMode: 'inline' },
  });
  bridge.onopenlink = async ({ url }) => { window.opened.push(url); return {}; };
  bridge.onsizechange = ({ height }) => { if (height) frame.style.height = height + 'px'; };
  const initialized = new Promise((resolve) => { bridge.oninitialized = resolve; });
  // Listening before the card loads: it asks to initialize as soon as its script runs.
  await bridge.connect(new PostMessageTransport(frame.contentWindow, frame.contentWindow));
  frame.srcdoc = html;
  await initialized;
  await bridge.sendToolResult(result);
};
`;

let bundled: Promise<string> | undefined;

const hostScript = () =>
  (bundled ??= build({
    stdin: { contents: HOST_SCRIPT, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    logLevel: 'warning',
  }).then((out) => out.outputFiles[0]!.text));

/** The policy a host builds from the resource's `_meta.ui.csp` (MCP Apps: resourceDomains; no connectDomains). */
export function withDeclaredPolicy(html: string, csp: { resourceDomains?: string[] }): string {
  const sources = (csp.resourceDomains ?? []).join(' ');
  const policy = [
    "default-src 'none'",
    "script-src 'unsafe-inline'",
    "style-src 'unsafe-inline'",
    `img-src ${sources} data:`,
    "connect-src 'none'",
  ].join('; ');
  return html.replace('<head>', `<head><meta http-equiv="Content-Security-Policy" content="${policy}">`);
}

/** Opens a host page showing the card `html` given the tool `result`; returns the card's frame. */
export async function showCard(
  page: Page,
  card: { html: string; result: unknown; locale: string; theme?: 'light' | 'dark' },
): Promise<Frame> {
  await page.setContent(
    '<!doctype html><html lang="en"><title>Host</title><body><main></main></body></html>',
  );
  await page.addScriptTag({ content: await hostScript() });
  await page.evaluate(
    (args) => (window as unknown as { startCard(a: unknown): Promise<void> }).startCard(args),
    {
      theme: 'light',
      ...card,
    },
  );
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  if (!frame) throw new Error('the card frame did not load');
  return frame;
}

/** The links the card asked the host to open, in order. */
export const openedLinks = (page: Page) =>
  page.evaluate(() => (window as unknown as { opened: string[] }).opened);
