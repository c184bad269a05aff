// Builds the third public retrieval set (issue 24): known-item search over Debian's English manual pages. Each
// query is a page's one-line NAME description ("copy files and directories"); its one relevant document is that
// page, with the NAME section taken out so the query is not found verbatim. Run once on a Debian machine with
// man-db; the output (corpus.jsonl.gz, queries.jsonl, qrels.tsv) is committed, since installed pages vary by machine.
//   node bench/search/manpages/make-set.mjs [count]
import { execFileSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const SOURCE = '/usr/share/man/man1';
const OUT = new URL('.', import.meta.url).pathname;
const COUNT = Number(process.argv[2] ?? 1200);
/** Text kept of a page: enough for its synopsis and description, not a whole manual. */
const MAX_CHARS = 3000;

/** A fixed shuffle (a linear congruential generator), so the sample is the same on every run. */
function sample(items, n) {
  let seed = 24;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, n);
}

function render(file) {
  try {
    const roff = execFileSync('man', ['-l', join(SOURCE, file)], {
      env: { ...process.env, MANWIDTH: '100', MAN_KEEP_FORMATTING: '', LANG: 'C.UTF-8' },
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
    return execFileSync('col', ['-bx'], { input: roff }).toString('utf8');
  } catch {
    return '';
  }
}

/** "cp - copy files and directories" from the NAME section, and the page without that section. */
function split(text) {
  const lines = text.split('\n');
  const name = lines.findIndex((line) => /^NAME\s*$/.test(line));
  if (name < 0) return undefined;
  let end = name + 1;
  while (end < lines.length && !/^[A-Z][A-Z ]+\s*$/.test(lines[end])) end++;
  const nameText = lines
    .slice(name + 1, end)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  const match = /^(.+?)\s+[-–—]+\s+(.+)$/.exec(nameText);
  if (!match) return undefined;
  // What comes before NAME is the running header; the last line is the footer.
  const rest = lines.slice(end);
  while (rest.length > 0 && rest.at(-1).trim() === '') rest.pop();
  const body = rest
    .slice(0, -1)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { command: match[1].trim(), description: match[2].trim(), body };
}

// Google Cloud SDK's generated pages (thousands, one per subcommand, many alike) would make it a set about gcloud.
const files = readdirSync(SOURCE)
  .filter((f) => f.endsWith('.gz') && !/^(gcloud|bq|gsutil)[_.-]/.test(f))
  .sort();
const seen = new Set();
const docs = [];
const queries = [];
for (const file of sample(files, files.length)) {
  if (docs.length >= COUNT) break;
  const page = split(render(file));
  if (!page || page.body.length < 200) continue;
  const words = page.description.split(/\s+/).length;
  // Too short to be a question ("ls"), or shared with another page (GET/HEAD/POST): not a known item.
  const key = page.description.toLowerCase();
  if (words < 3 || seen.has(key)) continue;
  seen.add(key);
  const id = `man-${docs.length}`;
  docs.push({ _id: id, title: page.command, text: page.body.slice(0, MAX_CHARS) });
  queries.push({ _id: `q-${docs.length - 1}`, text: page.description });
}
const jsonl = (rows) => rows.map((row) => JSON.stringify(row)).join('\n') + '\n';
writeFileSync(join(OUT, 'corpus.jsonl.gz'), gzipSync(jsonl(docs), { level: 9 }));
writeFileSync(join(OUT, 'queries.jsonl'), jsonl(queries));
writeFileSync(
  join(OUT, 'qrels.tsv'),
  'query-id\tcorpus-id\tscore\n' + queries.map((q, i) => `${q._id}\tman-${i}\t1\n`).join(''),
);
console.log(`${docs.length} pages, ${queries.length} queries`);
