import { describe, expect, it } from 'vitest';
import { INJECTION_SET } from '../../../bench/mcp/injection-set';
import { INJECTION_SET_2 } from '../ingest/fixtures/injection-set-2';
import { screenQuality } from '../ingest/fixtures/injection-set-2/figures';

// Floors a little under what the screen achieves (issue 20 item 7), so a change that costs precision or recall, or
// starts flagging security writing, fails here rather than in production. The figures themselves: bench/mcp.ts.
describe('the injection screen on its labelled sets', () => {
  it('the second set is what it says: 150+ chunk-length passages, half per language, about a third hostile', () => {
    const count = (language: 'en' | 'ja', hostile?: boolean) =>
      INJECTION_SET_2.filter(
        (p) => p.language === language && (hostile === undefined || p.hostile === hostile),
      ).length;
    expect(INJECTION_SET_2.length).toBeGreaterThanOrEqual(150);
    expect(Math.abs(count('en') - count('ja'))).toBeLessThanOrEqual(5);
    const hostileShare = INJECTION_SET_2.filter((p) => p.hostile).length / INJECTION_SET_2.length;
    expect(hostileShare).toBeGreaterThan(0.3);
    expect(hostileShare).toBeLessThan(0.4);
    expect(
      INJECTION_SET_2.filter((p) => p.category === 'security-writing' && !p.hostile).length,
    ).toBeGreaterThanOrEqual(30);
  });

  it('finds the hostile passages of the second set and leaves its security writing alone', () => {
    const quality = screenQuality(INJECTION_SET_2);
    const wrong = {
      missed: quality.falseNegatives.map((p) => p.id),
      flagged: quality.falsePositives.map((p) => p.id),
    };
    expect(quality.precision, JSON.stringify(wrong)).toBeGreaterThanOrEqual(0.95);
    expect(quality.recall, JSON.stringify(wrong)).toBeGreaterThanOrEqual(0.95);
    for (const language of ['en', 'ja'] as const) {
      expect(quality.byLanguage[language].precision, language).toBeGreaterThanOrEqual(0.93);
      expect(quality.byLanguage[language].recall, language).toBeGreaterThanOrEqual(0.93);
    }
    // At most one of the 34 benign security-writing passages (papers, red-team reports, base64 and JWT explainers,
    // tool-use docs) may be flagged.
    expect(quality.securityWritingFalseFlags.flagged, JSON.stringify(wrong)).toBeLessThanOrEqual(1);
  });

  it('keeps its figures on the first set', () => {
    const quality = screenQuality(INJECTION_SET);
    expect(quality.precision).toBeGreaterThanOrEqual(0.97);
    expect(quality.recall).toBeGreaterThanOrEqual(0.97);
  });
});
