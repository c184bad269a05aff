import { describe, expect, it } from 'vitest';
import { initials, shortName } from './names';

describe('shortName', () => {
  it('shortens a Western name to the first name and the last name’s initial', () => {
    expect(shortName('Aiko Sato')).toBe('Aiko S.');
    expect(shortName('mary jane watson')).toBe('mary W.');
    expect(shortName('Cher')).toBe('Cher');
  });

  it('gives a Japanese name its family name, with no initial or dot', () => {
    expect(shortName('鈴木 一郎')).toBe('鈴木');
    expect(shortName('佐藤　愛')).toBe('佐藤');
    expect(shortName('山田花子')).toBe('山田');
    expect(shortName('김 민준')).toBe('김');
  });

  it('falls back when there is no name', () => {
    expect(shortName(null)).toBe('Kenja buyer');
    expect(shortName('  ', 'someone')).toBe('someone');
  });
});

describe('initials', () => {
  it('takes the first and last name’s first letters of a Western name', () => {
    expect(initials('Ada Byron Lovelace')).toBe('AL');
    expect(initials('ada')).toBe('A');
  });

  it('takes one character of a CJK name: its family name’s first', () => {
    expect(initials('鈴木 一郎')).toBe('鈴');
    expect(initials('佐藤 愛')).toBe('佐');
    expect(initials('山田花子')).toBe('山');
  });

  it('shows a question mark for no name', () => {
    expect(initials('')).toBe('?');
    expect(initials(null)).toBe('?');
  });
});
