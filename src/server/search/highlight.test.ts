import { describe, expect, it } from 'vitest';
import { analyze } from './analyze';
import { highlightRanges } from './highlight';

function marked(text: string, query: string): string[] {
  return highlightRanges(text, analyze(query)).map(({ start, end }) => text.slice(start, end));
}

describe('highlightRanges', () => {
  it('marks English words whose stem matches a query term, in the original casing', () => {
    expect(marked('Running shoes: the runner Runs daily.', 'run')).toEqual(['Running', 'Runs']);
  });

  it('marks an acronym whole, asked in capitals or not, and never by its Porter stem', () => {
    expect(marked('The System Usability Scale (SUS) gives a score.', 'SUS score')).toEqual(['SUS', 'score']);
    expect(marked('Sus scrofa is a wild boar.', 'SUS')).toEqual([]);
  });

  it('marks the original full-width characters', () => {
    expect(marked('ＣＯＶＩＤ－１９ and covid', 'covid')).toEqual(['ＣＯＶＩＤ', 'covid']);
  });

  it('marks a Japanese phrase as one span covering its matching words and bigrams', () => {
    expect(marked('梅雨入りは気象庁が発表する。', '気象庁の発表')).toEqual(['気象庁', '発表']);
  });

  it('points into the original text when normalisation changed its length (half-width kana, marks)', () => {
    expect(marked('ＡＢＣ and ｶﾞｲﾄﾞ', 'ガイド')).toEqual(['ｶﾞｲﾄﾞ']);
    expect(marked('Une e\u0301cole, an école', 'école')).toEqual(['e\u0301cole', 'école']);
  });

  it("compares stems, not prefixes: a word sharing a term's first letters is not marked", () => {
    expect(marked("The runner's run and the rune", 'running')).toEqual(['run']);
    expect(marked("Kenja's index", 's')).toEqual([]);
  });

  it('marks a lone kanji and bigrams of characters outside the Basic Multilingual Plane', () => {
    expect(marked('天気：雨', '雨')).toEqual(['雨']);
    expect(marked('𠮷野家の牛丼', '𠮷野家')).toEqual(['𠮷野家']);
  });

  it('marks nothing for an empty query or stop words only', () => {
    expect(highlightRanges('The cat', [])).toEqual([]);
    expect(marked('the and of', 'the')).toEqual([]);
  });
});
