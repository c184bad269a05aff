import type {
  AnswerCitation,
  AnswerLanguage,
  AnswerRequest,
  AnswerResponse,
  AnswerSettings,
} from '../../common/contracts/answers';
import type { SearchHit } from '../../common/contracts/engine';
import type { QueryOrigin, UserRow } from '../http/context';
import { AppError } from '../http/errors';
import type { ReadContext } from '../packs';
import { usesOf, type PacksToRead, type Reading } from '../reading';
import { cleanCitations } from './citations';
import { judgeCoverage, type Coverage } from './coverage';
import { extractiveAnswer } from './extractive';
import { notCovered } from './abstention';
import { inAskedLanguage } from './quoted-language';
import type { LanguageModel } from './model';
import { buildPrompt, NOT_IN_SOURCES, type PromptSource } from './prompt';
import { checkSupport } from './support';
import type { SystemPromptStore } from './system-prompts';
import { translateForRetrieval, type TranslatedQuestion } from './translate-question';
import { languageOfText } from '../../common/languages';

export interface AnswerServiceDeps {
  /** The one door to the packs' text: the passages an answer is grounded in, and the record of what was asked. */
  reading: Reading;
  prompts: SystemPromptStore;
  /** Absent: answers are extractive (excerpts of the passages), never a made-up model reply. */
  model?: LanguageModel | undefined;
  /** The models a caller may name; the first is the default. */
  models: readonly string[];
}

/** What the passages could not answer is said plainly, in the asker's language. */
const NOTHING_FOUND: Record<AnswerLanguage, string> = {
  en: 'The selected packs have no passage that answers this question.',
  ja: '選択したパックには、この質問に答えられる箇所が見つかりませんでした。',
};

/**
 * What an answer is asked: the API's request, or — from an assistant — one naming no pack, which means every pack
 * the caller may read with credits left (the reading gate's rule, issue 46).
 */
export type AskedAnswer = Omit<AnswerRequest, 'pack_ids'> & { pack_ids?: string[] | undefined };

/** Retrieval done and checked; generation still to come. Permission and input errors surface before this. */
export interface PreparedAnswer extends PacksToRead {
  user: UserRow;
  /** Set when the answer is to be recorded as a query. */
  origin: QueryOrigin | undefined;
  /** As asked, naming the packs read. */
  request: AnswerRequest;
  model: string | null;
  hits: SearchHit[];
  /** The languages the asked packs' passages are written in. */
  packLanguages: AnswerLanguage[];
  /** Whether the passages cover the question: if not, the answer says so and no model is asked. */
  coverage: Coverage;
  /** The question in the packs' language, when it was asked in the other and a model translated it to search. */
  translation: TranslatedQuestion | undefined;
  sources: PromptSource[];
  started: number;
}

export interface GenerateOptions {
  onText?: (text: string) => void;
  signal?: AbortSignal;
}

/**
 * Grounded answers: retrieve from the packs the caller may read, then either ask the model with the passages
 * fenced as untrusted numbered sources, or quote the best sentences. Citations the model invents are dropped and
 * each citing sentence is checked against what it cites.
 */
/** The model an answer is asked of: the one named (if the caller may name it) or the default; none without one. */
function chooseModel({ model, models }: AnswerServiceDeps, requested: string | undefined): string | null {
  if (requested !== undefined && !models.includes(requested)) {
    const message = `Unknown model: ${requested}. Choose one of: ${models.join(', ')}`;
    throw new AppError('validation', message, [{ path: ['model'], message }]);
  }
  return model ? (requested ?? models[0] ?? null) : null;
}

/**
 * Packs written only in the other language than the question's are searched in their language, when a model can
 * translate the question (issue 49); undefined when they need not or cannot be.
 */
async function translationToSearch(
  { model }: AnswerServiceDeps,
  chosen: string | null,
  question: string,
  packLanguages: readonly AnswerLanguage[],
): Promise<TranslatedQuestion | undefined> {
  const [written] = packLanguages;
  if (!model || !chosen || packLanguages.length !== 1 || !written) return undefined;
  if (written === languageOfText(question)) return undefined;
  return translateForRetrieval(model, chosen, question, written);
}

