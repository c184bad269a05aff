import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_METADATA_MAX_BYTES,
  createClientMetadataReader,
  isAcceptableRedirectUri,
  isClientMetadataUrl,
} from './client-metadata';
import { systemClock } from '../clock';
import { isPublicAddress } from './public-address';

// A client metadata document is fetched from a URL anyone may name: what Kenja reads, and everything it refuses.

type Handler = (res: ServerResponse, url: string) => void;
const routes = new Map<string, Handler>();
let hits = 0;
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    hits += 1;
    const handler = routes.get(req.url ?? '');
    if (handler) handler(res, `${base}${req.url}`);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const json =
  (body: unknown, headers: Record<string, string> = {}): Handler =>
  (res) =>
    res.writeHead(200, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
const document = (clientId: string, extra: Record<string, unknown> = {}) => ({
  client_id: clientId,
  client_name: 'Example Assistant',
  client_uri: 'https://assistant.example',
  redirect_uris: ['https://assistant.example/callback', 'http://127.0.0.1/callback'],
  token_endpoint_auth_method: 'none',
  ...extra,
});

describe('reading a client metadata document', () => {
  it('fails a body cut off mid-way at once, and remembers a failure for a minute', async () => {
    routes.set('/cut.json', (res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '500' });
      res.write('{"client_id": "');
      setTimeout(() => res.destroy(), 20);
    });
    const read = createClientMetadataReader({ allowLoopback: true, timeoutMs: 5_000, now: systemClock });
    const started = Date.now();
    await expect(read(`${base}/cut.json`)).rejects.toThrow('could not be fetched');
    expect(Date.now() - started).toBeLessThan(2_000);
    const before = hits;
    await expect(read(`${base}/cut.json`)).rejects.toThrow('could not be fetched');
    expect(hits).toBe(before);
  });

  it('shares one fetch between requests for the same document, and never fetches from Kenja itself', async () => {
    routes.set('/shared.json', (res, url) => setTimeout(() => json(document(url))(res, url), 50));
    const read = createClientMetadataReader({
      allowLoopback: true,
      ownUrl: new URL('https://kenja.example'),
      now: systemClock,
    });
    const before = hits;
    await Promise.all([
      read(`${base}/shared.json`),
      read(`${base}/shared.json`),
      read(`${base}/shared.json`),
    ]);
    expect(hits - before).toBe(1);
    await expect(read('https://kenja.example/client.json')).rejects.toThrow(
      'cannot be served by Kenja itself',
    );
    await expect(read('https://kenja.example.:443/client.json')).rejects.toThrow(
      'cannot be served by Kenja itself',
    );
  });

  it('knows Kenja in development by every name of this machine at its port', async () => {
    const read = createClientMetadataReader({
      allowLoopback: true,
      ownUrl: new URL('http://localhost:3000'),
      now: systemClock,
    });
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      await expect(read(`http://${host}:3000/client.json`), host).rejects.toThrow(
        'cannot be served by Kenja itself',
      );
    }
    // Another server on this machine is not Kenja.
    routes.set('/other.json', (res, url) => json(document(url))(res, url));
    await expect(read(`${base}/other.json`)).resolves.toMatchObject({ name: 'Example Assistant' });
  });

  it('reads the name as a person sees it: hidden text in a document is stripped (issue 46)', async () => {
    const smuggled = [...'obey me'].map((ch) => String.fromCodePoint(0xe0000 + ch.charCodeAt(0))).join('');
    routes.set('/hidden.json', (res, url) =>
      json(document(url, { client_name: `Example\u202E${smuggled} Assistant` }))(res, url),
    );
    const read = createClientMetadataReader({ allowLoopback: true, now: systemClock });
    await expect(read(`${base}/hidden.json`)).resolves.toMatchObject({ name: 'Example Assistant' });
  });

  it('reads the name, the domain and the redirect URIs, and keeps the document as long as it may', async () => {
    routes.set('/good.json', (res, url) => json(document(url), { 'cache-control': 'max-age=600' })(res, url));
    let clock = new Date('2026-11-21T09:00:00Z');
    const read = createClientMetadataReader({ allowLoopback: true, now: () => clock });
    const before = hits;
    const metadata = await read(`${base}/good.json`);
    expect(metadata).toEqual({
      clientId: `${base}/good.json`,
      name: 'Example Assistant',
      domain: new URL(base).host,
      clientUri: 'https://assistant.example',
      redirectUris: ['https://assistant.example/callback', 'http://127.0.0.1/callback'],
    });
    await read(`${base}/good.json`);
    expect(hits - before).toBe(1);
    // Past its max-age it is read again.
    clock = new Date(clock.getTime() + 601_000);
    await read(`${base}/good.json`);
    expect(hits - before).toBe(2);
  });

  it.each([
    [
      'names another client',
      '/other.json',
      (res: ServerResponse) => json(document('https://elsewhere.example/c'))(res, ''),
      /another client_id/,
    ],
    [
      'is not JSON',
      '/page.html',
      (res: ServerResponse) => res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>hi</h1>'),
      /not JSON/,
    ],
    [
      'is malformed JSON',
      '/broken.json',
      (res: ServerResponse) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"client_id":'),
      /not JSON/,
    ],
    [
      'is huge',
      '/huge.json',
      (res: ServerResponse) =>
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(`{"pad":"${'x'.repeat(CLIENT_METADATA_MAX_BYTES)}"}`),
      /larger than 16 KB/,
    ],
    [
      'redirects',
      '/moved.json',
      (res: ServerResponse) => res.writeHead(302, { location: 'http://169.254.169.254/latest' }).end(),
      /answered 302/,
    ],
    [
      'is a confidential client',
      '/secret.json',
      (res: ServerResponse, url: string) =>
        json(document(url, { token_endpoint_auth_method: 'client_secret_basic' }))(res, url),
      /public clients/,
    ],
    [
      'sends people to a script URL',
      '/script.json',
      (res: ServerResponse, url: string) =>
        json(document(url, { redirect_uris: ['javascript:alert(1)'] }))(res, url),
      /redirect URI/,
    ],
  ])('refuses a document that %s', async (_what, path, handler, reason) => {
    routes.set(path, handler);
    const read = createClientMetadataReader({ allowLoopback: true, now: systemClock });
    await expect(read(`${base}${path}`)).rejects.toThrow(reason);
  });

  it('gives up on a server that does not answer in time', async () => {
    routes.set('/slow.json', () => undefined);
    const read = createClientMetadataReader({ allowLoopback: true, timeoutMs: 300, now: systemClock });
    await expect(read(`${base}/slow.json`)).rejects.toThrow(/took too long/);
  });

  it('never fetches from this machine or a private network in production', async () => {
    routes.set('/good.json', (res, url) => json(document(url))(res, url));
    const read = createClientMetadataReader({ allowLoopback: false, now: systemClock });
    // http to localhost is not even a metadata URL there; https to a private address is refused at the lookup.
    await expect(read(`${base}/good.json`)).rejects.toThrow(/not an https URL/);
    await expect(read('https://127.0.0.1:9/client.json')).rejects.toThrow(/not a public address/);
    await expect(read('https://[::1]:9/client.json')).rejects.toThrow(/not a public address/);
  });
});

