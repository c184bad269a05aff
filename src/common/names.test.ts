import { describe, expect, it } from 'vitest';
import { initials, shortName } from './names';

describe('names, by the conventions of their script', () => {
  it.each([
    ['Aiko Sato', 'Aiko S.', 'AS'],
    ['mary jane watson', 'mary W.', 'MW'],
    ['Cher', 'Cher', 'C'],
    // A CJK name: the family name (written first), no initial or dot; its avatar one character.
    ['鈴木 一郎', '鈴木', '鈴'],
    ['佐藤　愛', '佐藤', '佐'],
    ['山田花子', '山田', '山'],
    ['김 민준', '김', '김'],
  ])('shortens %s to %s, with the avatar letters %s', (name, short, letters) => {
    expect(shortName(name)).toBe(short);
    expect(initials(name)).toBe(letters);
  });

  it('falls back when there is no name', () => {
    expect(shortName(null)).toBe('Kenja buyer');
    expect(shortName('  ', 'someone')).toBe('someone');
    expect(initials('')).toBe('?');
    expect(initials(null)).toBe('?');
  });
});
