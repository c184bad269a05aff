/**
 * Writes the server.json this Kenja publishes to the official MCP Registry, from the same settings the server reads
 * (PUBLIC_URL above all), and says what would stop the registry from listing it.
 *
 * Usage: npm run registry:server-json [-- <file>]   (server.json in this folder unless given; `-` prints it)
 * Then: mcp-publisher login http (or dns) --domain <PUBLIC_URL's host> …, and mcp-publisher publish <file>.
 */
import { writeFileSync } from 'node:fs';
import { namespaceProblems, registryServerJson } from '../src/server/discovery';
import { publicUrlOf, readEnv } from '../src/server/env';

const publicUrl = publicUrlOf(readEnv());
const document = `${JSON.stringify(registryServerJson({ publicUrl }), null, 2)}\n`;
const file = process.argv[2] ?? 'server.json';
if (file === '-') process.stdout.write(document);
else {
  writeFileSync(file, document);
  console.error(`Wrote ${file} for ${publicUrl.origin}.`);
}
for (const problem of namespaceProblems(publicUrl)) console.error(`Not publishable yet: ${problem}.`);
