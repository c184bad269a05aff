import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMoney, moneyParts } from './format';

// ADR 0043: money is shown in the currency it is charged in; Japanese adds the yen at the spec's one rate (× 150).
describe('formatMoney', () => {
  it('shows dollars alone in English', () => {
    expect(formatMoney(4999, 'USD', 'en')).toBe('$49.99');
    expect(formatMoney(0, 'USD', 'en')).toBe('$0.00');
    expect(formatMoney(123_456_78, 'USD', 'en')).toBe('$123,456.78');
  });

  it('shows the dollars first in Japanese, then the yen at 150 to the dollar as an estimate', () => {
    expect(formatMoney(4999, 'USD', 'ja')).toBe('$49.99（約7,499円）');
    expect(formatMoney(2900, 'USD', 'ja')).toBe('$29.00（約4,350円）');
    expect(formatMoney(149_997, 'USD', 'ja')).toBe('$1,499.97（約224,996円）');
  });

  it('rounds the estimate to the whole yen, halves away from zero', () => {
    expect(formatMoney(1999, 'USD', 'ja')).toBe('$19.99（約2,999円）'); // 2,998.5
    expect(formatMoney(1, 'USD', 'ja')).toBe('$0.01（約2円）'); // 1.5
    expect(formatMoney(2, 'USD', 'ja')).toBe('$0.02（約3円）');
    expect(formatMoney(-1999, 'USD', 'ja')).toBe('-$19.99（約-2,999円）');
  });

  it('estimates nothing for nothing', () => {
    expect(formatMoney(0, 'USD', 'ja')).toBe('$0.00');
  });

  it('shows a yen amount as yen alone, in either language, from hundredths of a yen', () => {
    expect(formatMoney(300_000, 'JPY', 'ja')).toBe('￥3,000');
    expect(formatMoney(300_000, 'JPY', 'en')).toBe('¥3,000');
    expect(formatMoney(749_950, 'JPY', 'ja')).toBe('￥7,500');
  });

  it('estimates no yen for a currency without a rate', () => {
    expect(formatMoney(4999, 'EUR', 'ja')).toBe('€49.99');
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
