import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize';

describe('normalizeText', () => {
  it('applies NFKC: full-width Latin and half-width katakana become their usual forms', () => {
    expect(normalizeText('ＡＢＣ１２３　ｶﾀｶﾅ')).toBe('ABC123 カタカナ');
  });

  it('removes control and invisible characters but keeps the words apart', () => {
    expect(normalizeText('a\u0000b\u0007c\u200Bd\uFEFFe\u00ADf')).toBe('abcdef');
    expect(normalizeText('tab\tseparated\t\twords')).toBe('tab separated words');
  });

  it('collapses runs of spaces and trims lines', () => {
    expect(normalizeText('   many    spaces   here   ')).toBe('many spaces here');
  });

  it('joins an English line wrap with a space', () => {
    expect(normalizeText('The quick brown\nfox jumps over\r\nthe lazy dog.')).toBe(
      'The quick brown fox jumps over the lazy dog.',
    );
  });

  it('joins a Japanese line wrap without a space', () => {
    expect(normalizeText('東京は日本の\n首都です。\n人口は多い。')).toBe(
      '東京は日本の首都です。人口は多い。',
    );
    expect(normalizeText('Kenja\nは知識の\nAPIです')).toBe('Kenjaは知識のAPIです');
  });

  it('never adds or removes a space between Japanese characters', () => {
    expect(normalizeText('日本 語と英語')).toBe('日本 語と英語');
    expect(normalizeText('日本語と英語')).toBe('日本語と英語');
  });

  it('closes up a hyphenated English line wrap, keeping the hyphen', () => {
    expect(normalizeText('a well-\nknown fact')).toBe('a well-known fact');
  });

  it('keeps paragraph breaks as exactly one blank line', () => {
    expect(normalizeText('one\n\n\n\n\ntwo\n \t \nthree')).toBe('one\n\ntwo\n\nthree');
  });

  it('is idempotent', () => {
    const once = normalizeText('Ｆｕｌｌ　width\n\n\n日本\n語\r\nwrap  ');
    expect(normalizeText(once)).toBe(once);
  });
});
