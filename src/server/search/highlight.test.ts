import { describe, expect, it } from 'vitest';
import { analyze } from './analyze';
import { highlightRanges } from './highlight';

function marked(text: string, query: string): string[] {
  return highlightRanges(text, analyze(query)).map(({ start, end }) => text.slice(start, end));
}

describe('highlightRanges', () => {
  it('marks English words whose stem matches a query term, in the original casing', () => {
    expect(marked('Running shoes: the runner RUNS daily.', 'run')).toEqual(['Running', 'RUNS']);
  });

  it('marks the original full-width characters', () => {
    expect(marked('ＣＯＶＩＤ－１９ and covid', 'covid')).toEqual(['ＣＯＶＩＤ', 'covid']);
  });

  it('marks a Japanese phrase as one span covering its matching words and bigrams', () => {
    expect(marked('梅雨入りは気象庁が発表する。', '気象庁の発表')).toEqual(['気象庁', '発表']);
  });

  it('marks nothing for an empty query or stop words only', () => {
    expect(highlightRanges('The cat', [])).toEqual([]);
    expect(marked('the and of', 'the')).toEqual([]);
  });
});
