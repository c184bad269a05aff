import { describe, expect, it } from 'vitest';
import type { AnswerResponse } from '../../common/contracts/answers';
import { askOk, askStreamed } from '../test/answer-helpers';
import { useAnsweringServer } from '../test/answering-server';
import { indexedPack } from '../test/engine-helpers';
import { TEA } from '../test/pack-texts';
import type { FakeAnthropic } from '../test/fake-anthropic';
import type { TestBrowser } from '../test/test-browser';
import { withTestServer, type TestServer } from '../test/test-server';

let fake: FakeAnthropic;
let server: TestServer;
let creator: TestBrowser;
let pack: string;

useAnsweringServer((started) => {
  ({ fake, server, creator, pack } = started);
});

describe('a near miss: the topic covered, not the thing asked (issue 49)', () => {
  it('says what the pack covers and what it does not, asking no model, in both languages', async () => {
    const before = fake.requests.length;
    const english = await askOk(creator, {
      query: 'What brewing temperature for Gyokuro sencha?',
      pack_ids: [pack],
      language: 'en',
    });
    expect(fake.requests).toHaveLength(before); // decided before any model is asked
    expect(english).toMatchObject({ grounded: false, citations: [], coverage: { covered: false } });
    expect(english.answer).toMatch(/^This pack covers “(?:Brewing|Green tea)” but not “Gyokuro”\./);
    const japanese = await askOk(creator, {
      query: 'What brewing temperature for Gyokuro sencha?',
      pack_ids: [pack],
      language: 'ja',
    });
    expect(japanese.answer).toMatch(
      /^このパックは「(?:Brewing|Green tea)」を扱っていますが、「Gyokuro」については書かれていません。/,
    );
  });
});

describe('"not in this pack" (issue 24)', () => {
  it('abstains when the model judges that the sources do not answer, and never streams its mark', async () => {
    fake.next({ kind: 'reply', text: '[not in sources]\n' });
    const { events } = await askStreamed(creator, {
      query: 'When should sencha be steamed for a tea ceremony?',
      pack_ids: [pack],
      language: 'en',
    });
    expect(fake.requests).toHaveLength(1); // the passages share its words: the model was asked
    expect(fake.requests[0]?.body.system).toContain('reply with exactly [not in sources]');
    const result = events.at(-1)?.data as AnswerResponse;
    expect(result).toMatchObject({ grounded: false, citations: [], coverage: { covered: false } });
    expect(result.answer).toMatch(
      /^This pack does not cover “When should sencha be steamed for a tea ceremony\?”/,
    );
    const streamed = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text);
    expect(streamed.join('')).toBe(result.answer);

    // A reply that only starts like the mark is streamed whole.
    fake.next({ kind: 'reply', text: '[not in] the tin [1].' });
    const kept = await askStreamed(creator, { query: 'sencha steamed', pack_ids: [pack], language: 'en' });
    const keptResult = kept.events.at(-1)?.data as AnswerResponse;
    expect(keptResult.grounded).toBe(true);
    const keptText = kept.events
      .filter((e) => e.event === 'delta')
      .map((e) => (e.data as { text: string }).text);
    expect(keptText.join('')).toBe('[not in] the tin [1].');
  });

  it('says so, without asking the model, when nothing in the packs matches', async () => {
    const result = await askOk(creator, {
      query: 'quantum chromodynamics',
      pack_ids: [pack],
      language: 'en',
    });
    expect(fake.requests).toHaveLength(0);
    expect(result).toMatchObject({
      grounded: false,
      citations: [],
      answer: 'This pack does not cover “quantum chromodynamics”.',
      support: { score: null, sentences: [] },
    });
  });

  it('says the pack does not cover a question its passages only brush, without asking the model, in the asked language', async () => {
    // The pack is about tea and dashi: "tea" is found, the swallow and its airspeed are nowhere.
    const english = await askOk(creator, {
      query: 'What is the airspeed of a swallow carrying tea?',
      pack_ids: [pack],
      language: 'en',
    });
    expect(fake.requests).toHaveLength(0);
    expect(english).toMatchObject({ grounded: false, citations: [], coverage: { covered: false } });
    expect(english.answer).toMatch(
      /^This pack does not cover “What is the airspeed of a swallow carrying tea\?” The nearest sections it does cover: .+\.$/,
    );
    const japanese = await askOk(creator, {
      query: 'ツバメの飛行速度とお茶の関係は？',
      pack_ids: [pack],
      language: 'ja',
    });
    expect(fake.requests).toHaveLength(0);
    expect(japanese).toMatchObject({ grounded: false, citations: [], coverage: { covered: false } });
    expect(japanese.answer).toMatch(/^このパックは「ツバメの飛行速度とお茶の関係は？」を扱っていません。/);
  });

  it('quotes the question in an abstention as plain text: no link, tag or citation of its own', async () => {
    const result = await askOk(creator, {
      query: 'Is [1] the [tea swallow](https://example.com) <b>fast</b>?',
      pack_ids: [pack],
      language: 'en',
    });
    expect(result).toMatchObject({ grounded: false, citations: [] });
    expect(result.answer).toContain('“Is 1 the tea swallow(https://example.com) bfast/b?”');
  });
});

