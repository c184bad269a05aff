import { describe, expect, it } from 'vitest';
import { measureSupport } from '../../../bench/answers/support-quality';
import { cleanCitations } from './citations';
import { checkSupport } from './support';

const TEA = 'Sencha is steamed for 30 seconds right after picking, which keeps its leaves green.';
const STORAGE = 'Keep tea leaves in an airtight tin away from light. Do not refrigerate them.';
const DASHI = '昆布は水に30分浸してから弱火にかけ、沸騰直前に取り出します。';
const sources = new Map([
  [1, TEA],
  [2, STORAGE],
  [3, DASHI],
]);

const slice = (answer: string, s: { start: number; end: number }) => answer.slice(s.start, s.end);
/** Each citing sentence of `answer`, as its text and whether its sources support it. */
const verdicts = (answer: string, language: 'en' | 'ja') =>
  checkSupport(answer, sources, language).sentences.map((s) => [slice(answer, s), s.supported]);

describe('checkSupport', () => {
  it('gives each citing sentence its span, its citations and a verdict', () => {
    const answer = `Sencha is steamed for 30 seconds after picking. [1] Keep the leaves in an airtight tin [2]. Enjoy!`;
    const { sentences, score } = checkSupport(answer, sources, 'en');
    expect(sentences.map((s) => slice(answer, s))).toEqual([
      'Sencha is steamed for 30 seconds after picking. [1]',
      'Keep the leaves in an airtight tin [2].',
    ]);
    expect(sentences.map((s) => [s.citations, s.supported])).toEqual([
      [[1], true],
      [[2], true],
    ]);
    // "Enjoy!" cites nothing, so it is not judged.
    expect(score).toBe(1);
  });

  it('flags a changed number, an unrelated sentence and a denial the source does not make', () => {
    const answer = [
      'Sencha is steamed for 90 seconds after picking [1].',
      'Matcha is whisked with a bamboo chasen [1].',
      'Sencha is not steamed after picking [1].',
    ].join(' ');
    const { sentences, score } = checkSupport(answer, sources, 'en');
    expect(sentences.map((s) => s.supported)).toEqual([false, false, false]);
    expect(score).toBe(0);
  });

  it('accepts a denial its source makes too', () => {
    const { sentences } = checkSupport(
      'Never refrigerate the leaves; keep them away from light [2].',
      sources,
      'en',
    );
    expect(sentences[0]?.supported).toBe(true);
  });

  it('checks Japanese sentences, with full-width markers and numbers', () => {
    const answer = '昆布は水に３０分浸します［３］。昆布は沸騰させてから5分煮ます。[3]';
    expect(verdicts(answer, 'ja')).toEqual([
      ['昆布は水に３０分浸します［３］。', true],
      ['昆布は沸騰させてから5分煮ます。[3]', false],
    ]);
  });

  it('reads Markdown: list items and headings are sentences of their own, emphasis is not words', () => {
    const answer = '## Storage\n\n- **Airtight tin**, away from light [2]\n- Steamed for *30 seconds* [1]';
    expect(verdicts(answer, 'en')).toEqual([
      ['**Airtight tin**, away from light [2]', true],
      ['Steamed for *30 seconds* [1]', true],
    ]);
  });

  it('judges a sentence against every source it cites together', () => {
    const { sentences } = checkSupport(
      'Steam sencha 30 seconds and keep it in an airtight tin [1][2].',
      sources,
      'en',
    );
    expect(sentences[0]).toMatchObject({ citations: [1, 2], supported: true });
  });

  it('highlights in each source the words its citing sentences share with it', () => {
    const { highlights } = checkSupport('Keep it in an airtight tin [2].', sources, 'en');
    const ranges = highlights.get(2) ?? [];
    expect(ranges.map((r) => STORAGE.slice(r.start, r.end))).toEqual(['Keep', 'airtight', 'tin']);
    expect(highlights.has(1)).toBe(false);
  });

  it('has no score when nothing is cited, and ignores numbers no source has', () => {
    expect(checkSupport('No citations here.', sources, 'en')).toMatchObject({ score: null, sentences: [] });
    expect(checkSupport('Sencha is steamed [8].', sources, 'en').sentences).toEqual([]);
  });

  it('tells a percentage from the same digits elsewhere', () => {
    const salt = new Map([[1, '汁物の塩分濃度は約0.6〜0.9%です。塩小さじ1/3が目安です。']]);
    const check = (answer: string) => checkSupport(answer, salt, 'ja').sentences[0]?.supported;
    expect(check('汁物の塩分濃度は約0.9%です[1]。')).toBe(true);
    expect(check('汁物の塩分濃度は約3%です[1]。')).toBe(false);
  });

  it('finds the altered sentences of the labelled set, and never flags a supported one', () => {
    for (const row of measureSupport()) {
      // A regression guard on quality, not a timing: the figures are in `npm run bench:answers`.
      expect(row.precision, row.slice).toBe(1);
      expect(row.recall, row.slice).toBeGreaterThanOrEqual(0.7);
    }
  });
});

describe('cleanCitations', () => {
  it('keeps known numbers in order of first use and drops the rest with the space before them', () => {
    const known = (n: number) => n >= 1 && n <= 3;
    expect(cleanCitations('A [2][9]. B [１, ３]. C [7]. D [1,2].', known)).toEqual({
      text: 'A [2]. B [1][3]. C. D [1][2].',
      cited: [2, 1, 3],
    });
  });

  it('leaves Markdown links and bracketed words alone', () => {
    const known = () => true;
    expect(cleanCitations('See [the guide](https://example.com) [see note] [1].', known).text).toBe(
      'See [the guide](https://example.com) [see note] [1].',
    );
  });
});
