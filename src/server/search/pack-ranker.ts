import type { SearchHit, SearchRequest } from '../../common/contracts/engine';
import type { ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/client';
import { primaryReads, type ReadSource } from '../db/read-replica';
import { AppError } from '../http/errors';
import { analyze, analyzeUnstemmed } from './analyze';
import { rankingTerms } from './question-words';
import { queryWeights, type LexicalHit } from './bm25-index';
import { termWeights } from './bm25-score';
import { proximityPairs, proximityScore } from './proximity';
import { searchPassages } from './document-prior';
import type { Embedder } from './embeddings';
import { highlightPrepared, highlightRanges, prepareForHighlighting, type PreparedText } from './highlight';
import { fuseWithDense, diversify } from './fuse-hits';
import { createIndexCache, type CachedPack } from './index-cache';
import { createPassageCache, type Passage, type PassageCache } from './passage-cache';

/** A pack as the ranker needs it: its id and the version of its index (a pack row satisfies it). */
export type IndexedPack = Parameters<ReturnType<typeof createIndexCache>['get']>[0];

/** How many lexical candidates the dense list and the diversity rerank choose among. */
const CANDIDATES = 50;

export interface RankerDeps {
  db: Database;
  /** Where packs' indexes load from (a read replica, or `db`). */
  reads?: ReadSource;
  changes: ChangeFeed;
  embedder?: Embedder | undefined;
}

/**
 * The engine's ranking over packs already known to be readable: BM25 over their cached indexes with statistics
 * pooled across them (so scores compare across packs), fused with dense vectors when a model is configured and
 * asked for, optionally diversified, and the winners' passages read from the database. It knows nothing of who
 * may read what: the search service (answer/) checks that first.
 */
export function createPackRanker({ db, reads = primaryReads(db), changes, embedder }: RankerDeps) {
  const cache = createIndexCache(reads, changes);
  const passages = createPassageCache(db);

  /** The best passages for the request among these packs (with highlight ranges unless told not to). */
  async function rank(
    packRows: readonly IndexedPack[],
    request: SearchRequest,
    { highlight = true }: { highlight?: boolean } = {},
  ) {
    const entries = await Promise.all(packRows.map((pack) => cache.get(pack)));
    const allowDocument = documentFilter(entries, request.filters);
    const queryTokens = inPacksForms(request.query, entries);
    // Ranked on what the query is about; matched terms and highlights still show every word found.
    const rankedOn = rankingTerms(queryTokens);
    const useDense = request.hybrid && embedder !== undefined && entries.some((e) => e.dense);
    const wide = useDense || request.rerank ? Math.max(CANDIDATES, request.k) : request.k;
    const lexicals = entries.map((e) => e.lexical);
    let ranked: LexicalHit[] = searchPassages(
      lexicals,
      entries.map((e) => e.documents),
      rankedOn,
      Math.max(wide, PROXIMITY_CANDIDATES),
      allowDocument,
    );
    ranked = (
      await byProximity(passages, ranked, rankedOn, termWeights(lexicals, queryWeights(rankedOn)))
    ).slice(0, wide);
    if (useDense && embedder) {
      const [vector] = await embedder.embed([request.query]);
      if (!vector) throw new AppError('unavailable', 'The embedding model gave no vector for the query');
      ranked = fuseWithDense(ranked, entries, vector, wide, allowDocument);
    }
    if (request.rerank) ranked = await diversify(db, ranked, request.k);
    const hits = await presentHits(passages, ranked.slice(0, request.k), entries, queryTokens, highlight);
    // Terms no searched pack holds anywhere: what a question asks about that these packs never mention.
    const unknownTerms = [...new Set(queryTokens)].filter((term) =>
      entries.every((entry) => entry.lexical.df(term) === 0),
    );
    return {
      hits,
      mode: useDense ? ('hybrid' as const) : ('lexical' as const),
      unknownTerms,
      packLanguages: languagesHeld(entries),
    };
  }

  /** How many of a pack's passages hold each term, from its cached index (built on first use). */
  async function documentFrequencies(pack: IndexedPack): Promise<(term: string) => number> {
    const { lexical } = await cache.get(pack);
    return (term) => lexical.df(term);
  }

  return { rank, documentFrequencies, cachedPacks: () => cache.size() };
}

export type PackRanker = ReturnType<typeof createPackRanker>;

/**
 * The lexical leaders re-ranked with a term-proximity bonus (proximity.ts). Their text is read anyway to be shown
 * (the passage cache keeps it); 15 leaders keep the document prior's candidates at its measured 30.
 */
const PROXIMITY_CANDIDATES = 15;
/** The bonus's weight beside BM25 (passage + document), measured on SciFact and JSQuAD (ADR 0019). */
const PROXIMITY_WEIGHT = 1;

/**
 * A passage as ranking and highlighting read it, once while the passage cache holds it: its terms in text order
 * (proximity), and its words' terms with their spans (highlights; undefined when it is highlighted as it comes).
 */
interface ReadPassage {
  terms: readonly string[];
  highlighting: PreparedText | undefined;
}
const readPassages = new WeakMap<Passage, ReadPassage>();
function readOnce(passage: Passage): ReadPassage {
  let read = readPassages.get(passage);
  if (!read) {
    const highlighting = prepareForHighlighting(passage.text);
    // Without kanji or kana a passage's terms are its words' terms (the same analyser, in the same order): kept once.
    const terms =
      highlighting && highlighting.cjkRuns.length === 0 ? highlighting.terms : analyze(passage.text);
    read = { terms, highlighting };
    readPassages.set(passage, read);
  }
  return read;
}

function termsOf(passage: Passage): readonly string[] {
  return readOnce(passage).terms;
}

function highlightsOf(passage: Passage, queryTokens: string[]) {
  const { highlighting } = readOnce(passage);
  return highlighting
    ? highlightPrepared(highlighting, queryTokens)
    : highlightRanges(passage.text, queryTokens);
}

async function byProximity(
  passages: PassageCache,
  ranked: LexicalHit[],
  queryTerms: readonly string[],
  weights: ReadonlyMap<string, number>,
): Promise<LexicalHit[]> {
  const pairs = proximityPairs(queryTerms, weights);
  if (pairs.size === 0 || ranked.length < 2) return ranked;
  const leaders = ranked.slice(0, PROXIMITY_CANDIDATES);
  const texts = await passages.read(leaders.map((hit) => hit.chunkId));
  const rescored = leaders
    .map((hit) => {
      const passage = texts.get(hit.chunkId);
      if (!passage) return hit;
      return {
        ...hit,
        score: hit.score + PROXIMITY_WEIGHT * proximityScore(termsOf(passage), pairs, weights),
      };
    })
    .sort((a, b) => b.score - a.score);
  return [...rescored, ...ranked.slice(PROXIMITY_CANDIDATES)];
}

/** A language counts as a pack's when at least this share of its distinct terms is in it (names cross over). */
const LANGUAGE_SHARE = 0.1;

/** The languages the packs' passages are written in: Japanese, English, or both when they mix them. */
function languagesHeld(entries: CachedPack[]): ('en' | 'ja')[] {
  const shares = entries.map((entry) => entry.lexical.japaneseShare());
  const held: ('en' | 'ja')[] = [];
  if (shares.some((share) => 1 - share >= LANGUAGE_SHARE)) held.push('en');
  if (shares.some((share) => share >= LANGUAGE_SHARE)) held.push('ja');
  return held;
}

/** The longest query word tried as written besides its stem: acronyms are short (SUS, NPS, GDPR). */
const WRITTEN_FORM_MAX = 4;

/**
 * The query's terms in the forms the packs hold. An English word is stemmed ("sus" → "su"), but a pack indexes an
 * acronym as written (SUS → "sus"): when a pack holds a short word as typed, that form is searched too — instead of
 * the stem when no pack holds the stem — so "sus score" finds the SUS a pack wrote in capitals. Longer words are
 * left to their stems: "files" searched as "files" too doubled the weight of every page with a FILES heading, and
 * cost the manual-page set 0.015 nDCG@10 (ADR 0019).
 *
 * The other way round, an acronym typed in capitals is also searched as the word a document may have written in
 * ordinary case and had stemmed ("AIRE" as "air", for a paper on the Aire gene): SciFact lost 0.37 on that query.
 */
function inPacksForms(query: string, entries: CachedPack[]): string[] {
  const tokens = analyze(query);
  if (!/[a-z]/i.test(query)) return tokens;
  const known = (term: string) => entries.some((entry) => entry.lexical.df(term) > 0);
  const unstemmed = analyzeUnstemmed(query);
  const lowered = /[A-Z]/.test(query) ? analyze(query.toLowerCase()) : tokens;
  const withForm = (term: string, other: string) => (known(term) ? [term, other] : [other]);
  return tokens.flatMap((term, i) => {
    const written = unstemmed[i] ?? term;
    if (written !== term) {
      return written.length > WRITTEN_FORM_MAX || !known(written) ? [term] : withForm(term, written);
    }
    const stemmed = lowered[i] ?? term;
    return stemmed === term || !known(stemmed) ? [term] : withForm(term, stemmed);
  });
}

/** The query terms a hit's chunk holds, from its pack's index (a chunk the dense side alone found may hold some). */
function matchedTerms(entries: CachedPack[], hit: LexicalHit, queryTokens: string[]): string[] {
  const index = entries.find((entry) => entry.packId === hit.packId)?.lexical;
  const doc = index?.numberOf(hit.chunkId);
  return index && doc !== undefined ? index.matchedTerms(queryTokens, doc) : [];
}

/** The file a document was uploaded as, from whichever searched pack holds it. */
function filenameIn(entries: CachedPack[], documentId: string): string | undefined {
  for (const entry of entries) {
    const name = entry.filenames.get(documentId);
    if (name !== undefined) return name;
  }
  return undefined;
}

function documentFilter(
  entries: CachedPack[],
  filters: SearchRequest['filters'],
): ((documentId: string) => boolean) | undefined {
  const ids = filters.document_ids ? new Set(filters.document_ids) : undefined;
  const names = filters.filenames ? new Set(filters.filenames) : undefined;
  if (!ids && !names) return undefined;
  return (documentId) => {
    if (ids && !ids.has(documentId)) return false;
    if (names) {
      const name = filenameIn(entries, documentId);
      if (name === undefined || !names.has(name)) return false;
    }
    return true;
  };
}

async function presentHits(
  passages: PassageCache,
  ranked: LexicalHit[],
  entries: CachedPack[],
  queryTokens: string[],
  highlight: boolean,
): Promise<SearchHit[]> {
  if (ranked.length === 0) return [];
  const byId = await passages.read(ranked.map((hit) => hit.chunkId));
  return ranked.flatMap((hit) => {
    const row = byId.get(hit.chunkId);
    // A chunk replaced since the index was read is left out rather than shown from an old version.
    if (!row) return [];
    const filename = filenameIn(entries, hit.documentId) ?? '';
    return [
      {
        chunk_id: hit.chunkId,
        document_id: hit.documentId,
        pack_id: hit.packId,
        score: hit.score,
        text: row.text,
        page: row.page,
        heading_path: row.headingPath,
        matched_terms: matchedTerms(entries, hit, queryTokens),
        highlights: highlight ? highlightsOf(row, queryTokens) : [],
        metadata: { filename, page: row.page, heading_path: row.headingPath },
        injection_flags: row.injectionFlags,
      },
    ];
  });
}
