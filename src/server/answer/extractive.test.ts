import { describe, expect, it } from 'vitest';
import { askOk, askStreamed } from '../test/answer-helpers';
import { indexedPack } from '../test/engine-helpers';
import type { TestBrowser } from '../test/test-browser';
import { useTestServer } from '../test/test-server';
import { extractiveAnswer } from './extractive';

const COFFEE = [
  '# Pour-over coffee',
  '',
  'Grind the beans medium-fine, like table salt. Rinse the paper filter with hot water first.',
  'Use 15 grams of coffee for 250 millilitres of water at 93 degrees. Pour in slow circles.',
  'The whole brew should take about three minutes.',
].join('\n');
const RICE = [
  '# ご飯の炊き方',
  '',
  '米は水が澄むまで三回ほど研ぎます。研いだ米は30分以上水に浸してください。',
  '炊き上がったら10分蒸らしてから、しゃもじで全体をほぐします。',
  '土鍋の場合は強火で沸騰させ、弱火に落として13分炊きます。',
].join('\n');

let creator: TestBrowser;
let pack: string;

useTestServer(async (server) => {
  [creator] = await server.signedInBrowsers('creator');
  pack = await indexedPack(server, creator, 'Kitchen', { 'coffee.md': COFFEE, 'rice.md': RICE });
});

describe('extractive answers (no AI model configured)', () => {
  it('quotes the sentences that answer an English question, cited, and says it is excerpts', async () => {
    const result = await askOk(creator, {
      query: 'How many grams of coffee and what water temperature?',
      pack_ids: [pack],
      language: 'en',
    });
    expect(result.mode).toBe('extractive');
    expect(result.metadata.model).toBeNull();
    expect(result.answer).toContain('Use 15 grams of coffee for 250 millilitres of water at 93 degrees. [1]');
    expect(result.answer).not.toContain('米');
    expect(result.citations).toEqual([expect.objectContaining({ number: 1, filename: 'coffee.md' })]);
    // Quoted word for word, so every sentence is backed by what it cites.
    expect(result.support.score).toBe(1);
    expect(result.grounded).toBe(true);
  });

  it('answers a Japanese question from the Japanese document', async () => {
    const result = await askOk(creator, { query: '炊き上がったご飯は何分蒸らしますか', pack_ids: [pack] });
    expect(result.answer).toContain('炊き上がったら10分蒸らしてから、しゃもじで全体をほぐします。 [1]');
    expect(result.citations[0]).toMatchObject({ filename: 'rice.md', heading_path: ['ご飯の炊き方'] });
    expect(result.metadata.language).toBe('ja');
  });

  it('says so in the asker’s language when nothing matches', async () => {
    const result = await askOk(creator, { query: '量子色力学', pack_ids: [pack] });
    expect(result).toMatchObject({ grounded: false, citations: [] });
    expect(result.answer).toBe('このパックは「量子色力学」を扱っていません。');
  });

  it('streams too: the excerpts, then the whole answer', async () => {
    const { events } = await askStreamed(creator, {
      query: 'paper filter',
      pack_ids: [pack],
      language: 'en',
    });
    expect(events.map((e) => e.event)).toEqual(['delta', 'done']);
    expect(events[1]?.data).toMatchObject({ mode: 'extractive', citations: [{ filename: 'coffee.md' }] });
  });

  it('reports its mode and the models a caller could name', async () => {
    const res = await creator.fetch('/api/answers/settings');
    expect(await res.json()).toEqual({
      mode: 'extractive',
      models: ['claude-3-5-haiku-latest'],
      default_model: 'claude-3-5-haiku-latest',
    });
  });
});

describe('extractiveAnswer', () => {
  it('keeps source order, at most two sentences a passage, and only sentences sharing a term', () => {
    const answer = extractiveAnswer('steep tea leaves', [
      {
        number: 1,
        text: 'Nothing here. Steep the leaves for two minutes. Tea leaves unfurl in the cup. Leaves again, tea.',
      },
      { number: 2, text: 'Steep green tea at 70 degrees.' },
    ]);
    const paragraphs = answer.split('\n\n');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]?.match(/\[1\]/g)).toHaveLength(2);
    expect(paragraphs[0]).not.toContain('Nothing here');
    expect(paragraphs[1]).toBe('Steep green tea at 70 degrees. [2]');
  });

  it('is empty when the question has no term in common with any passage', () => {
    expect(extractiveAnswer('photosynthesis', [{ number: 1, text: 'Coffee is brewed hot.' }])).toBe('');
  });
});

describe('which sentences an extractive answer quotes', () => {
  it('prefers the sentence holding the rare question term over ones holding a common one', () => {
    const answer = extractiveAnswer('useDeferredValueはいつ使うべきですか？', [
      { number: 1, text: '状態は使う場所の近くに置く。重い一覧の描画は useDeferredValue で後回しにする。' },
      { number: 2, text: 'React Compiler を使う場合はメモ化が自動で挿入される。' },
      { number: 3, text: '外部ストアの購読には useSyncExternalStore を使う。' },
    ]);
    expect(answer.split('\n\n')[0]).toContain('useDeferredValue で後回しにする。 [1]');
  });
});

