import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPOOL_DIR } from './multipart';
import type { TestBrowser } from '../test/test-browser';
import { startTestServer, type TestServer } from '../test/test-server';
import { newPack, searchOk, upload } from '../test/engine-helpers';

let server: TestServer;
let creator: TestBrowser;
let packId: string;

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string; issues?: unknown[] } }).error;
}

/** A multipart body written by hand, for the shapes a browser's FormData never sends. */
function rawUpload(body: string, boundary = 'kenja-boundary') {
  return creator.fetch(`/api/packs/${packId}/documents`, {
    method: 'POST',
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
}

/** A multipart body sent as a stream, piece by piece as `stream` gives them, with no declared length. */
function streamedUpload(stream: ReadableStream<Uint8Array>) {
  return creator.fetch(`/api/packs/${packId}/documents`, {
    method: 'POST',
    headers: { 'Content-Type': 'multipart/form-data; boundary=kenja-boundary' },
    body: stream,
    duplex: 'half',
  } as RequestInit);
}

/** What the spool directory holds now. */
const spooled = () => (existsSync(SPOOL_DIR) ? readdirSync(SPOOL_DIR) : []);

/** `body` as a stream of two halves, with `midway` run after the first is sent and before the second. */
function inTwoHalves(body: Uint8Array, midway: () => Promise<void>) {
  const half = Math.floor(body.byteLength / 2);
  let sentHalf = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!sentHalf) {
        sentHalf = true;
        controller.enqueue(body.subarray(0, half));
        await midway();
        return;
      }
      controller.enqueue(body.subarray(half));
      controller.close();
    },
  });
}

