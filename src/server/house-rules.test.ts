import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain script (no types): what `node scripts/adr-index.mjs` writes
import { adrIndex } from '../../scripts/adr-index.mjs';

/**
 * The rules and the maps of the house cover the whole tree (issue 47): every folder and file of src/server is in a
 * layer dependency-cruiser holds, ARCHITECTURE.md and the README's layout name every folder there is and none that
 * is not, the decisions' index is the decisions' own titles, and every file a decision cites exists.
 */
const ROOT = join(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const folders = (path: string) =>
  readdirSync(join(ROOT, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

interface Layer {
  files: string[];
  folders: Record<string, string>;
}
const layers = createRequire(import.meta.url)('../../scripts/server-layers.cjs') as {
  FOUNDATION: Layer;
  FEATURES: Record<string, string>[];
  COMPOSITION: Layer;
  TESTING: Layer;
};
const SERVER_FOLDERS = folders('src/server');
const CLIENT_FEATURES = folders('src/client/features');

/** The text of a Markdown section, from its heading to the next of the same level. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`no section "${heading}"`);
  const level = heading.split(' ')[0];
  const end = markdown.indexOf(`\n${level} `, start + heading.length + 2);
  return markdown.slice(start, end < 0 ? undefined : end);
}

describe('the house rules cover the whole tree', () => {
  it('every folder and file of src/server is in exactly one layer', () => {
    const named = [
      ...Object.keys(layers.FOUNDATION.folders),
      ...layers.FEATURES.flatMap((rank) => Object.keys(rank)),
      ...Object.keys(layers.COMPOSITION.folders),
      ...Object.keys(layers.TESTING.folders),
    ];
    expect(named.sort(), 'scripts/server-layers.cjs: each folder once').toEqual(SERVER_FOLDERS);
    const files = readdirSync(join(ROOT, 'src/server'))
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => basename(name, '.ts'))
      .sort();
    expect(
      [...layers.FOUNDATION.files, ...layers.COMPOSITION.files, ...layers.TESTING.files].sort(),
      'scripts/server-layers.cjs: each file once',
    ).toEqual(files);
  });

  it('ARCHITECTURE.md draws every server folder, and no folder that is not there', () => {
    const picture = section(read('ARCHITECTURE.md'), '## The layers');
    for (const folder of SERVER_FOLDERS.filter((name) => name !== 'test')) {
      expect(picture, `${folder}/ in the picture`).toContain(`${folder}/`);
    }
    // Every server folder's node: `answer["answer/ — …"]` (src/common is drawn as `src/common`).
    const drawn = [...picture.matchAll(/\["([a-z-]+)\//g)]
      .map((match) => match[1])
      .filter((name) => name !== 'src');
    expect(drawn.filter((name) => name && !SERVER_FOLDERS.includes(name))).toEqual([]);
  });

  it("the README's layout names every server folder and client feature, and nothing that is not there", () => {
    const layout = section(read('README.md'), '## Layout');
    const server = layout.slice(layout.indexOf('src/server/'), layout.indexOf('src/client/'));
    const listed = [...server.matchAll(/^ {2}((?:[a-z-]+\/ ?)+)/gm)].flatMap((match) =>
      (match[1] ?? '').trim().split(/\/ ?/).filter(Boolean),
    );
    expect([...new Set(listed)].sort()).toEqual(SERVER_FOLDERS);
    const features = /features\/ +one folder per area: ([^.]+)\./s.exec(layout)?.[1] ?? '';
    expect(
      features
        .replace(/\([^)]*\)/g, '')
        .split(',')
        .map((name) => name.trim())
        .sort(),
    ).toEqual(CLIENT_FEATURES);
  });

  it('the index of decisions is their own titles, each once, in order', () => {
    const rows = (markdown: string) =>
      [...markdown.matchAll(/^\| \[(\d{4})\]\(([^)]+)\) +\| (.+?) +\|$/gm)].map((match) => match.slice(1, 4));
    expect(rows(read('docs/decisions/README.md'))).toEqual(rows(adrIndex() as string));
  });

  it('every file a decision cites is in the tree', () => {
    const everyFile = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
        if (['node_modules', '.git', 'dist', 'data', 'test-reports'].includes(entry.name)) continue;
        const path = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) walk(path);
        else everyFile.add(path);
      }
    };
    walk('');
    const exists = (cited: string) =>
      ['', 'src/', 'src/server/', 'src/client/', 'src/common/'].some((root) =>
        existsSync(join(ROOT, root + cited)),
      ) ||
      // A bare file name: anywhere in the tree.
      (!cited.includes('/') && [...everyFile].some((path) => path.endsWith(`/${cited}`)));
    const missing: string[] = [];
    for (const name of readdirSync(join(ROOT, 'docs/decisions')).filter((file) => /^\d{4}-/.test(file))) {
      const text = read(`docs/decisions/${name}`);
      for (const [, cited] of text.matchAll(/`([\w./-]+\.(?:ts|tsx|mjs|cjs|json|sql|sh|md))`/g)) {
        // The build's output is not in the tree until a build. A path outside the repository (`../…`) is reported
        // whether or not this machine has it: a clone elsewhere would not.
        const outside = cited?.startsWith('../');
        if (cited && !cited.startsWith('dist/') && cited !== 'main.js' && (outside || !exists(cited))) {
          missing.push(`${name}: ${cited}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
