import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences';

const sentences = (text: string) => splitSentences(text).map((span) => text.slice(span.start, span.end));

describe('splitSentences', () => {
  it('splits English at . ! ? followed by a space or the end', () => {
    expect(sentences('One here. Two there! Three? Four.')).toEqual([
      'One here.',
      'Two there!',
      'Three?',
      'Four.',
    ]);
  });

  it('does not split at abbreviations, initials, decimals or before lower case', () => {
    expect(
      sentences('See e.g. the table. Dr. Smith met J. R. Tolkien. Pi is 3.14 today. It costs approx. 3 yen.'),
    ).toEqual([
      'See e.g. the table.',
      'Dr. Smith met J. R. Tolkien.',
      'Pi is 3.14 today.',
      'It costs approx. 3 yen.',
    ]);
  });

  it('keeps closing quotes and brackets with their sentence', () => {
    expect(sentences('He said "stop." Then (quietly.) Later.')).toEqual([
      'He said "stop."',
      'Then (quietly.)',
      'Later.',
    ]);
  });

  it('splits Japanese at 。 ! ? (NFKC turns ！？ into !?) and keeps 」』) with the sentence', () => {
    expect(sentences('今日は晴れです。「本当に?」と聞いた。すごい!次へ')).toEqual([
      '今日は晴れです。',
      '「本当に?」',
      'と聞いた。',
      'すごい!',
      '次へ',
    ]);
    expect(sentences('『題名』を読んだ。(注)は後で。')).toEqual(['『題名』を読んだ。', '(注)は後で。']);
  });

  it('returns nothing for blank text', () => {
    expect(splitSentences('   ')).toEqual([]);
  });
});