/** What an answer says when the passages do not cover the question. */
function abstention({ request, sources, translation, packLanguages, coverage }: PreparedAnswer): string {
  // Searched in the packs' language already: "ask in English" would not find more.
  const languages = translation ? [] : packLanguages;
  return notCovered(
    request.query,
    request.language,
    request.pack_ids.length,
    sources,
    languages,
    coverage.missing,
  );
}

export function createAnswerService(deps: AnswerServiceDeps) {
  const { reading, prompts, model, models } = deps;
  const settings = (): AnswerSettings => ({
    mode: model ? 'model' : 'extractive',
    models: [...models],
    default_model: models[0] ?? null,
  });
  /** Retrieval and every check (the packs checked once, by the reading door): errors come before any answer. */
  async function prepare(
    user: UserRow,
    asked: AskedAnswer,
    { scope, origin }: ReadContext = {},
  ): Promise<PreparedAnswer> {
    const started = performance.now();
    const chosen = chooseModel(deps, asked.model);
    const search = (query: string) =>
      reading.searchReadable(
        user,
        asked.pack_ids,
        { query, k: asked.k, filters: asked.filters, rerank: false, hybrid: true },
        { scope },
      );
    let { packs, outOfCredits, found } = await search(asked.query);
    const translation = await translationToSearch(deps, chosen, asked.query, found.pack_languages);
    if (translation) ({ packs, outOfCredits, found } = await search(translation.text));
    const request: AnswerRequest = { ...asked, pack_ids: packs.map((pack) => pack.id) };
    const { hits, pack_languages: packLanguages } = found;
    const titles = new Map(packs.map((pack) => [pack.id, pack.title]));
    const sources = hits.map((hit, index) => sourceOf(hit, index + 1, titles.get(hit.pack_id) ?? ''));
    const coverage = judgeCoverage(translation?.text ?? request.query, hits, found.unknown_terms);
    return {
      user,
      origin,
      request,
      packs,
      outOfCredits,
      model: chosen,
      hits,
      packLanguages,
      coverage,
      sources,
      translation,
      started,
    };
  }

  async function generate(prepared: PreparedAnswer, options: GenerateOptions = {}): Promise<AnswerResponse> {
    const { request, sources, hits, coverage, started } = prepared;
    let firstTokenAt: number | undefined;
    const emit = (text: string) => {
      if (text === '') return;
      firstTokenAt ??= performance.now();
      options.onText?.(text);
    };
    let text = '';
    // A translation to search with was the model's work too.
    let tokens = {
      input: prepared.translation?.inputTokens ?? 0,
      output: prepared.translation?.outputTokens ?? 0,
    };
    let covered = coverage.covered;
    const abstain = () => {
      text = abstention(prepared);
      emit(text);
    };
    if (!coverage.covered) {
      abstain();
    } else if (sources.length > 0 && model && prepared.model) {
      const system = await prompts.forLanguage(request.language);
      const reply = await askModel(model, prepared.model, system, prepared, {
        ...options,
        onText: emit,
        streamed: options.onText !== undefined,
      });
      ({ text, covered } = reply);
      tokens = { input: tokens.input + reply.tokens.input, output: tokens.output + reply.tokens.output };
      if (!covered) abstain();
    } else if (sources.length > 0) {
      text = inAskedLanguage(extractiveAnswer(request.query, sources), request.language);
      emit(text);
    }
    // An abstention names sections, whose headings may hold a "[1]" that must stay text, not become a citation.
    const cleaned = covered
      ? cleanCitations(text, (n) => n >= 1 && n <= sources.length)
      : { text, cited: [] };
    if (cleaned.text.trim() === '') {
      cleaned.text = NOTHING_FOUND[request.language];
      emit(cleaned.text);
    }
    const cited = new Map(cleaned.cited.map((n) => [n, sources[n - 1]?.text ?? '']));
    const { highlights, ...support } = checkSupport(cleaned.text, cited, request.language);
    const citations = citationsOf(cleaned.cited, hits, sources, highlights);
    const round = (ms: number) => Math.round(ms * 100) / 100;
    const latencyMs = round(performance.now() - started);
    recordAsked(reading, prepared, cleaned.cited);
    return {
      answer: cleaned.text,
      mode: model ? 'model' : 'extractive',
      grounded: covered && citations.length > 0,
      coverage: { covered, score: coverage.score, missing: coverage.missing },
      citations,
      support,
      metadata: {
        model: prepared.model,
        input_tokens: tokens.input,
        output_tokens: tokens.output,
        latency_ms: latencyMs,
        first_token_ms: firstTokenAt === undefined ? null : round(firstTokenAt - started),
        retrieved: hits.length,
        language: request.language,
        retrieval_query: prepared.translation?.text ?? null,
      },
    };
  }

  return {
    settings,
    prepare,
    generate,
    /** Both steps at once, for callers that want the whole answer. */
    async answer(user: UserRow, request: AnswerRequest, options?: GenerateOptions, context?: ReadContext) {
      return generate(await prepare(user, request, context), options);
    },
  };
}