describe('an extractive answer reads as an answer (issue 49)', () => {
  const REACT = [
    'Advanced React Patterns — Marcus Webb',
    'Most slow React apps re-render too much. Measure first with the Profiler.',
    'Lift the expensive subtree up and pass it as `children`:',
    '```tsx\nfunction Tracker({ children }) {\n  return <div>{children}</div>;\n}\n```',
    '`children` was created by the parent, so its elements keep their identity when `Tracker` re-renders.',
  ].join('\n\n');

  it('quotes no byline or heading, keeps inline code, and shows the code a sentence introduces', () => {
    const answer = extractiveAnswer('How do I stop children re-rendering when the parent re-renders?', [
      { number: 1, text: `# Performance\n\n${REACT}` },
    ]);
    expect(answer).not.toContain('Marcus Webb');
    expect(answer).not.toContain('# Performance');
    expect(answer).toContain('`children` was created by the parent, so its elements keep their identity');
    expect(answer).toContain('pass it as `children`: [1]\n\n```tsx\nfunction Tracker({ children }) {');
  });

  it('does not say the same thing twice', () => {
    const answer = extractiveAnswer('brew temperature for green tea', [
      { number: 1, text: 'Brew green tea at 70 degrees for the best flavour.' },
      { number: 2, text: 'For the best flavour, brew green tea at 70 degrees.' },
    ]);
    expect(answer.match(/\[\d\]/g)).toHaveLength(1);
  });

  it('prefers the reason to a "why", and gives more sentences when asked for steps', () => {
    const why = extractiveAnswer('Why does memo skip nothing here?', [
      {
        number: 1,
        text:
          'Wrap the component in memo. Memo compares props shallowly. ' +
          'Memo skips nothing here because the parent passes a new object every render.',
      },
    ]);
    expect(why).toContain('because the parent passes a new object');
    const text = [
      'Discard half of the sourdough starter each morning.',
      'Feed the starter 50 grams of flour.',
      'Add 50 grams of water to the starter and stir.',
      'Leave the starter covered at room temperature.',
      'Feed the starter again when it has doubled.',
    ];
    const steps = extractiveAnswer('What are the steps to feed a sourdough starter?', [
      { number: 1, text: text.slice(0, 3).join(' ') },
      { number: 2, text: text.slice(3).join(' ') },
    ]);
    expect(steps.match(/\[\d\]/g)!.length).toBeGreaterThan(4);
  });

  it('quotes no sentence cut at a passage’s start, and no copyright line', () => {
    const answer = extractiveAnswer('oven temperature for bread', [
      {
        number: 1,
        text: 'degrees until the crust browns. Bake the bread in an oven at 230 degrees. © 2024 Bread Co, all rights reserved.',
      },
    ]);
    expect(answer).toBe('Bake the bread in an oven at 230 degrees. [1]');
    // A Japanese sentence may start with a Latin word in lower case: that is no fragment.
    expect(
      extractiveAnswer('kenjaの生地は何時間発酵させますか', [
        { number: 1, text: 'kenjaの生地は室温で2時間発酵させ、2倍の大きさになったら成形します。' },
      ]),
    ).toBe('kenjaの生地は室温で2時間発酵させ、2倍の大きさになったら成形します。 [1]');
  });

  it('answers a question about a section from it, though its sentences do not repeat the heading', () => {
    const answer = extractiveAnswer('What should I know about compound components?', [
      {
        number: 1,
        text: 'Controlled inputs take a value and an onChange.',
        headingPath: ['Patterns', 'Controllable state'],
      },
      {
        number: 2,
        text: 'A parent owns the state; children read it through context. Callers arrange the parts freely.',
        headingPath: ['Patterns', '1. Compound components'],
      },
    ]);
    expect(answer).toBe(
      'A parent owns the state; children read it through context. [2] Callers arrange the parts freely. [2]',
    );
  });

  it('quotes a list with the sentence that introduces it, and never an introduction without what it introduces', () => {
    const listed = extractiveAnswer('How do I rebalance?', [
      {
        number: 1,
        text: 'You can rebalance either:\n\n- on a calendar, once a year, or\n- with bands of 5 points.\n\nThat is all.',
      },
    ]);
    expect(listed).toBe(
      'You can rebalance either: [1]\n\n- on a calendar, once a year, or\n- with bands of 5 points.',
    );
    const dangling = extractiveAnswer('How do I rebalance?', [
      { number: 1, text: 'Markets drift, so rebalance your portfolio. Rebalance either:\n\nOn a calendar.' },
    ]);
    expect(dangling).toBe('Markets drift, so rebalance your portfolio. [1]');
  });

  it('lets a lead-in lend its words to the sentence after it, and quotes a list item with a figure, not a label', () => {
    const batna = extractiveAnswer('What is a BATNA?', [
      {
        number: 1,
        text: 'Your BATNA. Best alternative to a negotiated agreement: another offer or your current job.',
      },
    ]);
    expect(batna).toBe('Best alternative to a negotiated agreement: another offer or your current job. [1]');
    const fund = extractiveAnswer('How big should my emergency fund be?', [
      { number: 1, text: 'Starter emergency fund.\n\nEmergency fund of three to six months of expenses' },
    ]);
    expect(fund).toBe('Emergency fund of three to six months of expenses [1]');
    expect(extractiveAnswer('合わせだしの昆布の量は', [{ number: 1, text: '昆布 10g（水の1%）' }])).toBe(
      '昆布 10g（水の1%） [1]',
    );
  });
});
