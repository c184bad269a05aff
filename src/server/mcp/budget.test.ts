import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateTokens, jsonTokens } from './budget';

const written = (value: unknown) => estimateTokens(JSON.stringify(value));

describe('counting the tokens of a structured result without writing it', () => {
  it('counts what JSON.stringify would write, escapes and all', () => {
    const values: unknown[] = [
      null,
      true,
      false,
      0,
      -0,
      1e21,
      0.1 + 0.2,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '',
      'quote " backslash \\ slash /',
      'tab\tnew line\nbell\u0007 nul\u0000 delete\u007f',
      '抹茶と煎茶 🍵 👩‍🍳',
      'lone \ud83d high, lone \udc00 low, pair \ud83d\ude00',
      [],
      [1, 'two', null, undefined, () => 3, [[]]],
      { a: undefined, b: 1, f: () => 1, 'k"ey': 'v', nested: { list: ['x', { y: null }] } },
      {
        chunk_id: 'c1',
        pack_title: 'だしの基本',
        edition: '2026-12-07T20:40:00.000Z',
        page: null,
        section: ['Pour-over', 'Water "temperature"'],
        injection_flags: [],
        score: 0.812,
        text: '',
      },
    ];
    for (const value of values) expect(jsonTokens(value), JSON.stringify(value)).toBe(written(value));
  });

  it('agrees with JSON.stringify on any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => jsonTokens(value) === written(value)),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => jsonTokens({ text }) === written({ text })),
      { numRuns: 2000 },
    );
  });
});
