import { ANSWER_K_DEFAULT } from '../../common/limits';
import { judgeCoverage } from '../answer';
import type { PackRow } from '../packs';
import type { PackRanker } from '../search';
import type { QuestionCheck } from './sample-questions';

/**
 * Whether the engine answers a question from this pack, asked as an answer asks it: the same ranking over the
 * pack's index, then the same coverage judgement (answer/coverage.ts) an answer makes before quoting anything. The
 * ranker is used directly rather than the search service: the creator's own check is no reader's query, so it
 * spends no credits and is not recorded in the pack's query log.
 */
export function engineQuestionCheck(ranker: PackRanker, pack: PackRow): QuestionCheck {
  return async (question) => {
    const { hits, unknownTerms } = await ranker.rank(
      [pack],
      {
        query: question,
        pack_ids: [pack.id],
        k: ANSWER_K_DEFAULT,
        filters: {},
        rerank: false,
        hybrid: true,
      },
      { highlight: false },
    );
    return judgeCoverage(question, hits, unknownTerms).covered;
  };
}
