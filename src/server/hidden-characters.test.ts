import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatorApplication } from '../common/contracts/creator-applications';
import type { UploadResponse } from '../common/contracts/engine';
import type { StudioPack } from '../common/contracts/studio';
import { newPack, upload } from './test/engine-helpers';
import { applicationBody } from './test/factories';
import { createToken, rpc } from './test/mcp-helpers';
import { startTestServer, type TestServer } from './test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

/** A name that reads as something else: a right-to-left override turns "evil‮gpj.md" into "evilmd.jpg". */
const RLO = '\u202E';

describe('names cannot lie about themselves', () => {
  it('a file name loses its bidi override on upload, and MCP names the file as stored', async () => {
    const creator = server.browser();
    await creator.signInAs('creator');
    const pack = await newPack(creator, 'Tea');
    const res = await upload(
      creator,
      pack.id,
      `evil${RLO}gpj.md`,
      '# Tea\n\nBrew sencha at seventy degrees.',
    );
    expect(res.status).toBe(202);
    expect(((await res.json()) as UploadResponse).document.filename).toBe('evilgpj.md');
    await server.runJobs();
    const { token } = await createToken(creator, { name: 'Names' });
    const answer = await rpc(
      server.baseUrl,
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'search', arguments: { query: 'sencha', pack_ids: [pack.id] } },
      },
      { authorization: `Bearer ${token}` },
    );
    const body = await answer.text();
    expect(body).toContain('file=\\"evilgpj.md\\"');
    expect(body).not.toContain('\\u202e');
    expect(body).not.toContain(RLO);
  });

  it('a person’s name, a pack title and an application’s display name and title lose theirs', async () => {
    const browser = server.browser();
    await browser.signInAs('user');
    const named = await browser.fetch('/api/me', {
      method: 'PATCH',
      json: { full_name: `Ada${RLO} \u2066Admin\u2069` },
    });
    expect(named.status).toBe(200);
    expect(((await (await browser.fetch('/api/me')).json()) as { full_name: string }).full_name).toBe(
      'Ada Admin',
    );

    const applied = await browser.fetch('/api/creator-applications', {
      method: 'POST',
      json: applicationBody({ display_name: `山田${RLO} 花子`, title: `UX\u200Bリサーチャー` }),
    });
    expect(applied.status, await applied.clone().text()).toBe(201);
    expect((await applied.json()) as CreatorApplication).toMatchObject({
      display_name: '山田 花子',
      title: 'UXリサーチャー',
    });

    // Only hidden characters: nothing left, so nothing to save.
    const blank = await browser.fetch('/api/me', { method: 'PATCH', json: { full_name: `${RLO}\u200B` } });
    expect(blank.status).toBe(400);

    const creator = server.browser();
    await creator.signInAs('creator');
    const pack = await newPack(creator, 'Draft');
    const saved = await creator.fetch(`/api/studio/packs/${pack.id}`, {
      method: 'PUT',
      json: {
        title: `Knife${RLO} Skills`,
        description: 'Grips, cuts and sharpening for home cooks.',
        category: 'cooking-culinary-arts',
        price: '10.00',
        language: 'en',
      },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(((await saved.json()) as { pack: StudioPack }).pack.title).toBe('Knife Skills');
  });
});
