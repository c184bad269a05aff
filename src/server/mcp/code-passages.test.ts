import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexedPack, searchOk } from '../test/engine-helpers';
import { createToken, mcpClient, structured, text } from '../test/mcp-helpers';
import type { TestBrowser } from '../test/test-browser';
import { useTestServer, type TestServer } from '../test/test-server';

const CODE = [
  'def backoff(attempt):',
  '    # wait longer after each failed attempt',
  '    return 2 ** attempt',
].join('\n');
const GUIDE = [
  '# Retries',
  '',
  'Retry a failed request with exponential backoff, doubling the wait each time:',
  '',
  '```python',
  CODE,
  '```',
].join('\n');
const FENCED = `\`\`\`python\n${CODE}\n\`\`\``;

let server: TestServer;
let creator: TestBrowser;
let buyer: TestBrowser;
let pack: string;

useTestServer(async (started) => {
  server = started;
  let admin: TestBrowser;
  [creator, buyer, admin] = await server.signedInBrowsers('creator', 'user', 'admin');
  pack = await indexedPack(server, creator, 'Resilience', { 'retries.md': GUIDE });
  const res = await admin.fetch(`/api/admin/users/${buyer.user?.id ?? ''}/entitlements`, {
    method: 'POST',
    json: { pack_id: pack },
  });
  expect(res.status).toBe(200);
});

describe('code in passages, as search and MCP give them', () => {
  let client: Client;
  beforeAll(async () => {
    ({ client } = await mcpClient(server.baseUrl, (await createToken(buyer)).token));
  });
  afterAll(async () => client.close());

  it('a search hit carries the code fenced, its lines and indentation intact', async () => {
    const { hits } = await searchOk(creator, 'exponential backoff attempt', [pack]);
    expect(hits[0]?.text).toContain(FENCED);
  });

  it('the MCP search tool gives the fence in its text and its structured passages', async () => {
    const result = await client.callTool({ name: 'search', arguments: { query: 'exponential backoff' } });
    const { passages } = structured<{ passages: { text: string }[] }>(result);
    expect(passages[0]?.text).toContain(FENCED);
    expect(text(result)).toContain(FENCED);
  });
});
