import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PackPage } from '../../common/contracts/packs';
import type { PackQualityResponse } from '../../common/contracts/quality';
import { newPack, uploadOk } from '../test/engine-helpers';
import { createToken, mcpClient, structured, text } from '../test/mcp-helpers';
import type { TestBrowser } from '../test/test-browser';
import { startTestServer, type TestServer } from '../test/test-server';
import { analyze } from '../search';
import { answerableQuestions } from './test-questions';

/** A small guide in sections, each about something of its own: what drawn questions can find. */
const COFFEE = [
  '# Coffee Brewing Guide',
  '',
  '## Grind size',
  '',
  'Grind espresso as fine as table salt. A burr grinder keeps particles even; a blade grinder makes dust and boulders.',
  '',
  '## Water temperature',
  '',
  'Brew with water between 90 and 96 degrees Celsius. A kettle with a gooseneck spout pours slowly and steadily.',
  '',
  '## Bloom',
  '',
  'Pour twice the weight of the grounds in water and wait thirty seconds: carbon dioxide escapes and the bed settles.',
  '',
  '## Storing beans',
  '',
  'Keep whole beans in an opaque airtight canister at room temperature, away from sunlight; never in the freezer door.',
].join('\n');

const details = {
  title: 'Coffee Brewing at Home',
  description: 'Grind, water, bloom and storage for a better cup of coffee at home, step by step.',
  category: 'cooking-culinary-arts',
  price: '9.00',
  discountPrice: '',
  language: 'en',
  sampleQuestions: ['What water temperature should I brew with?'],
};

let server: TestServer;
let creator: TestBrowser;

async function qualityOf(browser: TestBrowser, packId: string) {
  const res = await browser.fetch(`/api/studio/packs/${packId}/quality`);
  return { status: res.status, body: (await res.json()) as PackQualityResponse };
}

describe("each pack's answer quality, measured on every edition (issue 24)", () => {
  let packId: string;
  let slug: string;

  beforeAll(async () => {
    server = await startTestServer();
    creator = server.browser();
    await creator.signInAs('creator');
    packId = (await newPack(creator, 'Coffee')).id;
    await uploadOk(creator, packId, 'coffee.md', COFFEE);
    await server.runJobs();
    const res = await creator.fetch(`/api/studio/packs/${packId}/publish`, { method: 'POST', json: details });
    expect(res.status).toBe(200);
    slug = ((await res.json()) as { pack: { slug: string } }).pack.slug;
    await server.runJobs();
  });
  afterAll(() => server.close());

  it('shows the creator the report: questions drawn from the pack and its samples answered, off-topic refused', async () => {
    const { status, body } = await qualityOf(creator, packId);
    expect(status).toBe(200);
    expect(body.measuring).toBe(false);
    const report = body.quality;
    expect(report).not.toBeNull();
    if (!report) return;
    expect(report.questions).toBeGreaterThanOrEqual(4);
    expect(report.answered).toBeGreaterThan(0);
    expect(report.answered).toBeLessThanOrEqual(report.questions);
    // Every off-topic question names things a coffee guide never mentions: each is refused.
    expect(report.offTopic).toBeGreaterThanOrEqual(5);
    expect(report.refused).toBe(report.offTopic);
    expect(report.failures.length).toBe(
      report.questions - report.answered + report.offTopic - report.refused,
    );
  });

  it('shows buyers the summary on the sales page and in list_packs', async () => {
    const page = (await (await server.fetch(`/api/packs/by-slug/${slug}`)).json()) as PackPage;
    const { body } = await qualityOf(creator, packId);
    expect(page.quality).toMatchObject({
      questions: body.quality?.questions,
      answered: body.quality?.answered,
      offTopic: body.quality?.offTopic,
      refused: body.quality?.refused,
    });
    const { token } = await createToken(creator);
    const { client } = await mcpClient(server.baseUrl, token);
    const listed = await client.callTool({ name: 'list_packs', arguments: {} });
    const pack = structured<{ packs: { id: string; quality: unknown }[] }>(listed).packs.find(
      (p) => p.id === packId,
    );
    expect(pack?.quality).toEqual({
      questions: page.quality?.questions,
      answered: page.quality?.answered,
      off_topic: page.quality?.offTopic,
      refused: page.quality?.refused,
    });
    expect(text(listed)).toContain(
      `answers ${page.quality?.answered} of ${page.quality?.questions} test questions`,
    );
    await client.close();
  });

  it('measures each new edition again, and shows no figure of an older one meanwhile', async () => {
    const before = (await qualityOf(creator, packId)).body.quality;
    await uploadOk(
      creator,
      packId,
      'milk.md',
      '# Milk\n\n## Steaming\n\nSteam whole milk to 60 degrees for a silky microfoam.',
    );
    await server.runJobs();
    const after = (await qualityOf(creator, packId)).body;
    expect(after.measuring).toBe(false);
    expect(after.quality?.edition).toBeGreaterThan(before?.edition ?? 0);
    const page = (await (await server.fetch(`/api/packs/by-slug/${slug}`)).json()) as PackPage;
    expect(page.quality?.edition).toBe(after.quality?.edition);
  });

  it("is the creator's own: another creator is refused", async () => {
    const other = server.browser();
    await other.signInAs('creator');
    expect((await other.fetch(`/api/studio/packs/${packId}/quality`)).status).toBe(403);
    expect((await server.fetch(`/api/studio/packs/${packId}/quality`)).status).toBe(401);
  });
});

describe('test questions', () => {
  it('name the words that set a passage apart, in its language, after the sample questions', async () => {
    const chunk = (id: string, language: 'en' | 'ja', text: string, heading: string) => ({
      id,
      language,
      text,
      headingPath: ['Guide', heading],
      filename: 'guide.md',
    });
    const chunks = [
      chunk('a', 'en', 'A burr grinder keeps particles even; a blade grinder makes dust.', 'Grind size'),
      chunk('b', 'en', 'A gooseneck kettle pours slowly. Water between 90 and 96 degrees.', 'Water'),
      chunk('c', 'ja', '昆布は水に三十分浸してから弱火にかけます。', 'だし'),
    ];
    // What the pack's index counts: the passages whose analysed text holds the term.
    const terms = chunks.map((c) => new Set(analyze(c.text)));
    const documentFrequency = (term: string) => terms.filter((held) => held.has(term)).length;
    const texts = new Map(chunks.map(({ id, text }) => [id, text]));
    const questions = await answerableQuestions(
      chunks,
      ['How fine should I grind?'],
      documentFrequency,
      async (ids) => new Map(ids.map((id) => [id, texts.get(id) ?? ''])),
    );
    expect(questions[0]).toMatchObject({
      question: 'How fine should I grind?',
      kind: 'sample',
      chunkId: null,
    });
    expect(questions[1]?.question).toMatch(/^What does the pack say about \w+ and \w+\?$/);
    expect(questions[1]).toMatchObject({ kind: 'drawn', chunkId: 'a', section: 'Grind size' });
    expect(questions.find((q) => q.chunkId === 'c')?.question).toMatch(/^.+と.+について教えてください。$/);
  });
});
