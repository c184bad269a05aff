import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import {
  ANSWER_CARD_URI,
  PACK_CARDS_META_KEY,
  PACK_CARDS_URI,
  type PackCardView,
} from '../../../common/contracts/mcp-cards';
import { generatedCover, storeCover } from '../../packs';
import { uploadOk } from '../../test/engine-helpers';
import { createPack } from '../../test/factories';
import { createToken, mcpClient } from '../../test/mcp-helpers';
import type { TestBrowser } from '../../test/test-browser';
import { useTestServer, type TestServer } from '../../test/test-server';

// Issue 51, item 3: list_packs, find_packs and ask name their MCP Apps card (a `ui://` resource), the cards are
// served as a host loads them, and the results carry what the pack cards show — in `_meta`, where the model does not
// read it — while their text stays for clients without Apps. Drawn in Chromium by e2e/mcp-apps.spec.ts.

let server: TestServer;
let buyer: TestBrowser;
let pack: { id: string; slug: string };

useTestServer(async (started) => {
  server = started;
  let creator: TestBrowser;
  [creator, buyer] = (await server.signedInBrowsers('creator', 'user')) as [TestBrowser, TestBrowser];
  pack = await createPack(server.db, {
    creatorId: creator.user?.id,
    title: 'Knife <b>Skills</b>',
    priceCents: 4900,
    discountPriceCents: 2900,
  });
  // A cover of its own at /media/covers/, as every pack made in the studio gets.
  await storeCover(server.db, pack.id, generatedCover(pack.id, 'learning-education'), {
    uploaded: false,
    now: new Date(),
  });
  await uploadOk(
    creator,
    pack.id,
    'knives.md',
    '# Knives\n\nHold a chef knife with a pinch grip on the blade.',
  );
  await server.runJobs();
});

async function assistant() {
  const { token } = await createToken(buyer);
  return (await mcpClient(server.baseUrl, token)).client;
}

describe('MCP Apps cards', () => {
  it('names a card for list_packs, find_packs and ask, and serves each as a sandboxed page may load it', async () => {
    const client = await assistant();
    const { tools } = await client.listTools();
    const cardOf = (name: string) => tools.find((tool) => tool.name === name)?._meta;
    expect(cardOf('list_packs')).toEqual({
      ui: { resourceUri: PACK_CARDS_URI },
      'ui/resourceUri': PACK_CARDS_URI,
    });
    expect(cardOf('find_packs')).toMatchObject({ ui: { resourceUri: PACK_CARDS_URI } });
    expect(cardOf('ask')).toMatchObject({ ui: { resourceUri: ANSWER_CARD_URI } });
    expect(cardOf('search')).toBeUndefined();

    for (const [uri, view] of [
      [PACK_CARDS_URI, 'packs'],
      [ANSWER_CARD_URI, 'answer'],
    ] as const) {
      const { contents } = await client.readResource({ uri });
      const [page] = contents as { uri: string; mimeType: string; text: string; _meta: unknown }[];
      expect(page).toMatchObject({
        uri,
        mimeType: 'text/html;profile=mcp-app',
        _meta: { ui: { csp: { resourceDomains: [server.baseUrl] }, prefersBorder: true } },
      });
      expect(page!.text).toContain(`<html lang="en" data-view="${view}">`);
      // One script, the card's own: nothing in it ends the element early.
      expect(page!.text.match(/<script>/g)).toHaveLength(1);
      expect(page!.text.match(/<\/script>/g)).toHaveLength(1);
    }
    const { resources } = await client.listResources();
    expect(resources.filter((r) => r.uri.startsWith('ui://')).map((r) => r.uri)).toEqual([
      PACK_CARDS_URI,
      ANSWER_CARD_URI,
    ]);
    await client.close();
  });

  it('gives each found pack its card: creator, cover, price, edition, what the caller holds, its sales pages', async () => {
    const client = await assistant();
    const found = (await client.callTool({
      name: 'find_packs',
      arguments: { question: 'How do I hold a chef knife?' },
    })) as CallToolResult;
    expect(found.content[0]).toMatchObject({
      type: 'text',
      text: expect.stringContaining('Knife <b>Skills</b>'),
    });
    const [card] = found._meta?.[PACK_CARDS_META_KEY] as PackCardView[];
    expect(card).toMatchObject({
      id: pack.id,
      title: 'Knife <b>Skills</b>',
      creator: expect.any(String),
      cover_url: expect.stringMatching(new RegExp(`^${server.baseUrl}/`)),
      currency: 'USD',
      price_cents: 4900,
      discount_price_cents: 2900,
      edition: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      held: 'none',
      queries_left: null,
      pages: {
        en: `${server.baseUrl}/us/en/pack/${pack.slug}`,
        ja: `${server.baseUrl}/jp/ja/pack/${pack.slug}`,
      },
    });
    // The cover loads in a card's frame, which has an origin of its own.
    const cover = await fetch(card!.cover_url!);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    // Its own policy, not the pages': nothing in a cover runs, even opened on its own.
    expect(cover.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(cover.headers.get('x-content-type-options')).toBe('nosniff');
    await client.close();
  });

  it('gives list_packs a card per readable pack, held, and an empty list when there is none', async () => {
    const client = await assistant();
    const none = (await client.callTool({ name: 'list_packs', arguments: {} })) as CallToolResult;
    expect(none._meta?.[PACK_CARDS_META_KEY]).toEqual([]);
    const [admin] = (await server.signedInBrowsers('admin')) as [TestBrowser];
    const granted = await admin.fetch(`/api/admin/users/${buyer.user?.id}/entitlements`, {
      method: 'POST',
      json: { pack_id: pack.id },
    });
    expect(granted.status).toBe(200);
    const listed = (await client.callTool({ name: 'list_packs', arguments: {} })) as CallToolResult;
    expect(listed._meta?.[PACK_CARDS_META_KEY]).toMatchObject([
      { id: pack.id, held: 'owned', price_cents: 4900 },
    ]);
    await client.close();
  });
});
