import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeDocx } from './fixtures/docx';
import { listZipEntryNames, readZipEntryNames } from './zip-names';

const dir = mkdtempSync(join(tmpdir(), 'kenja-zip-names-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function onDisk(name: string, bytes: Uint8Array) {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}

describe('the entry names of a ZIP on disk, read from its end', () => {
  it('are those read from the whole file in memory', async () => {
    const docx = await makeDocx([{ paragraph: 'A paragraph.' }, { heading: 1, text: 'A heading' }]);
    const names = listZipEntryNames(docx);
    expect(names).toContain('word/document.xml');
    expect(await readZipEntryNames(onDisk('a.docx', docx), docx.byteLength)).toEqual(names);
  });

  it('are found behind a large file whose directory lies far from the end window', async () => {
    // About 150 kB of text that does not compress before the directory: it is read where the end record points.
    const noise = Array.from({ length: 50 }, () => ({ paragraph: randomBytes(3000).toString('base64') }));
    const docx = await makeDocx(noise);
    expect(docx.byteLength).toBeGreaterThan(100_000);
    expect(await readZipEntryNames(onDisk('big.docx', docx), docx.byteLength)).toEqual(
      listZipEntryNames(docx),
    );
  });

  it('are none for what is not a ZIP, or a ZIP cut short', async () => {
    const text = new TextEncoder().encode('PK\u0003\u0004 but nothing after');
    expect(await readZipEntryNames(onDisk('fake.docx', text), text.byteLength)).toBeNull();
    const docx = await makeDocx([{ paragraph: 'Cut.' }]);
    const cut = docx.subarray(0, docx.byteLength - 30);
    expect(await readZipEntryNames(onDisk('cut.docx', cut), cut.byteLength)).toBeNull();
  });
});
