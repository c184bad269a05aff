import type { AnswerLanguage, AnswerResponse } from '../../common/contracts/answers';
import { isErrorBody } from '../../common/errors';
import { API_BASE, ApiError, csrfHeaders, errorFromAnswer } from './api';
import { readEventStream } from './read-event-stream';

export interface AskRequest {
  query: string;
  packIds: string[];
  language: AnswerLanguage;
  model?: string | undefined;
  /** Called with each piece of the answer as the model writes it. */
  onDelta: (text: string) => void;
  signal?: AbortSignal;
}

/**
 * Asks the packs (`POST /api/answers`, streamed as server-sent events): text arrives through `onDelta`, and the
 * whole answer — citations, support marks, metadata — is what the promise resolves to.
 */
export async function askPacks({
  query,
  packIds,
  language,
  model,
  onDelta,
  signal,
}: AskRequest): Promise<AnswerResponse> {
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/answers`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', ...csrfHeaders() },
      body: JSON.stringify({ query, pack_ids: packIds, language, ...(model ? { model } : {}) }),
      ...(signal ? { signal } : {}),
    });
  } catch (err) {
    throw new ApiError('network', err instanceof Error ? err.message : 'Network request failed', 0);
  }
  if (!res.ok || !res.body) {
    const body: unknown = await res.json().catch(() => undefined);
    throw errorFromAnswer(res.status, body, res.headers.get('Retry-After'));
  }
  for await (const event of readEventStream(res.body)) {
    const data: unknown = JSON.parse(event.data);
    if (event.event === 'delta') onDelta((data as { text: string }).text);
    else if (event.event === 'done') return data as AnswerResponse;
    else if (event.event === 'error') {
      if (isErrorBody(data)) throw new ApiError(data.error.code, data.error.message, 503);
      throw new ApiError('internal', 'The answer failed', 503);
    }
  }
  throw new ApiError('network', 'The answer ended before it was complete', 0);
}
