// Japanese has no spaces between words. These are the ways of cutting a run of kanji/kana into index terms that
// the benchmark compares (see docs/decisions/0017-lexical-search.md); the analyser uses the one that measured best.

export type JapaneseMode = 'bigram' | 'bigram-unigram' | 'word' | 'word-bigram' | 'word-bigram-no-hiragana';

/** Cuts a run into words: [start, end) offsets within the run. */
export type WordSegmenter = (run: string) => Array<[number, number]>;

/** Receives one term and its [start, end) offsets within the run. */
export type EmitTerm = (term: string, start: number, end: number) => void;

let intlSegmenter: Intl.Segmenter | undefined;

export const intlWordSegmenter: WordSegmenter = (run) => {
  intlSegmenter ??= new Intl.Segmenter('ja', { granularity: 'word' });
  const words: Array<[number, number]> = [];
  for (const { segment, index, isWordLike } of intlSegmenter.segment(run)) {
    if (isWordLike !== false) words.push([index, index + segment.length]);
  }
  return words;
};

export function japaneseTerms(run: string, mode: JapaneseMode, segment: WordSegmenter, emit: EmitTerm): void {
  if (mode === 'bigram' || mode === 'bigram-unigram') {
    emitBigrams(run, mode === 'bigram-unigram', emit);
    return;
  }
  for (const [start, end] of segment(run)) emit(run.slice(start, end), start, end);
  // Bigrams that touch hiragana are mostly particle + word ("とは", "は何"): frequent, and they only add noise.
  if (mode !== 'word' && [...run].length > 1)
    emitBigrams(run, false, emit, mode === 'word-bigram-no-hiragana');
}

const HIRAGANA = /\p{Script=Hiragana}/u;

function emitBigrams(run: string, unigrams: boolean, emit: EmitTerm, skipHiragana = false): void {
  const chars = Array.from(run);
  let offset = 0;
  // A lone character is a word of its own (e.g. 雨), so it is kept even without unigrams.
  if (chars.length === 1) {
    emit(run, 0, run.length);
    return;
  }
  for (let i = 0; i < chars.length; i++) {
    const current = chars[i] ?? '';
    const next = chars[i + 1];
    if (unigrams) emit(current, offset, offset + current.length);
    if (next !== undefined && !(skipHiragana && (HIRAGANA.test(current) || HIRAGANA.test(next))))
      emit(current + next, offset, offset + current.length + next.length);
    offset += current.length;
  }
}
