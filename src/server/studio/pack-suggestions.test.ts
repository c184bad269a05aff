import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PackSuggestions } from '../../common/contracts/studio';
import { PACK_DESCRIPTION_MAX_LENGTH, PACK_DESCRIPTION_MIN_TO_PUBLISH } from '../../common/limits';
import { createAnthropicModel } from '../answer/anthropic';
import { makeDocx } from '../ingest/fixtures/docx';
import { newPack, uploadOk } from '../test/engine-helpers';
import { FakeAnthropic } from '../test/fake-anthropic';
import type { TestBrowser } from '../test/test-browser';
import { startTestServer, type TestServer } from '../test/test-server';

const BREAD = [
  '# Sourdough Baking at Home',
  '',
  'A sourdough loaf needs only flour, water and salt. The starter does the rest, if you feed it well.',
  '',
  '## Feeding the starter',
  '',
  'Feed the starter twice a day with equal weights of flour and water. Keep it warm.',
  '',
  '## Shaping the dough',
  '',
  'Shape the dough gently so the gas stays in. A tight skin helps the loaf rise in the oven.',
  '',
  '## Baking in a Dutch oven',
  '',
  'Bake the bread at 230 degrees with the lid on for twenty minutes, then uncover it.',
].join('\n');

let server: TestServer;
let withModel: TestServer;
let fake: FakeAnthropic;

async function suggest(browser: TestBrowser, packId: string) {
  const res = await browser.fetch(`/api/studio/packs/${packId}/suggestions`, { method: 'POST' });
  return { status: res.status, body: (await res.json()) as { suggestions: PackSuggestions } };
}

