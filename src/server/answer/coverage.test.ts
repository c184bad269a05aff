import { describe, expect, it } from 'vitest';
import { COVERAGE_THRESHOLD, judgeCoverage, subjectTerms } from './coverage';
import { analyze } from '../search';

/** A hit that holds these words (in the analyser's forms, as the search reports them). */
const hit = (text: string) => ({ matched_terms: analyze(text), text });

describe('whether the passages cover a question', () => {
  it('leaves question words out of the subject, in English and Japanese', () => {
    expect(subjectTerms('How do I calculate the SUS score?')).toEqual(analyze('calculate SUS score'));
    expect(subjectTerms('How long is sencha steamed?')).toEqual(analyze('sencha steamed'));
    const japanese = subjectTerms('昆布は何分浸しますか');
    expect(japanese).toContain('昆布');
    for (const ending of ['は', 'ます', 'か']) expect(japanese).not.toContain(ending);
  });

  it('answers when the top passages hold the subject', () => {
    const coverage = judgeCoverage('What brew ratio for filter coffee?', [
      hit('filter coffee brew ratio 1:16'),
    ]);
    expect(coverage).toMatchObject({ covered: true, score: 1, missing: [] });
  });

  it('does not answer a question about something else that shares only its question words', () => {
    const coverage = judgeCoverage(
      'What is the airspeed velocity of an unladen swallow?',
      [hit('What do users do when I watch them? Moderating sessions')],
      analyze('airspeed unladen swallow'),
    );
    expect(coverage.covered).toBe(false);
    expect(coverage.score).toBe(0);
  });

  it('counts a term the packs never mention against them twice', () => {
    // "ratio" and "recipe" are found; the AeroPress, the point of the question, is in no document.
    const question = 'What recipe and ratio should I use for an AeroPress?';
    const found = [hit('recipe ratio')];
    expect(judgeCoverage(question, found).score).toBeCloseTo(2 / 3, 3);
    expect(judgeCoverage(question, found, analyze('AeroPress')).score).toBe(0.5);
  });

  it('looks in the first three passages only, and needs a passage and a subject at all', () => {
    const far = [hit('nothing'), hit('nothing'), hit('nothing'), hit('sencha steamed')];
    expect(judgeCoverage('sencha steamed?', far).covered).toBe(false);
    expect(judgeCoverage('sencha steamed?', []).covered).toBe(false);
    expect(judgeCoverage('How do I?', [hit('how do i')])).toMatchObject({ covered: false, score: 0 });
    expect(COVERAGE_THRESHOLD).toBeGreaterThan(0);
  });

  it('says a near miss is not covered: the topic is held, the key word asked about is not (issue 49)', () => {
    const passages = [hit('Grind size for pour-over: medium-fine. Grind size for espresso: fine.')];
    const moka = judgeCoverage('What grind size for a Moka pot?', passages, analyze('Moka'));
    expect(moka).toMatchObject({ covered: false, missing: ['Moka pot'] });
    expect(moka.held).toEqual(['grind', 'size']);
    // A run of key words is one name, looked for whole; a name the passages hold is no near miss.
    const library = [hit('Test compound components with Testing Library queries by role.')];
    expect(
      judgeCoverage('How do I test compound components with React Testing Library?', library),
    ).toMatchObject({
      covered: false,
      missing: ['React Testing Library'],
    });
    expect(judgeCoverage('How do I test compound components with Testing Library?', library).covered).toBe(
      true,
    );
    // A year asks about that year; a bare number does not make a near miss.
    const limits = [hit('The 401(k) contribution limit for 2024 is 23,000 dollars.')];
    expect(
      judgeCoverage('What is the 401(k) contribution limit for 2025?', limits, ['2025']).missing,
    ).toEqual(['2025']);
    expect(judgeCoverage('Is the 401(k) contribution limit 20,000 dollars?', limits).covered).toBe(true);
    // A Latin name in a Japanese question.
    const nisa = [hit('新NISAのつみたて投資枠は年120万円です。')];
    expect(judgeCoverage('iDeCoの掛金の上限は？', nisa, analyze('iDeCo')).missing).toEqual(['iDeCo']);
  });

  it('takes a key word the pack holds elsewhere as named there, and capitals said as words as no name', () => {
    // "SM-2" is named once where the method is introduced; the passage on its ease factor does not repeat it.
    const easeFactor = [hit('A rating of 5 raises the ease factor by 0.1.')];
    const question = 'How much does a rating of 5 change the ease factor in SM-2?';
    expect(judgeCoverage(question, easeFactor)).toMatchObject({ covered: true, missing: [] });
    expect(judgeCoverage(question, easeFactor, ['sm']).missing).toEqual(['SM 2']);
    const fridge = [hit('Keep coffee beans out of the fridge: moisture condenses on them.')];
    expect(judgeCoverage('Is it OK to keep coffee beans in the fridge?', fridge, ['ok']).covered).toBe(true);
  });
});
