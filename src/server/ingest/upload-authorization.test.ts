import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { newPack } from '../test/engine-helpers';
import type { TestBrowser } from '../test/test-browser';
import { useTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
let owner: TestBrowser;
let packId: string;

useTestServer(async (started) => {
  server = started;
  [owner] = await server.signedInBrowsers('creator');
  packId = (await newPack(owner, 'Owned')).id;
});

const TEN_MB = 10 * 1024 * 1024;

/**
 * Starts sending an upload of `bytes` (10 MB) as `browser` (cookies and CSRF token), sends its first 64 KB, and waits: the status
 * if the server answers before the rest is sent, or 'waited' if it read on without answering.
 */
function startUpload(
  browser: TestBrowser | null,
  path: string,
  method = 'POST',
  bytes = TEN_MB,
): Promise<number | 'waited'> {
  const { port } = new URL(server.baseUrl);
  const headers: Record<string, string | number> = {
    'Content-Type': 'multipart/form-data; boundary=x',
    'Content-Length': bytes,
  };
  if (browser) {
    headers.Cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (browser.csrfToken) headers['X-CSRF-Token'] = browser.csrfToken;
  }
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on('error', (error) => {
      // The server closing the connection after its answer is expected; anything else is not.
      if ((error as { code?: string }).code !== 'ECONNRESET') reject(error);
    });
    req.write(Buffer.alloc(64 * 1024, 'a'));
    setTimeout(() => {
      resolve('waited');
      req.destroy();
    }, 3_000);
  });
}

describe('an upload checks its caller before reading the file', () => {
  it('answers a visitor, a plain user and a creator who does not own the pack at once, without the 10 MB', async () => {
    const user = server.browser();
    await user.signInAs('user');
    const stranger = server.browser();
    await stranger.signInAs('creator');
    const documents = `/api/packs/${packId}/documents`;
    expect(await startUpload(null, documents)).toBe(401);
    expect(await startUpload(user, documents)).toBe(403);
    expect(await startUpload(stranger, documents)).toBe(403);
    expect(await startUpload(stranger, `/api/studio/packs/${packId}/cover`, 'PUT', 1024 * 1024)).toBe(403);
    expect(await startUpload(user, '/functions/v1/vectara-file-upload')).toBe(403);
    // The owner's upload is read on: the server waits for the rest of the file.
    expect(await startUpload(owner, documents)).toBe('waited');
  });
});