/** Whether the pack's engine answers `question`, as a buyer's answer judges it (before any text is written). */
async function covered(browser: TestBrowser, packId: string, question: string): Promise<boolean> {
  const res = await browser.fetch('/api/answers', {
    method: 'POST',
    json: { query: question, pack_ids: [packId] },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { coverage: { covered: boolean } }).coverage.covered;
}

/** A description that stops after a whole sentence, within the field's limit. */
function expectWholeSentences(description: string) {
  expect(description.length).toBeGreaterThanOrEqual(PACK_DESCRIPTION_MIN_TO_PUBLISH);
  expect(description.length).toBeLessThanOrEqual(PACK_DESCRIPTION_MAX_LENGTH);
  expect(description).toMatch(/[.!?。！？]$/u);
}

async function packWith(target: TestServer, files: [string, string | Uint8Array][]) {
  const creator = target.browser();
  await creator.signInAs('creator');
  const pack = await newPack(creator, 'Untitled');
  for (const [name, content] of files) await uploadOk(creator, pack.id, name, content);
  await target.runJobs();
  return { creator, pack };
}

describe('suggestions drawn from a pack’s documents', () => {
  beforeAll(async () => {
    server = await startTestServer();
    fake = await new FakeAnthropic().start();
    withModel = await startTestServer({
      deps: {
        languageModel: createAnthropicModel({
          apiKey: 'test-key',
          baseUrl: fake.baseUrl,
          models: ['claude-3-5-haiku-latest'],
          timeoutMs: 1500,
          idleTimeoutMs: 400,
          maxRetries: 0,
        }),
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await withModel.close();
    await fake.stop();
  });

  it('without a model: title from the heading, opening sentences, the category by its words, questions per section', async () => {
    const { creator, pack } = await packWith(server, [['bread.md', BREAD]]);
    const { status, body } = await suggest(creator, pack.id);
    expect(status).toBe(200);
    expect(body.suggestions).toMatchObject({
      title: 'Sourdough Baking at Home',
      category: 'cooking-culinary-arts',
      source: 'extractive',
      basedOn: 1,
    });
    expect(body.suggestions.description).toMatch(/^A sourdough loaf needs only flour, water and salt\./);
    expect(body.suggestions.description.length).toBeGreaterThanOrEqual(40);
    expectWholeSentences(body.suggestions.description);
    expect(body.suggestions.sampleQuestions).toContain('What should I know about feeding the starter?');
    expect(new Set(body.suggestions.sampleQuestions).size).toBe(body.suggestions.sampleQuestions.length);
    // Every question offered is one the pack answers.
    for (const question of body.suggestions.sampleQuestions) {
      expect(await covered(creator, pack.id, question), question).toBe(true);
    }
  });

  it('in Japanese for a Japanese pack, from a Word document', async () => {
    const docx = await makeDocx([
      { heading: 1, text: '犬のしつけ入門' },
      { paragraph: '子犬のしつけは、家に迎えた日から始まります。毎日少しずつ、ほめて教えることが大切です。' },
      { heading: 2, text: 'トイレトレーニング' },
      { paragraph: '犬が起きた直後と食事の後にトイレへ連れて行き、できたらすぐにほめます。' },
      { heading: 2, text: '散歩のマナー' },
      { paragraph: 'リードを引っ張る犬には、立ち止まって待つことを教えます。' },
    ]);
    const { creator, pack } = await packWith(server, [['inu.docx', docx]]);
    const { body } = await suggest(creator, pack.id);
    expect(body.suggestions.title).toBe('犬のしつけ入門');
    expect(body.suggestions.category).toBe('pets-animal-care');
    expect(body.suggestions.sampleQuestions[0]).toBe('「トイレトレーニング」について教えてください。');
  });

  it('counts a long word once: a dog pack with “トイレトレーニング” is not a sports pack', async () => {
    const notes =
      '# 犬のしつけ入門\n\n子犬のしつけは、家に迎えた日から始まります。毎日少しずつ、ほめて教えることが大切です。\n\n## トイレトレーニング\n\n起きた直後にトイレへ連れて行きます。';
    const { creator, pack } = await packWith(server, [['guide.md', notes]]);
    const { body } = await suggest(creator, pack.id);
    expect(body.suggestions.category).toBe('pets-animal-care');
    expect(body.suggestions.sampleQuestions[0]).toBe('「トイレトレーニング」について教えてください。');
  });

  it('asks for a ready document first', async () => {
    const creator = server.browser();
    await creator.signInAs('creator');
    const pack = await newPack(creator, 'Empty');
    const res = await creator.fetch(`/api/studio/packs/${pack.id}/suggestions`, { method: 'POST' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/ready/);
  });

  it('with a model: its JSON answer, checked; the excerpts sent as source material', async () => {
    fake.fallback = {
      kind: 'reply',
      text: JSON.stringify({
        title: 'Sourdough from Starter to Loaf',
        description: 'A home baker’s guide to keeping a starter and baking an open-crumb loaf.',
        category: 'cooking-culinary-arts',
        sampleQuestions: [
          'How often do I feed the starter?',
          'How long does the bread bake with the lid on?',
        ],
      }),
    };
    const { creator, pack } = await packWith(withModel, [['bread.md', BREAD]]);
    const { body } = await suggest(creator, pack.id);
    expect(body.suggestions).toMatchObject({
      title: 'Sourdough from Starter to Loaf',
      description: 'A home baker’s guide to keeping a starter and baking an open-crumb loaf.',
      category: 'cooking-culinary-arts',
      source: 'ai',
      basedOn: 1,
    });
    // The model's questions first (the pack answers both); its sections make up the rest.
    expect(body.suggestions.sampleQuestions.slice(0, 2)).toEqual([
      'How often do I feed the starter?',
      'How long does the bread bake with the lid on?',
    ]);
    expect(fake.requests.at(-1)?.body.messages[0]?.content).toContain('Feed the starter twice a day');
  });

  it('with a model: a question the pack does not answer is dropped, a bad category replaced, a run-on description cut after its last sentence', async () => {
    const { creator, pack } = await packWith(withModel, [['bread.md', BREAD]]);
    fake.fallback = {
      kind: 'reply',
      text: JSON.stringify({
        title: 'Sourdough from Starter to Loaf',
        description:
          'A home baker’s guide to keeping a starter. It takes you from feeding to an open-crumb loaf. Written by a',
        category: 'astrology',
        sampleQuestions: [
          'How do I laminate croissant dough with cold butter?',
          'How often do I feed the starter?',
        ],
      }),
    };
    const { body } = await suggest(creator, pack.id);
    expect(body.suggestions).toMatchObject({
      source: 'ai',
      title: 'Sourdough from Starter to Loaf',
      description:
        'A home baker’s guide to keeping a starter. It takes you from feeding to an open-crumb loaf.',
      category: 'cooking-culinary-arts',
    });
    expect(await covered(creator, pack.id, 'How do I laminate croissant dough with cold butter?')).toBe(
      false,
    );
    expect(body.suggestions.sampleQuestions).not.toContain(
      'How do I laminate croissant dough with cold butter?',
    );
    expect(body.suggestions.sampleQuestions[0]).toBe('How often do I feed the starter?');
    for (const question of body.suggestions.sampleQuestions) {
      expect(await covered(creator, pack.id, question), question).toBe(true);
    }
  });

  it('falls back to the extracted suggestions when the model answers nonsense or fails', async () => {
    const { creator, pack } = await packWith(withModel, [['bread.md', BREAD]]);
    fake.fallback = { kind: 'reply', text: '{"title": "x", "category": "astrology"}' };
    expect((await suggest(creator, pack.id)).body.suggestions).toMatchObject({
      source: 'extractive',
      title: 'Sourdough Baking at Home',
    });
    fake.fallback = { kind: 'error', status: 500, message: 'overloaded' };
    expect((await suggest(creator, pack.id)).body.suggestions.source).toBe('extractive');
  });
});
