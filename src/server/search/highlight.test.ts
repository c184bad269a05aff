import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyze } from './analyze';
import { highlightPrepared, highlightRanges, prepareForHighlighting } from './highlight';

/** The marked words, the same whether the text is read as it comes or prepared once (search's cached passages). */
function marked(text: string, query: string): string[] {
  const ranges = highlightRanges(text, analyze(query));
  const prepared = prepareForHighlighting(text);
  if (prepared) expect(highlightPrepared(prepared, analyze(query))).toEqual(ranges);
  return ranges.map(({ start, end }) => text.slice(start, end));
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

describe('highlighting a passage prepared once', () => {
  // The demo packs' documents, English and Japanese, cut into paragraphs as passages roughly are.
  const documents = fileURLToPath(new URL('../seed/documents/', import.meta.url));
  const paragraphs = readdirSync(documents, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(md|txt)$/.test(name))
    .flatMap((name) => readFileSync(join(documents, name), 'utf8').split(/\n{2,}/))
    .filter((paragraph) => paragraph.trim().length > 0);
  const queries = [
    'water temperature for brewing',
    'rate limiting and retries',
    '敬語の使い方',
    'GDPR consent',
    'SUS score',
  ];

  it('marks what highlighting the text as it comes marks, on every demo paragraph', () => {
    expect(paragraphs.length).toBeGreaterThan(200);
    let prepared = 0;
    for (const paragraph of paragraphs) {
      const once = prepareForHighlighting(paragraph);
      if (!once) continue;
      prepared += 1;
      for (const query of [...queries, paragraph.slice(0, 40)]) {
        expect(highlightPrepared(once, analyze(query))).toEqual(highlightRanges(paragraph, analyze(query)));
      }
    }
    expect(prepared).toBe(paragraphs.filter((p) => prepareForHighlighting(p)).length);
  });

  it("keeps, for a passage without kanji or kana, its words' terms exactly as the index analyses it", () => {
    for (const paragraph of paragraphs) {
      const once = prepareForHighlighting(paragraph);
      if (once && once.cjkRuns.length === 0) expect(once.terms).toEqual(analyze(paragraph));
    }
  });

  it('leaves a text with kanji or kana that normalising changes to be highlighted as it comes', () => {
    expect(prepareForHighlighting('ＡＢＣ and ｶﾞｲﾄﾞ')).toBeUndefined();
    expect(prepareForHighlighting('ＣＯＶＩＤ－１９ and covid')?.terms).toEqual(
      analyze('ＣＯＶＩＤ－１９ and covid'),
    );
  });
});
