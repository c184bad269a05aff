import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Reading a pack has one door (issue 47): only the engine (search/, ingest/) and the door itself (reading/) touch
 * the chunks tables, and only the door spends query credits and records queries. MCP, the web API, answers and the
 * functions reach a pack's text through `Reading`. These rules read the source, so a new module that opens a second
 * door fails here before review.
 */
const SERVER = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    const isSource = entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts');
    return isSource ? [relative(SERVER, path)] : [];
  });
}

/** The server's modules (tests and what tests are built from aside) whose text matches `pattern`. */
function modulesMatching(pattern: RegExp): string[] {
  return sources(SERVER)
    .filter((path) => !path.startsWith('test/'))
    .filter((path) => pattern.test(readFileSync(join(SERVER, path), 'utf8')));
}

const inFolders = (folders: string[]) => (path: string) => folders.some((f) => path.startsWith(`${f}/`));

describe('one door for reading a pack', () => {
  it('lets only the engine and the door select from the chunks tables', () => {
    // The tables imported from the schema, or named in SQL.
    const chunkTables =
      /import\s*(type\s*)?\{[^}]*\b(liveChunks|chunks)\b[^}]*\}\s*from\s*'[./]*db\/schema|\b(FROM|JOIN)\s+"?(live_)?chunks\b/i;
    const readers = modulesMatching(chunkTables).filter(
      (path) => !path.startsWith('db/'), // the schema and migrations define them
    );
    expect(readers.filter((path) => !inFolders(['search', 'ingest', 'reading'])(path))).toEqual([]);
    expect(readers.some(inFolders(['reading']))).toBe(true); // the rule still sees what it looks for
  });

  it('spends query credits and records queries only at the door', () => {
    const spenders = modulesMatching(/\bspendCredits\(/).filter((path) => !path.startsWith('selling/'));
    expect(spenders).toEqual(['reading/reading-service.ts']);
    const recorders = modulesMatching(/\bqueryRecords\.record\(/);
    expect(recorders).toEqual(['reading/reading-service.ts']);
  });
});
