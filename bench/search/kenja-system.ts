import { analyze, termFrequencies } from '../../src/server/search/analyze';
import { PackIndex, searchLexical, type LexicalSearchOptions } from '../../src/server/search/bm25-index';
import { docText, type EvalDoc } from './eval-data';
import type { SystemUnderTest } from './system';

/** Kenja's in-memory BM25 (what the search service caches per pack), one chunk per eval document. */
export function kenjaLexical(
  options: {
    name?: string;
    analyzer?: (text: string) => string[];
    params?: LexicalSearchOptions['params'];
  } = {},
): SystemUnderTest & { index(): PackIndex } {
  const analyzer = options.analyzer ?? analyze;
  let index: PackIndex | undefined;
  return {
    name: options.name ?? 'Kenja PackIndex',
    async build(docs: EvalDoc[]) {
      index = PackIndex.build(
        'eval',
        docs.map((doc) => ({
          chunkId: doc.id,
          documentId: doc.id,
          ...termFrequencies(analyzer(docText(doc))),
        })),
      );
    },
    async search(query, k) {
      if (!index) throw new Error('build() first');
      return searchLexical([index], analyzer(query), { k, params: options.params }).map(
        (hit) => hit.documentId,
      );
    },
    index() {
      if (!index) throw new Error('build() first');
      return index;
    },
  };
}
