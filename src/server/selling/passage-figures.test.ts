import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { describe, expect, it } from 'vitest';
import type { PassageFigures, TopSections } from '../../common/contracts/selling';
import { uploadOk } from '../test/engine-helpers';
import { createOrderOf, createPack, createUser } from '../test/factories';
import { createToken, mcpClient, structured } from '../test/mcp-helpers';
import type { TestBrowser } from '../test/test-browser';
import { useTestServer, type TestServer } from '../test/test-server';
import { shareByWeight } from './passage-figures';

// Issue 52, item 1: which passages earn. A buyer's assistant searches, reads and asks a pack; the creator sees each
// section's retrievals, reads and citations (none under 5 shown), the pack's revenue shared among them to the cent,
// the sections never retrieved, and the most asked questions linked to the sections that answered them.

const KNIVES = [
  '# Knife skills',
  '## The grip',
  'Hold a chef knife with a pinch grip: thumb and forefinger pinch the blade just ahead of the bolster.',
  '## Sharpening',
  'Sharpen the knife on a whetstone at a fifteen degree angle, ten strokes a side, then hone it on a steel.',
  '## Storage',
  'Keep knives on a magnetic strip, never loose in a drawer where the edges knock together.',
].join('\n\n');
const RICE =
  '# Rice\n\n## Rinsing\n\nRinse the rice in cold water until it runs clear, then soak it for thirty minutes.';
const TEA =
  '# Tea\n\n## Steeping\n\nSteep sencha for one minute; the second infusion is sweeter than the first.';

let server: TestServer;
let creator: TestBrowser;
let buyer: TestBrowser;
let pack: Awaited<ReturnType<typeof createPack>>;

useTestServer(async (started) => {
  server = started;
  let admin: TestBrowser;
  [creator, buyer, admin] = (await server.signedInBrowsers('creator', 'user', 'admin')) as TestBrowser[] as [
    TestBrowser,
    TestBrowser,
    TestBrowser,
  ];
  pack = await createPack(server.db, {
    creatorId: creator.user?.id,
    priceCents: 1000,
    discountPriceCents: null,
  });
  await uploadOk(creator, pack.id, 'knives.md', KNIVES);
  await uploadOk(creator, pack.id, 'rice.md', RICE);
  await uploadOk(creator, pack.id, 'tea.md', TEA);
  await server.runJobs();
  grantBy = admin;
  await grant(buyer);
});

let grantBy: TestBrowser;
/** An admin gives `person` the pack. */
async function grant(person: TestBrowser) {
  const granted = await grantBy.fetch(`/api/admin/users/${person.user?.id}/entitlements`, {
    method: 'POST',
    json: { pack_id: pack.id },
  });
  expect(granted.status).toBe(200);
}

async function figures(who: TestBrowser, period = 'month') {
  const res = await who.fetch(`/api/creator/packs/${pack.id}/passages?period=${period}`);
  return { status: res.status, body: (await res.json()) as PassageFigures };
}

async function assistantOf(person: TestBrowser): Promise<Client> {
  const { token } = await createToken(person);
  return (await mcpClient(server.baseUrl, token)).client;
}

