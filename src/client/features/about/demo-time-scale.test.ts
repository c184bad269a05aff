import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_TIME_SCALE_KEY, readDemoTimeScale } from './demo-time-scale';

describe('readDemoTimeScale', () => {
  afterEach(() => window.localStorage.clear());

  it('is 1 when nothing is stored', () => {
    expect(readDemoTimeScale()).toBe(1);
  });

  it('reads a positive number', () => {
    window.localStorage.setItem(DEMO_TIME_SCALE_KEY, '0.05');
    expect(readDemoTimeScale()).toBe(0.05);
  });

  it.each(['', 'fast', '0', '-1', 'Infinity', 'NaN'])('ignores %j', (value) => {
    window.localStorage.setItem(DEMO_TIME_SCALE_KEY, value);
    expect(readDemoTimeScale()).toBe(1);
  });
});
