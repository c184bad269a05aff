import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PackPage } from '../../common/contracts/packs';
import type { PackQualityResponse } from '../../common/contracts/quality';
import { newPack, uploadOk } from '../test/engine-helpers';
import { createToken, mcpClient, structured, text } from '../test/mcp-helpers';
import type { TestBrowser } from '../test/test-browser';
import { startTestServer, type TestServer } from '../test/test-server';
import { analyze } from '../search';
import { nearMissQuestions } from './near-miss-questions';
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

/** Tea, a neighbouring field: its sections share words with the coffee guide's and name what it lacks. */
const TEA = [
  '# Tea at Home',
  '',
  '## Water temperature for green tea',
  '',
  'Steep sencha at 70 to 80 degrees; boiling water scorches the leaves and makes the cup bitter.',
  '',
  '## Storing matcha',
  '',
  'Keep opened matcha in the fridge, sealed, and use it within a month.',
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
    // A published neighbour in the same category: its sections are what near-miss questions are made from.
    const tea = (await newPack(creator, 'Tea')).id;
    await uploadOk(creator, tea, 'tea.md', TEA);
    await server.runJobs();
    const published = await creator.fetch(`/api/studio/packs/${tea}/publish`, {
      method: 'POST',
      json: { ...details, title: 'Tea at Home', sampleQuestions: [] },
    });
    expect(published.status).toBe(200);
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
    // The neighbour's sections that share the guide's words name what it lacks: each is refused.
    expect(report.nearMiss).toBe(2);
    expect(report.nearMissRefused).toBe(2);
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
  const chunk = (id: string, language: 'en' | 'ja', text: string, headingPath: string[]) => ({
    id,
    language,
    text,
    headingPath,
    filename: 'guide.md',
  });
  const chunks = [
    chunk('a', 'en', 'A burr grinder keeps particles even; a blade grinder makes dust.', [
      'Guide',
      'Grind size',
    ]),
    chunk('b', 'en', 'Grind finer for espresso than for a French press.', ['Guide', 'Grind size']),
    chunk('c', 'en', 'A gooseneck kettle pours slowly. Water between 90 and 96 degrees.', ['Guide', 'Water']),
    chunk('d', 'en', 'Should you rinse a paper filter? Yes, with hot water.', [
      'Guide',
      'Do I rinse filters?',
    ]),
    chunk('e', 'en', 'This guide covers brewing at home.', ['Guide', 'Introduction']),
    chunk('f', 'ja', '昆布は水に三十分浸してから弱火にかけます。', ['だしの取り方']),
    chunk('g', 'en', 'Cardamom pods crushed into the grounds before brewing.', []),
  ];
  // What the pack's index counts: the passages whose analysed text holds the term.
  const terms = chunks.map((c) => new Set(analyze(`${c.headingPath.join(' ')} ${c.text}`)));
  const documentFrequency = (term: string) => terms.filter((held) => held.has(term)).length;
  const texts = new Map(chunks.map(({ id, text }) => [id, text]));
  const textsOf = async (ids: readonly string[]) => new Map(ids.map((id) => [id, texts.get(id) ?? '']));

  it('ask about each section as a buyer would, after the sample questions, in its language (issue 49)', async () => {
    const questions = await answerableQuestions(
      chunks,
      ['How fine should I grind?'],
      documentFrequency,
      textsOf,
    );
    expect(
      questions.map(({ question, kind, chunkId, section }) => [question, kind, chunkId, section]),
    ).toEqual([
      ['How fine should I grind?', 'sample', null, null],
      // One question a section, the phrasings taking turns; a heading that is a question is asked as written.
      ['What should I know about grind size?', 'drawn', 'a', 'Grind size'],
      ['What are the main points of water?', 'drawn', 'c', 'Water'],
      ['Do I rinse filters?', 'drawn', 'd', 'Do I rinse filters?'],
      // An introduction is no topic; a Japanese section is asked in Japanese.
      ['「だしの取り方」について教えてください。', 'drawn', 'f', 'だしの取り方'],
      // A passage under no heading is asked about the word it holds alone.
      [
        expect.stringMatching(/^What should I know about (cardamom|pods|crushed)\?$/),
        'drawn',
        'g',
        'guide.md',
      ],
    ]);
  });

  it('include near misses: a neighbouring pack’s section the pack partly holds, never one it holds whole or not at all', () => {
    const neighbours = [
      { heading: 'Water temperature for green tea', language: 'en' as const },
      { heading: 'Grind size', language: 'en' as const },
      { heading: 'Knitting a scarf', language: 'en' as const },
      { heading: 'Grind size for a Turkish ibrik', language: 'en' as const },
      { heading: '昆布と煮干しの合わせだし', language: 'ja' as const },
    ];
    expect(nearMissQuestions('en', neighbours, documentFrequency)).toEqual([
      {
        question: 'What should I know about water temperature for green tea?',
        kind: 'near-miss',
        chunkId: null,
        section: 'Water temperature for green tea',
      },
      {
        question: 'What are the main points of Grind size for a Turkish ibrik?',
        kind: 'near-miss',
        chunkId: null,
        section: 'Grind size for a Turkish ibrik',
      },
    ]);
  });
});
