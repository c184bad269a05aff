import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { createHash, createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { MCP_SERVER_INFO } from '../mcp';
import { useTestServer, type TestServer } from '../test/test-server';
import { namespaceProblems } from './listing';
import { registryServerJson } from './server-json';

// Issue 51, item 1: the server.json an operator publishes to the official MCP Registry, checked against the
// registry's published schema and against the rules its publisher applies (namespace, remote, proof of the domain).

const SCHEMA = 'src/server/discovery/schemas/server.schema.2025-12-11.json';

/** The published schema, as vendored (its bytes pinned), compiled as the registry's own tools compile it. */
function registrySchema() {
  const bytes = readFileSync(SCHEMA);
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(
    '3fba09590c99f61735d234822279f4223fab9e300c0a81e81c91ab62a4114de0',
  );
  // draft-07 with `example` annotations, which are not draft-07 keywords.
  const ajv = new Ajv({ allErrors: true });
  ajv.addKeyword('example');
  addFormats(ajv);
  return ajv.compile(JSON.parse(bytes.toString('utf8')) as object);
}

/** What the registry's `login http --domain` grants (`com.example.kenja/*`), and its rule for a remote's host. */
const reversed = (domain: string) => domain.split('.').reverse().join('.');
const remoteFitsNamespace = (url: string, name: string) => {
  const domain = reversed(name.split('/')[0]!);
  const host = new URL(url).hostname;
  return host === domain || host.endsWith(`.${domain}`);
};

describe('the server.json of the MCP Registry', () => {
  it('is valid against the registry schema 2025-12-11, for a Kenja on its own domain', () => {
    const valid = registrySchema();
    const document = registryServerJson({ publicUrl: new URL('https://kenja.example.com') });
    expect(valid(document), JSON.stringify(valid.errors)).toBe(true);
    expect(document).toMatchObject({
      $schema: 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json',
      name: 'com.example.kenja/kenja',
      title: MCP_SERVER_INFO.title,
      version: MCP_SERVER_INFO.version,
      websiteUrl: 'https://kenja.example.com/mcp',
      remotes: [{ type: 'streamable-http', url: 'https://kenja.example.com/mcp' }],
    });
    // No header for clients to ask their person for: assistants sign in with OAuth, as /mcp tells them.
    expect(document.remotes[0]).not.toHaveProperty('headers');
  });

  it('is named where proving the domain lets the operator publish, with the remote on that domain', () => {
    for (const origin of [
      'https://kenja.example.com',
      'https://example.co.jp:8443',
      'https://a.b.example.org',
    ]) {
      const publicUrl = new URL(origin);
      const { name, remotes } = registryServerJson({ publicUrl });
      // HTTP proof of the host grants `<reversed host>/*`; DNS proof of a parent domain grants its subdomains too.
      expect(name.startsWith(`${reversed(publicUrl.hostname)}/`), name).toBe(true);
      expect(remotesFit(remotes, name)).toBe(true);
      expect(namespaceProblems(publicUrl)).toEqual([]);
    }
  });

  it('is still written for a local Kenja, with why the registry would not list it', () => {
    const valid = registrySchema();
    for (const origin of ['http://localhost:3000', 'https://127.0.0.1', 'http://kenja.example.com']) {
      const publicUrl = new URL(origin);
      expect(valid(registryServerJson({ publicUrl })), origin).toBe(true);
      expect(namespaceProblems(publicUrl).length, origin).toBeGreaterThan(0);
    }
    expect(registryServerJson({ publicUrl: new URL('https://127.0.0.1') }).name).toBe('127.0.0.1/kenja');
  });
});

const remotesFit = (remotes: { url: string }[], name: string) =>
  remotes.every((remote) => remoteFitsNamespace(remote.url, name));

/** An operator's key pair, as `openssl genpkey -algorithm Ed25519` makes one; the public half as the setting takes it. */
const keys = generateKeyPairSync('ed25519');
const publicKey = keys.publicKey.export({ format: 'der', type: 'spki' }).subarray(-32).toString('base64');

describe('the registry’s HTTP proof of the domain', () => {
  let server: TestServer;
  useTestServer(
    (started) => (server = started),
    () => ({ deps: { mcpRegistryPublicKey: publicKey } }),
  );

  it('serves the key so that the registry verifies a publisher’s signature with it', async () => {
    const res = await server.fetch('/.well-known/mcp-registry-auth');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    // The registry's own reading of the record (internal/api/handlers/v0/auth/common.go).
    const record = /v=MCPv1;\s*k=([^;]+);\s*p=([A-Za-z0-9+/=]+)/.exec((await res.text()).trim());
    expect(record?.[1]).toBe('ed25519');
    const raw = Buffer.from(record![2]!, 'base64');
    expect(raw).toHaveLength(32);
    // `mcp-publisher login http` signs a timestamp with the private key; the registry checks it with this one.
    const timestamp = Buffer.from('2026-12-01T00:00:00Z');
    const key = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: raw.toString('base64url') },
      format: 'jwk',
    });
    expect(verify(null, timestamp, key, sign(null, timestamp, keys.privateKey))).toBe(true);
  });

  it('is set by KENJA_MCP_REGISTRY_PUBLIC_KEY, which takes only an Ed25519 public key', () => {
    expect(readEnv({ KENJA_MCP_REGISTRY_PUBLIC_KEY: publicKey }).KENJA_MCP_REGISTRY_PUBLIC_KEY).toBe(
      publicKey,
    );
    expect(readEnv({}).KENJA_MCP_REGISTRY_PUBLIC_KEY).toBeUndefined();
    for (const wrong of [`v=MCPv1; k=ed25519; p=${publicKey}`, publicKey.slice(4), 'not a key']) {
      expect(() => readEnv({ KENJA_MCP_REGISTRY_PUBLIC_KEY: wrong }), wrong).toThrow(
        /KENJA_MCP_REGISTRY_PUBLIC_KEY/,
      );
    }
  });
});
