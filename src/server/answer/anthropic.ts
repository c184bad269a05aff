import Anthropic from '@anthropic-ai/sdk';
import { AppError } from '../http/errors';
import type { LanguageModel, ModelCallOptions, ModelReply, ModelRequest } from './model';

export interface AnthropicSettings {
  apiKey: string;
  /** Another host speaking the Messages API (a proxy, or the tests' local server). */
  baseUrl?: string | undefined;
  /** Offered to callers; the first is the default. */
  models: readonly string[];
  /** The whole call, retries included, must end within this. */
  timeoutMs: number;
  /** Once generation has started, this long without a new event ends it. */
  idleTimeoutMs: number;
  /** Retries on 408/409/429/5xx and lost connections, with the SDK's back-off (Retry-After honoured). */
  maxRetries: number;
}

/** The spec's text for a provider failure (02 §7): 'API Error: {status} - {text}'. */
function providerError(status: number, text: string): AppError {
  return new AppError('unavailable', `API Error: ${status} - ${text}`);
}

function messageOf(error: InstanceType<typeof Anthropic.APIError>): string {
  const body = error.error as { error?: { message?: unknown } } | undefined;
  const message = body?.error?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : error.message;
}

function seconds(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`;
}

/**
 * Claude through the official SDK. The SDK's own timeout covers the wait for response headers only, so a
 * deadline for the whole call and an idle limit between streamed events are kept here: a provider that hangs
 * produces a clear error in bounded time.
 */
export function createAnthropicModel(settings: AnthropicSettings): LanguageModel {
  const client = new Anthropic({
    apiKey: settings.apiKey,
    ...(settings.baseUrl ? { baseURL: settings.baseUrl } : {}),
    timeout: settings.timeoutMs,
    maxRetries: settings.maxRetries,
  });

  async function generate(request: ModelRequest, options: ModelCallOptions = {}): Promise<ModelReply> {
    const controller = new AbortController();
    let timedOut: string | undefined;
    const abortFor = (reason: string) => {
      timedOut ??= reason;
      controller.abort();
    };
    const deadline = setTimeout(
      () => abortFor(`The AI model did not answer within ${seconds(settings.timeoutMs)}`),
      settings.timeoutMs,
    );
    let idle: NodeJS.Timeout | undefined;
    const touch = () => {
      clearTimeout(idle);
      idle = setTimeout(
        () => abortFor(`The AI model stopped answering for ${seconds(settings.idleTimeoutMs)}`),
        settings.idleTimeoutMs,
      );
    };
    const onAskerGone = () => controller.abort();
    options.signal?.addEventListener('abort', onAskerGone, { once: true });
    const body = {
      model: request.model,
      max_tokens: request.maxTokens,
      system: request.system,
      messages: [{ role: 'user' as const, content: request.user }],
    };
    try {
      if (!options.onText) {
        const message = await client.messages.create(body, { signal: controller.signal });
        return replyOf(message);
      }
      const onText = options.onText;
      const stream = client.messages.stream(body, { signal: controller.signal });
      stream.on('streamEvent', touch);
      stream.on('text', (text) => onText(text));
      return replyOf(await stream.finalMessage());
    } catch (error) {
      if (timedOut) throw providerError(504, timedOut);
      if (options.signal?.aborted) throw new AppError('unavailable', 'The request was cancelled');
      throw toAppError(error, settings.timeoutMs);
    } finally {
      clearTimeout(deadline);
      clearTimeout(idle);
      options.signal?.removeEventListener('abort', onAskerGone);
    }
  }

  return { models: settings.models, generate };
}

function replyOf(message: Anthropic.Message): ModelReply {
  const text = message.content.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('');
  return { text, inputTokens: message.usage.input_tokens, outputTokens: message.usage.output_tokens };
}

function toAppError(error: unknown, timeoutMs: number): AppError {
  if (error instanceof Anthropic.APIConnectionTimeoutError) {
    return providerError(504, `The AI model did not answer within ${seconds(timeoutMs)}`);
  }
  if (error instanceof Anthropic.APIConnectionError) {
    return providerError(502, `The AI model could not be reached (${error.message})`);
  }
  if (error instanceof Anthropic.APIError && error.status !== undefined) {
    return providerError(error.status, messageOf(error));
  }
  // A reply the SDK could not read (malformed JSON, a broken event stream).
  const detail = error instanceof Error ? error.message : String(error);
  return providerError(502, `The AI model's answer could not be read (${detail})`);
}
