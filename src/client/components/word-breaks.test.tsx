import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WordBreaks } from './word-breaks';

const breaksIn = (text: string) => {
  const { container } = render(
    <span>
      <WordBreaks text={text} />
    </span>,
  );
  return container.firstElementChild!.innerHTML.replaceAll('<wbr>', '|');
};

describe('WordBreaks', () => {
  it('allows a break before a katakana word that follows kana or kanji', () => {
    expect(breaksIn('開発者向けライブラリ・API')).toBe('開発者向け|ライブラリ・API');
    expect(breaksIn('新NISA・iDeCo活用ガイド')).toBe('新NISA・iDeCo活用|ガイド');
  });

  it('leaves text alone where a break is allowed already or would split nothing', () => {
    expect(breaksIn('ソフトウェア・アプリ開発')).toBe('ソフトウェア・アプリ開発');
    expect(breaksIn('ビジネス・マーケティング')).toBe('ビジネス・マーケティング');
    expect(breaksIn('Developer Libraries & APIs')).toBe('Developer Libraries &amp; APIs');
  });
});