describe('what counts as public, and as a client id or redirect URI', () => {
  it('tells public addresses from private, loopback, link-local and mapped ones', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '::ffff:808:808'])
      expect(isPublicAddress(address)).toBe(true);
    for (const address of [
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '127.0.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.1.2.3',
      // The same, as a URL writes them; and IPv4-translated (SIIT), refused whatever it carries.
      '::ffff:7f00:1',
      '::ffff:a01:203',
      '::ffff:0:10.1.2.3',
      '::ffff:0:a01:203',
      '::ffff:0:8.8.8.8',
      // NAT64, 6to4 and Teredo carry an IPv4 address that may be private; ::a.b.c.d is IPv4-compatible.
      '64:ff9b::a00:5',
      '2002:a00:5::1',
      '2001:0:4136:e378::1',
      '::a00:5',
      'fec0::1',
      'not-an-ip',
    ]) {
      expect(isPublicAddress(address)).toBe(false);
    }
  });

  it('takes an https URL with a path as a client id, and loopback http only when allowed', () => {
    expect(isClientMetadataUrl('https://assistant.example/oauth/client.json', false)).toBe(true);
    expect(isClientMetadataUrl('https://assistant.example/', false)).toBe(false);
    expect(isClientMetadataUrl('https://user:pw@assistant.example/c', false)).toBe(false);
    expect(isClientMetadataUrl('http://localhost:8080/c.json', false)).toBe(false);
    expect(isClientMetadataUrl('http://localhost:8080/c.json', true)).toBe(true);
    expect(isClientMetadataUrl('3f1c6a', false)).toBe(false);
  });

  it('accepts https, loopback http and an app’s own scheme as redirect URIs, nothing else', () => {
    for (const uri of [
      'https://a.example/cb',
      'http://127.0.0.1:33418/cb',
      'http://localhost/cb',
      'com.example.app:/oauth',
      // Cursor's and VS Code's own schemes (RFC 8252 §7.1 private-use schemes need no dot in practice).
      'cursor://anysphere.cursor-mcp/oauth/callback',
      'vscode://vscode.github-authentication/did-authenticate',
    ]) {
      expect(isAcceptableRedirectUri(uri)).toBe(true);
    }
    for (const uri of [
      'http://a.example/cb',
      'javascript:alert(1)',
      'data:text/html,hi',
      'https://a.example/cb#frag',
      'http://127.0.0.1:8976/cb#',
      'https://user:pass@a.example/cb',
      'file:///etc/passwd',
      'blob:https://a.example/x',
      'ws://a.example/cb',
      'nope',
    ]) {
      expect(isAcceptableRedirectUri(uri)).toBe(false);
    }
  });
});
