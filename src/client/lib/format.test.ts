import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMoney, moneyParts } from './format';

// ADR 0043: money is shown in the currency it is charged in; Japanese adds the yen at the spec's one rate (× 150).
describe('formatMoney', () => {
  it.each([
    // English: the currency charged, alone.
    [4999, 'USD', 'en', '$49.99'],
    [0, 'USD', 'en', '$0.00'],
    [123_456_78, 'USD', 'en', '$123,456.78'],
    // Japanese: the dollars first, then the yen at 150 to the dollar as an estimate…
    [4999, 'USD', 'ja', '$49.99（約7,499円）'],
    [2900, 'USD', 'ja', '$29.00（約4,350円）'],
    [149_997, 'USD', 'ja', '$1,499.97（約224,996円）'],
    // …to the whole yen, halves away from zero (2,998.5; 1.5)…
    [1999, 'USD', 'ja', '$19.99（約2,999円）'],
    [1, 'USD', 'ja', '$0.01（約2円）'],
    [2, 'USD', 'ja', '$0.02（約3円）'],
    [-1999, 'USD', 'ja', '-$19.99（約-2,999円）'],
    // …and nothing estimated for nothing.
    [0, 'USD', 'ja', '$0.00'],
    // A yen amount is yen alone, in either language, from hundredths of a yen.
    [300_000, 'JPY', 'ja', '￥3,000'],
    [300_000, 'JPY', 'en', '¥3,000'],
    [749_950, 'JPY', 'ja', '￥7,500'],
    // No yen for a currency without a rate.
    [4999, 'EUR', 'ja', '€49.99'],
  ] as const)('writes %i %s in %s as %s', (cents, currency, language, written) => {
    expect(formatMoney(cents, currency, language)).toBe(written);
  });
});

describe('moneyParts', () => {
  it('gives the parts a component lays out: the amount, the estimate alone and beside it', () => {
    expect(moneyParts(4999, 'USD', 'ja')).toEqual({
      amount: '$49.99',
      estimate: '約7,499円',
      beside: '（約7,499円）',
      gap: '',
    });
    expect(moneyParts(4999, 'USD', 'en')).toEqual({
      amount: '$49.99',
      estimate: null,
      beside: null,
      gap: ' ',
    });
    expect(moneyParts(300_000, 'JPY', 'ja')).toMatchObject({ amount: '￥3,000', estimate: null });
  });
});

const CLIENT = join(process.cwd(), 'src/client');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the one way money is written', () => {
  it('is lib/format.ts: no other client module formats a currency or converts to yen', () => {
    const strays = sources(CLIENT)
      .filter((path) => !path.endsWith('lib/format.ts'))
      .filter((path) => /style: 'currency'|YEN_PER_DOLLAR|yenEstimate/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(CLIENT, path));
    expect(strays).toEqual([]);
  });
});
