// How often answers say "not in this pack" when they should, and only then (issue 24): every question of the
// labelled set (answerability-set.ts) asked of its pack through POST /api/answers on the built server.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnswerResponse } from '../../src/common/contracts/answers';
import type { SignedInClient } from '../support/session';
import { ANSWERABILITY_SET, type AnswerabilityItem, type AnswerabilityKind } from './answerability-set';

export { NEAR_MISS_SET } from './answerability-set';

const DOCUMENTS = 'src/server/seed/documents';
const KANA = /[\u3040-\u30ff]/gu;

interface Asked {
  item: AnswerabilityItem;
  grounded: boolean;
  score: number;
  /** The question's key words no retrieved passage holds (a near miss). */
  missing: string[];
  /** The answer's text, and the passages it cites (as retrieved). */
  answer: string;
  cited: string[];
  /** The question is in a language none of the pack's documents are written in. */
  crossLanguage: boolean;
}

/** The languages a demo pack's documents are written in: Japanese when a file is mostly kana and kanji. */
function packLanguages(pack: string): Set<'en' | 'ja'> {
  const languages = new Set<'en' | 'ja'>();
  for (const file of readdirSync(join(DOCUMENTS, pack))) {
    const text = readFileSync(join(DOCUMENTS, pack, file), 'utf8');
    const kana = text.match(KANA)?.length ?? 0;
    const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
    languages.add(kana * 3 > latin ? 'ja' : 'en');
  }
  return languages;
}

export async function askEverything(
  client: SignedInClient,
  packIds: Map<string, string>,
  set: readonly AnswerabilityItem[] = ANSWERABILITY_SET,
): Promise<Asked[]> {
  const languages = new Map<string, Set<'en' | 'ja'>>();
  const asked: Asked[] = [];
  for (const item of set) {
    const id = packIds.get(item.pack);
    if (!id) throw new Error(`no demo pack ${item.pack}`);
    const res = await client.call('/api/answers', {
      method: 'POST',
      json: { query: item.question, pack_ids: [id], language: item.language },
    });
    if (!res.ok) throw new Error(`answer for ${item.id}: ${res.status} ${await res.text()}`);
    const answer = (await res.json()) as AnswerResponse;
    if (!languages.has(item.pack)) languages.set(item.pack, packLanguages(item.pack));
    asked.push({
      item,
      grounded: answer.grounded,
      score: answer.coverage.score,
      missing: answer.coverage.missing ?? [],
      answer: answer.answer,
      cited: answer.citations.map((citation) => citation.quote),
      crossLanguage: !languages.get(item.pack)?.has(item.language),
    });
  }
  return asked;
}

const share = (part: number, whole: number) => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)}%`);

/** Answered as grounded, per language and kind. */
export function answerabilityTable(asked: readonly Asked[]) {
  const kinds: AnswerabilityKind[] = ['answerable', 'partial', 'off-topic', 'near-miss'];
  return (['en', 'ja'] as const).flatMap((language) =>
    kinds.map((kind) => {
      const items = asked.filter((a) => a.item.language === language && a.item.kind === kind);
      const same = items.filter((a) => !a.crossLanguage);
      return {
        language,
        kind,
        n: items.length,
        'answered (grounded)': share(items.filter((a) => a.grounded).length, items.length),
        'same-language n': same.length,
        'same-language answered': share(same.filter((a) => a.grounded).length, same.length),
      };
    }),
  );
}

/** The two rates: off-topic questions answered as grounded (goal ≤ 2%), answerable ones refused (≤ 10%). */
export function answerabilityRates(asked: readonly Asked[], answered = (a: Asked) => a.grounded) {
  const offTopic = asked.filter((a) => a.item.kind === 'off-topic');
  const nearMiss = asked.filter((a) => a.item.kind === 'near-miss');
  const answerable = asked.filter((a) => a.item.kind === 'answerable');
  const sameAnswerable = answerable.filter((a) => !a.crossLanguage);
  return {
    offTopicAnswered: share(offTopic.filter(answered).length, offTopic.length),
    nearMissAnswered: share(nearMiss.filter(answered).length, nearMiss.length),
    answerableRefused: share(answerable.filter((a) => !answered(a)).length, answerable.length),
    sameLanguageAnswerableRefused: share(
      sameAnswerable.filter((a) => !answered(a)).length,
      sameAnswerable.length,
    ),
  };
}

/** Text as evidence is looked for in it (as the index normalises passages: NFKC), lower case, one space for any run of spaces and marks. */
const plain = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[*_`]/g, '')
    .replace(/[\s\u2010-\u2015-]+/gu, ' ');

/**
 * Where answerable questions with the document's words for their answer (the held-out set's `evidence`) are
 * answered: the share whose citations include the passage holding those words, and whose answer text quotes them.
 */
export function evidenceRates(asked: readonly Asked[]) {
  const answered = asked.filter((a) => a.item.kind === 'answerable' && a.item.evidence && a.grounded);
  const holds = (text: string, a: Asked) => plain(text).includes(plain(a.item.evidence ?? ''));
  return {
    'answered with evidence': answered.length,
    'cites the passage holding it': share(
      answered.filter((a) => a.cited.some((q) => holds(q, a))).length,
      answered.length,
    ),
    'quotes it in the answer': share(answered.filter((a) => holds(a.answer, a)).length, answered.length),
  };
}

/**
 * What each threshold on the coverage score would give, on the even-numbered questions (where the threshold was
 * chosen) and the odd ones (held out).
 */
export function thresholdSweep(asked: readonly Asked[]) {
  const halves = [
    ['even (chosen on)', asked.filter((_, index) => index % 2 === 0)],
    ['odd (held out)', asked.filter((_, index) => index % 2 === 1)],
  ] as const;
  const rows = [];
  // 0: no gate at all, as before issue 24 (any passage found was answered from).
  for (const threshold of [0, 0.2, 0.3, 0.35, 0.4, 0.45, 0.5, 0.6, 0.75]) {
    for (const [half, items] of halves) {
      rows.push({
        threshold: threshold === 0 ? '0 (no gate, as before)' : threshold.toFixed(2),
        half,
        ...answerabilityRates(items, (a) => a.score >= threshold - 1e-9),
      });
    }
  }
  return rows;
}
