import { describe, expect, it } from 'vitest';
import { highlightSegments } from './highlight-segments';

const marked = (text: string, ranges: { start: number; end: number }[]) =>
  highlightSegments(text, ranges)
    .map((s) => (s.marked ? `[${s.text}]` : s.text))
    .join('');

describe('highlightSegments', () => {
  it('marks the ranges and keeps the text between them', () => {
    expect(marked('Rest the dough for an hour', [{ start: 9, end: 14 }])).toBe(
      'Rest the [dough] for an hour',
    );
    expect(
      marked('dough rest dough', [
        { start: 11, end: 16 },
        { start: 0, end: 5 },
      ]),
    ).toBe('[dough] rest [dough]');
  });

  it('merges overlapping and touching ranges and clamps them to the text', () => {
    expect(
      marked('abcdef', [
        { start: 1, end: 3 },
        { start: 2, end: 4 },
        { start: 4, end: 5 },
      ]),
    ).toBe('a[bcde]f');
    expect(
      marked('abc', [
        { start: -2, end: 1 },
        { start: 2, end: 99 },
        { start: 5, end: 3 },
      ]),
    ).toBe('[a]b[c]');
  });

  it('leaves text without ranges as one plain run', () => {
    expect(highlightSegments('日本語の文章', [])).toEqual([{ text: '日本語の文章', marked: false }]);
  });
});
