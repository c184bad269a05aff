// `npm run bench:search:tuning`: the measurements behind the analyser and BM25 choices in
// docs/decisions/0017-lexical-search.md (Japanese tokenisation options, k1/b). Slow-ish; not part of bench:search.
import { performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import kuromoji from 'kuromoji';
import { createAnalyzer } from '../src/server/search/analyze';
import { intlWordSegmenter, type JapaneseMode, type WordSegmenter } from '../src/server/search/japanese';
import { loadEvalSet } from './search/eval-data';
import { kenjaLexical } from './search/kenja-system';
import { evaluate, resultTable, type SystemResult } from './search/system';

async function kuromojiSegmenter(
  contentOnly: boolean,
): Promise<{ segmenter: WordSegmenter; loadMs: number }> {
  const dicPath = join(dirname(createRequire(import.meta.url).resolve('kuromoji')), '..', 'dict');
  const started = performance.now();
  const tokenizer = await new Promise<kuromoji.Tokenizer<kuromoji.IpadicFeatures>>((resolve, reject) =>
    kuromoji.builder({ dicPath }).build((error, built) => (error ? reject(error) : resolve(built))),
  );
  const loadMs = performance.now() - started;
  const skipped = new Set(['助詞', '助動詞', '記号']);
  return {
    loadMs,
    segmenter: (run) =>
      tokenizer
        .tokenize(run)
        .filter((token) => !contentOnly || !skipped.has(token.pos))
        .map((token) => [token.word_position - 1, token.word_position - 1 + token.surface_form.length]),
  };
}

/** Classic BM25 defaults, then the Japanese parameters Kenja chose. */
const CLASSIC_AND_CHOSEN = [
  [1.2, 0.75],
  [0.4, 0.6],
] as const;

const japanese = loadEvalSet('jsquad-retrieval');
const results: SystemResult[] = [];
const modes: JapaneseMode[] = ['bigram', 'bigram-unigram', 'word', 'word-bigram', 'word-bigram-no-hiragana'];
for (const mode of modes) {
  const analyzer = createAnalyzer({ japanese: mode, segmenter: intlWordSegmenter });
  for (const [cjkK1, cjkB] of CLASSIC_AND_CHOSEN) {
    const name = `${mode} (Intl.Segmenter words), k1 ${cjkK1} b ${cjkB}`;
    results.push(await evaluate(kenjaLexical({ name, analyzer, params: { cjkK1, cjkB } }), japanese));
  }
}
for (const contentOnly of [false, true]) {
  const { segmenter, loadMs } = await kuromojiSegmenter(contentOnly);
  for (const mode of ['word', 'word-bigram', 'word-bigram-no-hiragana'] as const) {
    const analyzer = createAnalyzer({ japanese: mode, segmenter });
    const name = `${mode} (kuromoji${contentOnly ? ', content words' : ''}; dictionary ${loadMs.toFixed(0)} ms), k1 0.4 b 0.6`;
    results.push(
      await evaluate(kenjaLexical({ name, analyzer, params: { cjkK1: 0.4, cjkB: 0.6 } }), japanese),
    );
  }
}
console.log('\n### Japanese tokenisation (JSQuAD)\n');
console.log(resultTable(results));

const grids = [
  { set: 'scifact', k1s: [0.9, 1.2, 1.5, 1.8, 2.1], bs: [0.4, 0.6, 0.75, 0.9], key: ['k1', 'b'] },
  {
    set: 'jsquad-retrieval',
    k1s: [0.2, 0.4, 0.6, 0.9, 1.2],
    bs: [0.4, 0.6, 0.75, 0.9],
    key: ['cjkK1', 'cjkB'],
  },
] as const;
for (const { set: name, k1s, bs, key } of grids) {
  const set = loadEvalSet(name);
  const grid: SystemResult[] = [];
  for (const k1 of k1s) {
    for (const b of bs) {
      const params = { [key[0]]: k1, [key[1]]: b };
      grid.push(await evaluate(kenjaLexical({ name: `k1 ${k1} b ${b}`, params }), set));
    }
  }
  for (const delta of [0.5, 1]) {
    grid.push(
      await evaluate(kenjaLexical({ name: `BM25+ δ ${delta} (chosen k1, b)`, params: { delta } }), set),
    );
  }
  console.log(`\n### BM25 parameters on ${name} (analyser as chosen)\n`);
  console.log(resultTable(grid));
}