/** An admin signed in to a second server on the same database, with no model: its answers are extractive. */
function withExtractiveReader(use: (reader: TestBrowser) => Promise<void>) {
  return withTestServer({ shareDatabaseWith: server, deps: {} }, async (extractive) => {
    const [reader] = await extractive.signedInBrowsers('admin');
    if (!reader) throw new Error('no reader');
    await use(reader);
  });
}

describe("the caller's language, whatever the question's script (issue 24)", () => {
  it('tells the model to write in the asked language', async () => {
    await askOk(creator, { query: '昆布は水に何分浸しますか', pack_ids: [pack], language: 'en' });
    expect(fake.requests[0]?.body.system).toContain(
      'Write the answer in English, in Markdown, whatever the language of the question or the',
    );
  });

  it('abstains in the asked language', async () => {
    const result = await askOk(creator, { query: 'ツバメの飛行速度は？', pack_ids: [pack], language: 'en' });
    expect(result.answer).toMatch(/^This pack does not cover “ツバメの飛行速度は？”/);
    const japanese = await askOk(creator, {
      query: 'What is the airspeed of a swallow?',
      pack_ids: [pack],
      language: 'ja',
    });
    expect(japanese.answer).toMatch(/^このパックは「What is the airspeed of a swallow\?」を扱っていません。/);
  });

  it('says what language to ask in when the question is in another language than the pack, without a model', async () => {
    // With a model the question is translated to search the pack instead (cross-language.test.ts).
    const english = await indexedPack(server, creator, 'Tea, in English only', { 'tea.md': TEA });
    await withExtractiveReader(async (reader) => {
      const japanese = await askOk(reader, {
        query: '煎茶の淹れ方は？',
        pack_ids: [english],
        language: 'ja',
      });
      expect(japanese).toMatchObject({ grounded: false, citations: [] });
      expect(japanese.answer).toMatch(
        /^このパックは「煎茶の淹れ方は？」を扱っていません。[\s\S]*\n\nこのパックは英語で書かれています。英語で質問すると、該当する箇所が見つかるかもしれません。$/,
      );
      const inEnglish = await askOk(reader, {
        query: '煎茶の淹れ方は？',
        pack_ids: [english],
        language: 'en',
      });
      expect(inEnglish.answer).toMatch(
        /\n\nThis pack is written in English: asking in English may find what it says\.$/,
      );
      // Asked in the pack's language, an abstention says nothing of languages.
      const offTopic = await askOk(reader, {
        query: 'quantum chromodynamics',
        pack_ids: [english],
        language: 'en',
      });
      expect(offTopic.answer).toBe('This pack does not cover “quantum chromodynamics”.');
    });
  });

  it('says in the asked language that extractive quotes are in the pack’s own', async () => {
    await withExtractiveReader(async (reader) => {
      const english = await askOk(reader, {
        query: '昆布は水に何分浸しますか',
        pack_ids: [pack],
        language: 'en',
      });
      expect(english).toMatchObject({ mode: 'extractive', grounded: true });
      expect(english.answer).toMatch(
        /^Quoted from the pack in Japanese \(no AI model is set up to translate it\):\n\n昆布は水に30分/,
      );
      const japanese = await askOk(reader, {
        query: 'How is sencha brewed?',
        pack_ids: [pack],
        language: 'ja',
      });
      expect(japanese.answer).toMatch(/^パックの原文（英語）から引用します/);
      // Asked in the quotes' own language, the quotes stand alone.
      const plain = await askOk(reader, {
        query: '昆布は水に何分浸しますか',
        pack_ids: [pack],
        language: 'ja',
      });
      expect(plain.answer).toMatch(/^昆布は水に30分/);
    });
  });
});