describe('sharing revenue by use', () => {
  it('adds up to the revenue exactly, in proportion, the odd cents to the largest remainders', () => {
    expect(shareByWeight(1000, [3, 2, 1])).toEqual([500, 333, 167]);
    expect(shareByWeight(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareByWeight(999, [0, 5, 0])).toEqual([0, 999, 0]);
    expect(shareByWeight(500, [0, 0])).toEqual([0, 0]);
    for (const total of [1, 7, 4999, 123457]) {
      const weights = [13, 7, 0, 1, 29, 3];
      expect(shareByWeight(total, weights).reduce((a, b) => a + b, 0)).toBe(total);
    }
  });
});

describe('which passages earn', () => {
  it('counts what the buyer’s assistant retrieved, read and cited, shares the revenue, and hides small counts', async () => {
    const assistant = await assistantOf(buyer);
    for (let i = 0; i < 6; i++) {
      const found = structured<{ passages: { chunk_id: string; section: string[] }[] }>(
        await assistant.callTool({
          name: 'search',
          arguments: { query: 'how do I sharpen a knife on a whetstone' },
        }),
      );
      const sharpening = found.passages.find((hit) => hit.section.includes('Sharpening'))!;
      await assistant.callTool({ name: 'get_passage', arguments: { chunk_id: sharpening.chunk_id } });
    }
    await assistant.callTool({ name: 'ask', arguments: { query: 'How should I hold a chef knife?' } });
    for (let i = 0; i < 2; i++) {
      await assistant.callTool({ name: 'search', arguments: { query: 'rinse the rice in cold water' } });
    }
    // The creator's own questions are not a buyer's: they count nowhere.
    const own = await assistantOf(creator);
    for (let i = 0; i < 5; i++) {
      await own.callTool({ name: 'search', arguments: { query: 'storage magnetic strip drawer' } });
    }
    // One person's reading is theirs alone: with fewer than 5 people, no section shows a figure.
    const alone = (await figures(creator)).body;
    expect(alone.tooFewReaders).toBe(true);
    expect(alone.documents.flatMap((d) => d.sections).every((section) => section.retrieved === null)).toBe(
      true,
    );
    for (let i = 0; i < 4; i++) {
      const [another] = (await server.signedInBrowsers('user')) as [TestBrowser];
      await grant(another);
      const theirs = await assistantOf(another);
      await theirs.callTool({ name: 'search', arguments: { query: 'magnetic strip drawer', k: 1 } });
      await theirs.close();
    }
    // Someone else bought the pack this month: $10.00 to share.
    await createOrderOf(server.db, (await createUser(server.db)).id, pack);

    const { status, body } = await figures(creator, 'week');
    expect(status).toBe(200);
    expect(body.tooFewReaders).toBe(false);
    const knives = body.documents.find((d) => d.filename === 'knives.md')!;
    const section = (name: string) => knives.sections.find((s) => s.headings.at(-1) === name)!;
    // Six searches found it, and perhaps the answer's retrieval too; six reads.
    expect(section('Sharpening').retrieved).toBeGreaterThanOrEqual(6);
    expect(section('Sharpening')).toMatchObject({ read: 6, cited: null });
    expect(section('Sharpening').intensity).toBe(1);
    // Two searches found the rice: too few to show, its share counted with the document's other small sections.
    const rice = body.documents.find((d) => d.filename === 'rice.md')!;
    expect(rice.sections).toMatchObject([
      { headings: ['Rice', 'Rinsing'], retrieved: null, revenueCents: null },
    ]);
    expect(rice.smallSectionsRevenueCents).toBeGreaterThan(0);
    expect(body.documents.find((d) => d.filename === 'tea.md')?.neverRetrieved).toEqual([
      ['Tea', 'Steeping'],
    ]);
    // Every cent of the pack's revenue is either some section's or unattributed.
    const shared = body.documents.flatMap((d) => [
      d.smallSectionsRevenueCents,
      ...d.sections.map((s) => s.revenueCents ?? 0),
    ]);
    expect(body.revenueCents).toBe(1000);
    expect(body.unattributedCents).toBe(0);
    expect(shared.reduce((a, b) => a + b, 0)).toBe(1000);

    const asked = body.questions.find((q) => q.query === 'how do I sharpen a knife on a whetstone');
    expect(asked).toMatchObject({ count: 6 });
    expect(asked?.sections[0]).toEqual({ filename: 'knives.md', headings: ['Knife skills', 'Sharpening'] });
    expect(body.questions.map((q) => q.query)).not.toContain('storage magnetic strip drawer');
    await assistant.close();
    await own.close();
  });

  it('names the questions that found nothing, and is the pack’s creator’s alone', async () => {
    const assistant = await assistantOf(buyer);
    await assistant.callTool({ name: 'search', arguments: { query: 'zzqx unfindable' } });
    const { body } = await figures(creator, 'all');
    expect(body.days.from).toBeNull();
    expect(body.unanswered).toContainEqual({ query: 'zzqx unfindable', count: 1 });
    const [other] = (await server.signedInBrowsers('creator')) as [TestBrowser];
    expect((await figures(other)).status).toBe(403);
    await assistant.close();
  });

  it('names the creator’s sections that earned most on the dashboard, by the same shares', async () => {
    const { body } = await figures(creator);
    const res = await creator.fetch('/api/creator/sections?period=month');
    expect(res.status, await res.clone().text()).toBe(200);
    const top = (await res.json()) as TopSections;
    const sharpening = body.documents
      .flatMap((d) => d.sections)
      .find((section) => section.headings.at(-1) === 'Sharpening');
    expect(top.sections[0]).toMatchObject({
      pack: { id: pack.id },
      filename: 'knives.md',
      headings: ['Knife skills', 'Sharpening'],
      revenueCents: sharpening?.revenueCents,
    });
    expect(top.sections.every((section) => section.uses >= 5)).toBe(true);
    const [other] = (await server.signedInBrowsers('creator')) as [TestBrowser];
    const theirs = (await (await other.fetch('/api/creator/sections?period=all')).json()) as TopSections;
    expect(theirs.sections).toEqual([]);
  });
});
