// Writes docs/decisions/README.md's index from the decisions themselves: one row per file, its number and the title
// of its first line, in order — so the index cannot skip a decision or call it something else (issue 47).
// `node scripts/adr-index.mjs` rewrites it; src/server/house-rules.test.ts fails when it is out of date.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DIR = fileURLToPath(new URL('../docs/decisions/', import.meta.url));
const INDEX = join(DIR, 'README.md');
const HEADER = `# Architecture decision records

Short notes on choices a newcomer would ask "why?" about. One file per decision; a new decision that replaces an
old one says so in both. This index is written from the files' titles: \`node scripts/adr-index.mjs\`.

| # | decision |
| --- | --- |
`;

/** The index as the decisions make it. */
export function adrIndex() {
  const rows = readdirSync(DIR)
    .filter((name) => /^\d{4}-.+\.md$/.test(name))
    .sort()
    .map((name) => {
      const title = readFileSync(join(DIR, name), 'utf8').split('\n')[0] ?? '';
      const match = /^# (\d{4}) — (.+)$/.exec(title);
      if (!match || !name.startsWith(match[1]))
        throw new Error(`${name}: the first line must be "# ${name.slice(0, 4)} — title"`);
      return `| [${match[1]}](${name}) | ${match[2].replace(/\|/g, '\\|')} |`;
    });
  return `${HEADER}${rows.join('\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeFileSync(INDEX, adrIndex());
