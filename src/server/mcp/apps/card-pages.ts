import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { CardView } from '../../../common/contracts/mcp-cards';

/**
 * The HTML of Kenja's MCP Apps cards: one small page per card, its script (src/client/mcp-app/, built by
 * scripts/build-lib.mjs) inlined, as an Apps host loads it into a sandboxed frame. The page holds no data: the
 * host hands the tool's result to it, and it sets every text as text.
 */

let script: Promise<string> | undefined;

/** The built script beside dist/server/main.js, else built in memory from the source (tests, tsx). */
async function loadScript(): Promise<string> {
  const built = fileURLToPath(new URL('./mcp-app.js', import.meta.url));
  if (existsSync(built)) return readFile(built, 'utf8');
  // A path esbuild does not follow when it bundles the server: the build script is not part of the server.
  const buildLib = new URL('../../../../scripts/build-lib.mjs', import.meta.url).href;
  const { buildMcpApp } = (await import(/* @vite-ignore */ buildLib)) as {
    buildMcpApp(): Promise<string>;
  };
  return buildMcpApp();
}

/**
 * The page of one card. Inside the script, `</script` would end it early and `<!--` change how it is parsed: both
 * are written with an escaped slash or bang, the same to JavaScript.
 */
export async function cardPage(view: CardView): Promise<string> {
  script ??= loadScript().catch((error: unknown) => {
    script = undefined; // tried again by the next read
    throw error;
  });
  const code = (await script).replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
  return [
    '<!doctype html>',
    `<html lang="en" data-view="${view}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Kenja</title></head>',
    '<body><main id="card"></main>',
    `<script>${code}</script>`,
    '</body></html>',
  ].join('\n');
}
