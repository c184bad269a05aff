// Loads a BEIR-style retrieval set (corpus.jsonl, queries.jsonl, qrels.tsv) from ../shared/eval.
import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export interface EvalDoc {
  id: string;
  title: string;
  text: string;
}

export interface EvalQuery {
  id: string;
  text: string;
  /** Ids of the documents judged relevant (score > 0). */
  relevant: Set<string>;
}

export interface EvalSet {
  name: string;
  docs: EvalDoc[];
  /** Only queries with at least one judgement: the others cannot be scored. */
  queries: EvalQuery[];
}

export const EVAL_DIR =
  process.env.SEARCH_EVAL_DIR ?? fileURLToPath(new URL('../../../shared/eval/', import.meta.url));

/** Sets kept in this repository rather than in ../shared/eval: the manual pages (bench/search/manpages). */
const LOCAL_SETS: Record<string, string> = {
  manpages: fileURLToPath(new URL('./manpages/', import.meta.url)),
};

export function loadEvalSet(name: string, dir = LOCAL_SETS[name] ?? join(EVAL_DIR, name)): EvalSet {
  const docs = readJsonLines(join(dir, 'corpus.jsonl')).map((row) => ({
    id: String(row._id),
    title: String(row.title ?? ''),
    text: String(row.text ?? ''),
  }));
  const relevant = new Map<string, Set<string>>();
  const [, ...lines] = readFileSync(join(dir, 'qrels.tsv'), 'utf8').split('\n');
  for (const line of lines) {
    const [queryId, docId, score] = line.trim().split('\t');
    if (!queryId || !docId || Number(score) <= 0) continue;
    const set = relevant.get(queryId) ?? new Set<string>();
    set.add(docId);
    relevant.set(queryId, set);
  }
  const queries = readJsonLines(join(dir, 'queries.jsonl')).flatMap((row) => {
    const judged = relevant.get(String(row._id));
    return judged ? [{ id: String(row._id), text: String(row.text ?? ''), relevant: judged }] : [];
  });
  return { name, docs, queries };
}

/** What every system indexes for a document: Kenja indexes chunk text, so the title is part of that text. */
export function docText(doc: EvalDoc): string {
  return doc.title ? `${doc.title}\n\n${doc.text}` : doc.text;
}

/** A JSON-lines file, or its gzipped copy (`path.gz`): the committed manual-page corpus is kept compressed. */
function readJsonLines(path: string): Array<Record<string, unknown>> {
  const text = existsSync(path)
    ? readFileSync(path, 'utf8')
    : gunzipSync(readFileSync(`${path}.gz`)).toString('utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
