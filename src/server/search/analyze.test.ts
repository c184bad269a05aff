import { describe, expect, it } from 'vitest';
import { analyze, termFrequencies } from './analyze';

describe('analyze (English)', () => {
  it('lower-cases, drops stop words and Porter-stems', () => {
    expect(analyze('The Patients were running and the runners RAN')).toEqual([
      'patient',
      'were',
      'run',
      'runner',
      'ran',
    ]);
  });

  it('keeps acronyms and camel-case names whole: capitals are not a word for Porter to stem', () => {
    expect(analyze('SUS KPIs APIs useDeferredValue RUNNING')).toEqual([
      'sus',
      'kpi',
      'api',
      'usedeferredvalue',
      'run',
    ]);
    // Lower case is a word like any other: "sus" stems to "su" (the ranker tries the written form; see search.test).
    expect(analyze('sus apis')).toEqual(['su', 'api']);
  });

  it('folds full-width letters and digits to ASCII (NFKC)', () => {
    expect(analyze('ＣＯＶＩＤ－１９ Ｖａｃｃｉｎｅｓ')).toEqual(['covid', '19', 'vaccin']);
  });

  it('drops the possessive s and keeps accented words whole', () => {
    expect(analyze("Alzheimer's café naïve")).toEqual(['alzheim', 'café', 'naïve']);
  });

  it('composes a letter with a following combining mark', () => {
    expect(analyze('cafe\u0301')).toEqual(analyze('café'));
  });
});

describe('analyze (Japanese)', () => {
  it('cuts kanji/kana runs into words plus bigrams without hiragana, and keeps Latin words', () => {
    const tokens = analyze('東京大学でAIを研究する');
    expect(tokens).toEqual(expect.arrayContaining(['東京', '大学', 'ai', '研究', '京大']));
    // "で" and "を" are words of their own, but no bigram is made across them.
    expect(tokens).not.toContain('学で');
  });

  it('folds half-width katakana with voiced marks to full-width', () => {
    expect(analyze('ｶﾞｲﾄﾞ')).toEqual(analyze('ガイド'));
  });

  it('gives the same terms to a query and to the document that contains it', () => {
    const document = analyze('梅雨は、東アジアの広範囲においてみられる特有の気象現象で');
    for (const term of analyze('梅雨の気象現象')) expect(document).toContain(term);
  });
});

describe('termFrequencies', () => {
  it('counts each term once with its frequency, and the total length', () => {
    expect(termFrequencies(['a', 'b', 'a'])).toEqual({ terms: ['a', 'b'], freqs: [2, 1], length: 3 });
  });
});
