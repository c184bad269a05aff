import MiniSearch from 'minisearch';
import { analyze } from '../../src/server/search/analyze';
import { docText, type EvalDoc } from './eval-data';
import type { SystemUnderTest } from './system';

/** MiniSearch 7 given Kenja's analyser as its tokenizer, so the comparison is about ranking, not tokens. */
export function miniSearchSystem(analyzer: (text: string) => string[] = analyze): SystemUnderTest {
  let engine: MiniSearch<{ id: string; body: string }> | undefined;
  return {
    name: 'MiniSearch 7.2 (same analyser)',
    async build(docs: EvalDoc[]) {
      engine = new MiniSearch({
        fields: ['body'],
        tokenize: analyzer,
        processTerm: (term) => term,
        searchOptions: { combineWith: 'OR' },
      });
      engine.addAll(docs.map((doc) => ({ id: doc.id, body: docText(doc) })));
    },
    async search(query, k) {
      if (!engine) throw new Error('build() first');
      return engine
        .search(query)
        .slice(0, k)
        .map((result) => String(result.id));
    },
  };
}
