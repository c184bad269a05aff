import { beforeAll, describe, expect, it } from 'vitest';
import { askOk } from '../test/answer-helpers';
import { useAnsweringServer } from '../test/answering-server';
import { indexedPack } from '../test/engine-helpers';
import type { FakeAnthropic } from '../test/fake-anthropic';
import type { TestBrowser } from '../test/test-browser';
import type { TestServer } from '../test/test-server';

/** A pack written in Japanese only: an English question finds nothing in it word for word. */
const DASHI = [
  '# だしの基本',
  '',
  '## 昆布だし',
  '',
  '昆布は水に30分浸してから弱火にかけ、沸騰直前に取り出します。',
  '',
  '## かつおだし',
  '',
  'かつお節は火を止めてから加え、2分おいてこします。',
].join('\n');

let fake: FakeAnthropic;
let server: TestServer;
let creator: TestBrowser;
let dashi: string;

useAnsweringServer((started) => {
  ({ fake, server, creator } = started);
});

beforeAll(async () => {
  dashi = await indexedPack(server, creator, 'Dashi', { 'dashi.md': DASHI });
});

describe('a question in one language to a pack written in the other, with a model (issue 49)', () => {
  it('is translated to search the pack, answered in the asked language, citing the original passages', async () => {
    fake.next({ kind: 'reply', text: '昆布は水に何分浸しますか', inputTokens: 40 });
    const result = await askOk(creator, {
      query: 'How long should kombu soak in water?',
      pack_ids: [dashi],
      language: 'en',
    });
    const [translation, answer] = fake.requests;
    // First the translation, asked with the question fenced as data…
    expect(translation?.body.system).toContain('into Japanese, as a search query');
    expect(translation?.body.messages[0]?.content).toBe(
      '<question>\nHow long should kombu soak in water?\n</question>',
    );
    // …then the answer, from the Japanese passages found with it, to the question as asked, in English.
    expect(answer?.body.system).toContain('Write the answer in English');
    const user = answer?.body.messages[0]?.content ?? '';
    expect(user).toContain('昆布は水に30分浸してから弱火にかけ');
    expect(user).toContain('<question>\nHow long should kombu soak in water?\n</question>');
    expect(result.grounded).toBe(true);
    expect(result.citations[0]).toMatchObject({
      filename: 'dashi.md',
      heading_path: ['だしの基本', '昆布だし'],
    });
    expect(result.metadata.retrieval_query).toBe('昆布は水に何分浸しますか');
    // Both calls are the model's work: the translation's tokens are counted.
    expect(result.metadata.input_tokens).toBeGreaterThan(40);
    // No hint to ask in Japanese: it was searched in Japanese.
    expect(result.answer).not.toContain('asking in Japanese');
  });

  it('says what the pack lacks without the language hint when the translation finds nothing either', async () => {
    fake.next({ kind: 'reply', text: '抹茶の点て方' });
    const result = await askOk(creator, {
      query: 'How do I whisk matcha?',
      pack_ids: [dashi],
      language: 'en',
    });
    expect(fake.requests).toHaveLength(1); // the translation; no answer is asked of passages that do not cover it
    expect(result.grounded).toBe(false);
    expect(result.metadata.retrieval_query).toBe('抹茶の点て方');
    expect(result.answer).toMatch(/^This pack does not cover “How do I whisk matcha\?”/);
    expect(result.answer).not.toContain('asking in Japanese');
  });

  it('asks no translation of a question in the pack’s own language', async () => {
    const result = await askOk(creator, { query: '昆布は何分浸しますか', pack_ids: [dashi], language: 'ja' });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.body.system).not.toContain('Translate');
    expect(result.metadata.retrieval_query).toBeNull();
  });
});
