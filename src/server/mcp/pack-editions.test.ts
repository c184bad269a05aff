import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { packs } from '../db/schema';
import { newPack, publishOk, uploadOk } from '../test/engine-helpers';
import { createToken, mcpClient, structured, text } from '../test/mcp-helpers';
import { TEA } from '../test/pack-texts';
import type { TestBrowser } from '../test/test-browser';
import { useTestServer, type TestServer } from '../test/test-server';

// Issue 52, item 2: a connected assistant sees each pack's latest edition in list_packs, and the whole history as
// the resource kenja://packs/{slug}/editions.

let server: TestServer;
let owner: TestBrowser;
let client: Client;
let packId: string;
let slug: string;

useTestServer(async (started) => {
  server = started;
  [owner] = (await server.signedInBrowsers('creator')) as [TestBrowser];
  ({ id: packId } = await newPack(owner, 'Green Tea Editions'));
  await uploadOk(owner, packId, 'tea.md', TEA);
  await server.runJobs();
  await publishOk(owner, packId, 'Green Tea Editions'); // the first edition
  // The second edition: a note, and a new document.
  await owner.fetch(`/api/studio/packs/${packId}/edition-note`, {
    method: 'PUT',
    json: { note: 'Added a page on storing tea.' },
  });
  await uploadOk(owner, packId, 'storing.md', '# Storing\n\nKeep tea cool, dark and sealed.');
  await server.runJobs();
  const [pack] = await server.db.select({ slug: packs.slug }).from(packs).where(eq(packs.id, packId));
  slug = pack!.slug;
  ({ client } = await mcpClient(server.baseUrl, (await createToken(owner, { name: 'Editions' })).token));
});

interface Listed {
  packs: {
    id: string;
    latest_edition: { number: number; note: string | null; changes: string; uri: string } | null;
  }[];
}

describe('editions over MCP', () => {
  it('names the latest edition in list_packs: number, note, what changed and where the history is', async () => {
    const result = await client.callTool({ name: 'list_packs', arguments: {} });
    const listed = structured<Listed>(result).packs.find((p) => p.id === packId);
    expect(listed?.latest_edition).toMatchObject({
      number: 2,
      note: 'Added a page on storing tea.',
      changes: '1 document added',
      uri: `kenja://packs/${slug}/editions`,
    });
    expect(text(result)).toContain(
      `Latest edition 2 (${new Date().toISOString().slice(0, 10)}): 1 document added; creator’s note: “Added a page on storing tea.”`,
    );
  });

  it('lists the editions resource beside the outline and reads the history with a marker on each section', async () => {
    const { resources } = await client.listResources();
    expect(resources).toContainEqual(
      expect.objectContaining({ uri: `kenja://packs/${slug}/editions`, mimeType: 'text/markdown' }),
    );
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toContain('kenja://packs/{slug}/editions');
    const read = await client.readResource({ uri: `kenja://packs/${slug}/editions` });
    const body = (read.contents[0] as { text: string }).text;
    expect(body).toContain('# Green Tea Editions — editions');
    expect(body).toContain('## Edition 2');
    expect(body).toContain('Creator’s note: Added a page on storing tea.');
    expect(body).toContain('- storing.md — added (sections: 1 added)');
    expect(body).toContain('  - [added] Storing');
    expect(body).toContain('## Edition 1');
    expect(body).toContain('  - [added] Green tea › Brewing');
    // Newest first.
    expect(body.indexOf('## Edition 2')).toBeLessThan(body.indexOf('## Edition 1'));
  });

  it('answers the editions of a pack the caller may not read as not found', async () => {
    const [other] = (await server.signedInBrowsers('creator')) as [TestBrowser];
    const { client: stranger } = await mcpClient(server.baseUrl, (await createToken(other)).token);
    await expect(stranger.readResource({ uri: `kenja://packs/${slug}/editions` })).rejects.toThrow(
      /-32602: No pack .* among the packs you may read/,
    );
  });
});