export type AnswerService = ReturnType<typeof createAnswerService>;

/**
 * Streamed text, held back while it could still be the model's "not in the sources" reply (which the asker never
 * sees: the abstention replaces it), and passed on unchanged from the first character that rules it out.
 */
function holdBackMark(emit: (text: string) => void) {
  let held = '';
  let passing = false;
  return {
    push: (text: string) => {
      if (passing) return emit(text);
      held += text;
      // Trimmed at both ends: "[not in sources]\n" is the mark too.
      const start = held.trim().toLowerCase();
      if (start.length <= NOT_IN_SOURCES.length && NOT_IN_SOURCES.startsWith(start)) return;
      passing = true;
      emit(held);
    },
    /** Passes on what is still held: the reply ended, and it was not the mark. */
    flush: () => {
      if (!passing && held !== '') emit(held);
      passing = true;
    },
  };
}

/**
 * The model's answer from the fenced passages, streamed through `onText` when the caller streams; `covered` is
 * false when the model replied that the sources do not answer.
 */
async function askModel(
  model: LanguageModel,
  name: string,
  system: string,
  { request, sources }: PreparedAnswer,
  { onText, signal, streamed }: GenerateOptions & { streamed?: boolean },
) {
  const prompt = buildPrompt(system, request.language, sources, request.query);
  const held = holdBackMark(onText ?? (() => undefined));
  const reply = await model.generate(
    { model: name, system: prompt.system, user: prompt.user, maxTokens: request.max_tokens },
    { ...(streamed && onText ? { onText: held.push } : {}), ...(signal ? { signal } : {}) },
  );
  const tokens = { input: reply.inputTokens, output: reply.outputTokens };
  // The model's own judgement: the passages share the question's words but do not answer it.
  if (reply.text.trim().toLowerCase() === NOT_IN_SOURCES) return { text: '', tokens, covered: false };
  held.flush();
  return { text: reply.text, tokens, covered: true };
}

/** A retrieved passage as the prompt numbers it. */
function sourceOf(hit: SearchHit, number: number, packTitle: string): PromptSource {
  return {
    number,
    packTitle,
    filename: hit.metadata.filename,
    page: hit.page,
    headingPath: hit.heading_path,
    text: hit.text,
    injectionFlags: hit.injection_flags,
  };
}

/** The citations an answer kept, each with its passage and the ranges the answer's sentences matched. */
function citationsOf(
  cited: readonly number[],
  hits: readonly SearchHit[],
  sources: readonly PromptSource[],
  highlights: ReadonlyMap<number, SearchHit['highlights']>,
): AnswerCitation[] {
  return cited.flatMap((n): AnswerCitation[] => {
    const hit = hits[n - 1];
    const source = sources[n - 1];
    if (!hit || !source) return [];
    return [
      {
        number: n,
        chunk_id: hit.chunk_id,
        document_id: hit.document_id,
        pack_id: hit.pack_id,
        pack_title: source.packTitle,
        filename: source.filename,
        page: hit.page,
        heading_path: hit.heading_path,
        quote: hit.text,
        highlights: highlights.get(n) ?? hit.highlights,
        injection_flags: hit.injection_flags,
      },
    ];
  });
}

/** An answer asked with an origin (MCP, the API) is recorded as a query: what the creator's statistics count. */
function recordAsked(
  reading: Reading,
  { request, hits, user, origin, started }: PreparedAnswer,
  cited: readonly number[],
) {
  const asked = { tool: 'ask', packIds: request.pack_ids, query: request.query, resultCount: hits.length };
  const citedHits = cited.flatMap((n) => hits[n - 1] ?? []);
  const passages = [...usesOf(hits, 'retrieved'), ...usesOf(citedHits, 'cited')];
  reading.record(user, origin, { ...asked, topScore: hits[0]?.score ?? null, passages }, started);
}
