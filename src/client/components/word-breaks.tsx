import { Fragment } from 'react';

/** Before a katakana word that follows kana or kanji: "開発者向け|ライブラリ". */
const BEFORE_KATAKANA_WORD = /(?<=[\u3041-\u309F\u3400-\u9FFF])(?=[\u30A1-\u30FA])/u;

/**
 * `text` with a line break allowed where a katakana word follows other Japanese, for labels in narrow boxes.
 * Phrase breaking (styles.css) keeps a phrase whole and, when the phrase is wider than its box, breaks it
 * anywhere: "開発者向けライブラリ・" is one phrase, wider than a category's card on a phone, and read
 * "開発者向けライブラ｜リ・API". The break allowed here lets the line end between words instead.
 */
export function WordBreaks({ text }: { text: string }) {
  const words = text.split(BEFORE_KATAKANA_WORD);
  return words.map((word, index) => (
    // The words of a fixed label, never reordered: their places are their keys.
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {word}
    </Fragment>
  ));
}
