import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_ENTRY_POINTS, serverBuildOptions } from '../../../scripts/build-lib.mjs';
import { unpackChunks, type PackedDocument } from './staged-chunks';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
// Inside the project, so the bundle finds node_modules as dist/server/ does.
mkdirSync(join(ROOT, '.tmp'), { recursive: true });
const outdir = mkdtempSync(join(ROOT, '.tmp', 'ingest-bundle-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('the bundled ingestion worker', () => {
  it('is built beside the caller and found there by processIsolated, without tsx', async () => {
    const caller = join(outdir, 'caller.ts');
    writeFileSync(
      caller,
      [
        `import { processIsolated } from ${JSON.stringify(fileURLToPath(new URL('./isolated.ts', import.meta.url)))};`,
        `const bytes = new TextEncoder().encode('# Bundled\\n\\nIt works. 動きます。');`,
        `import { makeCmapPdf } from ${JSON.stringify(fileURLToPath(new URL('./fixtures/cmap-pdf.ts', import.meta.url)))};`,
        `const pdf = await processIsolated('pdf', makeCmapPdf('日本語です。'));`,
        `console.log(JSON.stringify({ md: await processIsolated('md', bytes), pdf }));`,
      ].join('\n'),
    );
    // The production build's options and worker entry, with a small caller instead of the whole server.
    await build(
      serverBuildOptions({ main: caller, 'process-worker': SERVER_ENTRY_POINTS['process-worker'] }, outdir),
    );
    const { stdout } = await promisify(execFile)(process.execPath, [join(outdir, 'main.js')], {
      cwd: outdir,
    });
    const { md, pdf } = JSON.parse(stdout) as Record<'md' | 'pdf', PackedDocument>;
    expect(md).toMatchObject({ language: 'ja', chunkCount: 1 });
    expect(unpackChunks(md)).toMatchObject([{ text: 'It works. 動きます。', heading_path: ['Bundled'] }]);
    // pdf.js finds its character maps from the bundle's location too.
    expect(unpackChunks(pdf)).toMatchObject([{ text: '日本語です。', page: 1 }]);
  });
});