const filePart = (name: string, filename: string, text: string) =>
  `--kenja-boundary\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
  `Content-Type: text/markdown\r\n\r\n${text}\r\n`;

describe('a multipart upload, read as it streams in', () => {
  beforeAll(async () => {
    server = await startTestServer();
    creator = server.browser();
    await creator.signInAs('creator');
    packId = (await newPack(creator, 'Uploads')).id;
  });
  afterAll(() => server.close());

  it('keeps a Japanese file name as the browser wrote it (UTF-8)', async () => {
    const res = await upload(creator, packId, '抽出テスト.md', '# 見出し\n\n本文です。');
    expect(res.status).toBe(202);
    expect(((await res.json()) as { document: { filename: string } }).document.filename).toBe(
      '抽出テスト.md',
    );
  });

  it('takes a file whose bytes arrive in many pieces whole', async () => {
    const text = `# Notes\n\n${'A sentence about brewing tea. '.repeat(40_000)}`; // ~1.2 MB
    const res = await upload(creator, packId, 'long.md', text);
    expect(res.status).toBe(202);
    const { document } = (await res.json()) as { document: { byteSize: number } };
    expect(document.byteSize).toBe(new TextEncoder().encode(text).byteLength);
  });

  it('takes a file streamed without a declared length, in uneven pieces, whole', async () => {
    const text = `# Field notes\n\nzanzibarite opens the file. ${'Tea leaves unfurl in hot water. '.repeat(20_000)}quokkaline ends it.`;
    const body = new TextEncoder().encode(`${filePart('file', 'streamed.md', text)}--kenja-boundary--\r\n`);
    // Pieces of odd sizes, so the file's first and last bytes fall mid-piece; no Content-Length is sent.
    const pieces: Uint8Array[] = [];
    for (let at = 0, size = 1; at < body.byteLength; at += size, size = (size * 7 + 13) % 90_001) {
      pieces.push(body.subarray(at, at + size));
    }
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const piece = pieces.shift();
        if (piece) controller.enqueue(piece);
        else controller.close();
      },
    });
    const res = await streamedUpload(stream);
    expect(res.status).toBe(202);
    const { document } = (await res.json()) as { document: { byteSize: number } };
    expect(document.byteSize).toBe(new TextEncoder().encode(text).byteLength);
    await server.runJobs();
    for (const word of ['zanzibarite', 'quokkaline']) {
      const { hits } = await searchOk(creator, word, [packId]);
      expect(hits[0]?.text).toContain(word);
    }
  });

  it('tells a caller who may not upload why, even while it is still sending the file', async () => {
    const body = new TextEncoder().encode(
      `${filePart('file', 'refused.md', 'Steeped leaves. '.repeat(20_000))}--kenja-boundary--\r\n`,
    );
    /** A body in 64 kB pieces a few milliseconds apart: the refusal is ready long before the last piece. */
    const slowly = () => {
      let at = 0;
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          if (at >= body.byteLength) return controller.close();
          controller.enqueue(body.subarray(at, (at += 64 * 1024)));
        },
      });
    };
    const stranger = server.browser();
    await stranger.signInAs('creator');
    const form = () => {
      const data = new FormData();
      data.set('file', new File(['Steeped leaves.'], 'refused.md'));
      return data;
    };
    for (const [caller, status] of [
      [server.browser(), 401],
      [stranger, 403],
    ] as const) {
      for (const request of [
        { body: form() },
        {
          headers: { 'Content-Type': 'multipart/form-data; boundary=kenja-boundary' },
          body: slowly(),
          duplex: 'half',
        },
      ]) {
        const res = await caller.fetch(`/api/packs/${packId}/documents`, { method: 'POST', ...request });
        expect(res.status).toBe(status);
        expect((await errorOf(res)).code).toBe(status === 401 ? 'unauthenticated' : 'forbidden');
      }
    }
  });

  it('spools the file to disk as it arrives, and leaves nothing there once answered, accepted or not', async () => {
    const text = `# Spooled\n\n${'Steam rises from the kettle. '.repeat(40_000)}`; // ~1.1 MB
    const body = new TextEncoder().encode(`${filePart('file', 'spooled.md', text)}--kenja-boundary--\r\n`);
    const half = Math.floor(body.byteLength / 2);
    /** The spooled file once it holds more than a quarter of the file, or undefined if it never does. */
    const onDiskMidway = async () => {
      for (let tries = 0; tries < 300; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        const [name] = spooled();
        const size = name ? statSync(join(SPOOL_DIR, name)).size : 0;
        if (name && size > half / 2) return { name, size };
      }
      return undefined;
    };
    let seenMidway: { name: string; size: number } | undefined;
    // Half the body sent: the file is on disk as far as it has come, before the request ends.
    const res = await streamedUpload(inTwoHalves(body, async () => void (seenMidway = await onDiskMidway())));
    expect(res.status).toBe(202);
    expect(seenMidway?.size).toBeGreaterThan(half / 2);
    expect(seenMidway?.size).toBeLessThan(text.length);
    expect(spooled()).toEqual([]);

    const refused = [
      await rawUpload(
        `${filePart('file', 'a.md', 'one')}${filePart('file', 'b.md', 'two')}--kenja-boundary--\r\n`,
      ),
      await rawUpload(`${filePart('file', 'a.md', 'no closing boundary')}`.slice(0, -4)),
      await rawUpload(`${filePart('file', 'photo.png', 'not a picture')}--kenja-boundary--\r\n`),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([400, 400, 415]);
    expect(spooled()).toEqual([]);
  });

  it('keeps a small file in memory, never on disk, and stores it whole', async () => {
    const text = `# Kept\n\n${'A kettle sings on the stove. '.repeat(2_000)}`; // ~58 KB
    const body = new TextEncoder().encode(`${filePart('file', 'kept.md', text)}--kenja-boundary--\r\n`);
    const onDisk: string[] = [];
    const res = await streamedUpload(
      inTwoHalves(body, async () => {
        for (let tries = 0; tries < 20; tries += 1) {
          await new Promise((resolve) => setTimeout(resolve, 10));
          onDisk.push(...spooled());
        }
      }),
    );
    expect(res.status).toBe(202);
    expect(onDisk).toEqual([]);
    const { document } = (await res.json()) as { document: { id: string; byteSize: number } };
    expect(document.byteSize).toBe(new TextEncoder().encode(text).byteLength);
    await server.runJobs();
    const { hits } = await searchOk(creator, 'kettle sings on the stove', [packId]);
    expect(hits.some((hit) => hit.document_id === document.id)).toBe(true);
  });

  it('asks for exactly one file when there is none, or two', async () => {
    const none = await rawUpload(
      '--kenja-boundary\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n--kenja-boundary--\r\n',
    );
    expect(none.status).toBe(400);
    expect(JSON.stringify(await errorOf(none))).toContain('Attach exactly one file');

    const two = await rawUpload(
      `${filePart('file', 'a.md', 'one')}${filePart('file', 'b.md', 'two')}--kenja-boundary--\r\n`,
    );
    expect(two.status).toBe(400);
    expect(JSON.stringify(await errorOf(two))).toContain('Attach exactly one file');

    const other = await rawUpload(
      `${filePart('file', 'a.md', 'one')}${filePart('extra', 'b.md', 'two')}--kenja-boundary--\r\n`,
    );
    expect(other.status).toBe(400);
    expect(JSON.stringify(await errorOf(other))).toContain('Only one file may be attached');
  });

  it('refuses a body that is not multipart as it claims, or has no boundary', async () => {
    const cut = await rawUpload(`${filePart('file', 'a.md', 'no closing boundary')}`.slice(0, -4));
    expect(cut.status).toBe(400);
    expect(JSON.stringify(await errorOf(cut))).toContain('not valid multipart/form-data');

    const noBoundary = await creator.fetch(`/api/packs/${packId}/documents`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; charset=utf-8' },
      body: 'anything',
    });
    expect(noBoundary.status).toBe(400);
    expect(JSON.stringify(await errorOf(noBoundary))).toContain('not valid multipart/form-data');
  });
});
