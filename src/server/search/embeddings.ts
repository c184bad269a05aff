// A client for any OpenAI-compatible embeddings endpoint (OpenAI, Azure, vLLM, Ollama, LiteLLM…):
// POST {baseUrl}/embeddings with { model, input } → { data: [{ embedding, index }] }.
import { z } from 'zod';

export interface EmbedderConfig {
  baseUrl?: string;
  model?: string;
  apiKey?: string;
  /** Asked of models that can shorten their vectors (OpenAI's text-embedding-3 family). */
  dimensions?: number;
  /** Texts per request. */
  batchSize?: number;
  timeoutMs?: number;
  /** Retries after the first attempt, on 429, 5xx, timeouts and network errors. */
  maxRetries?: number;
  /** First back-off; doubles per retry (with jitter) unless the server says Retry-After. */
  retryBaseMs?: number;
  /** Longest wait we accept from a Retry-After header. */
  maxRetryAfterMs?: number;
}

export interface Embedder {
  model: string;
  dimensions?: number;
  embed(texts: string[]): Promise<Float32Array[]>;
}

export type EmbeddingErrorCode = 'embedding_rate_limited' | 'embedding_unavailable' | 'embedding_rejected';

/** Thrown once retries are spent (or at once for a request the server rejects, such as a 400 or 401). */
export class EmbeddingError extends Error {
  constructor(
    readonly code: EmbeddingErrorCode,
    message: string,
    readonly status?: number,
    readonly attempts = 1,
  ) {
    super(message);
    this.name = 'EmbeddingError';
  }
}

const responseSchema = z.object({
  data: z.array(z.object({ embedding: z.array(z.number()), index: z.number().int().nonnegative() })),
});

/** The configured embedder, or undefined when no endpoint is configured (search is then lexical only). */
export function createEmbedder(config: EmbedderConfig | undefined): Embedder | undefined {
  if (!config?.baseUrl || !config.model) return undefined;
  const settings = {
    batchSize: 64,
    timeoutMs: 30_000,
    maxRetries: 4,
    retryBaseMs: 500,
    maxRetryAfterMs: 60_000,
    ...config,
    baseUrl: config.baseUrl.replace(/\/+$/, ''),
    model: config.model,
  };
  return {
    model: settings.model,
    dimensions: settings.dimensions,
    async embed(texts) {
      const vectors: Float32Array[] = [];
      for (let i = 0; i < texts.length; i += settings.batchSize) {
        vectors.push(...(await embedBatch(texts.slice(i, i + settings.batchSize), settings)));
      }
      return vectors;
    },
  };
}

type Settings = Required<Omit<EmbedderConfig, 'apiKey' | 'dimensions'>> &
  Pick<EmbedderConfig, 'apiKey' | 'dimensions'>;

async function embedBatch(input: string[], settings: Settings): Promise<Float32Array[]> {
  const body = JSON.stringify({ model: settings.model, input, dimensions: settings.dimensions });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;
  for (let attempt = 1; ; attempt++) {
    let failure: EmbeddingError;
    let waitMs = settings.retryBaseMs * 2 ** (attempt - 1) * (0.5 + Math.random() / 2);
    try {
      const response = await fetch(`${settings.baseUrl}/embeddings`, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      if (response.ok) return parseVectors(await response.json(), input.length);
      const detail = (await response.text()).slice(0, 200);
      const retryable = response.status === 429 || response.status >= 500;
      const code =
        response.status === 429
          ? 'embedding_rate_limited'
          : retryable
            ? 'embedding_unavailable'
            : 'embedding_rejected';
      failure = new EmbeddingError(
        code,
        `embeddings endpoint answered ${response.status}: ${detail}`,
        response.status,
        attempt,
      );
      if (!retryable) throw failure;
      waitMs = retryAfterMs(response.headers, settings.maxRetryAfterMs) ?? waitMs;
    } catch (error) {
      if (error instanceof EmbeddingError && error.code === 'embedding_rejected') throw error;
      failure =
        error instanceof EmbeddingError
          ? error
          : new EmbeddingError(
              'embedding_unavailable',
              `embeddings request failed: ${String(error)}`,
              undefined,
              attempt,
            );
    }
    if (attempt > settings.maxRetries) throw failure;
    await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
}

function parseVectors(json: unknown, expected: number): Float32Array[] {
  const parsed = responseSchema.safeParse(json);
  if (!parsed.success || parsed.data.data.length !== expected) {
    throw new EmbeddingError(
      'embedding_rejected',
      `embeddings endpoint answered ${expected} texts with an unexpected body`,
    );
  }
  const vectors = new Array<Float32Array>(expected);
  // `index` is authoritative: the API does not promise to answer in input order.
  for (const { embedding, index } of parsed.data.data) vectors[index] = Float32Array.from(embedding);
  // A loop, not .some(): .some() skips the holes we are looking for.
  let complete = vectors.length === expected;
  for (let i = 0; i < vectors.length; i++) if (vectors[i] === undefined) complete = false;
  if (!complete) {
    throw new EmbeddingError('embedding_rejected', 'embeddings endpoint skipped some inputs');
  }
  return vectors;
}

/**
 * Retry-After as seconds or an HTTP date, capped; undefined when absent or unreadable. A date is read against the
 * answer's own `Date` (the service's clock, not ours: ADR 0036), and without one is unreadable.
 */
function retryAfterMs(headers: Headers, maxMs: number): number | undefined {
  const header = headers.get('retry-after');
  if (!header) return undefined;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds)
    ? seconds * 1000
    : Date.parse(header) - Date.parse(headers.get('date') ?? '');
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), maxMs) : undefined;
}
