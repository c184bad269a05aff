import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import {
  answerRequestSchema,
  answerResponseSchema,
  answerSettingsSchema,
  type AnswerRequest,
} from '../../common/contracts/answers';
import type { AppEnv } from '../http/context';
import { endpointFor } from '../http/endpoint';
import { AppError } from '../http/errors';
import { declareRateLimit } from '../http/rate-limit';
import type { AnswerService } from './answer-service';
import { WEB } from '../records';

/** Declares the Answers endpoints here that anyone signed in may call. */
const sessionAnswersEndpoint = endpointFor({ access: 'session', tag: 'Answers' });

function wantsStream(c: Pick<Context, 'req'>, request: AnswerRequest): boolean {
  return request.stream || (c.req.header('accept') ?? '').includes('text/event-stream');
}

/** `POST /api/answers` (one JSON answer, or server-sent events) and `GET /api/answers/settings`. */
export function answerRoutes({ answers }: { answers: AnswerService }) {
  return new Hono<AppEnv>()
    .post(
      '/',
      sessionAnswersEndpoint({
        summary: 'Answer a question from packs the caller may read, with citations',
        description:
          'Retrieves k passages, then asks the configured model to answer only from them, citing [n]; without a ' +
          'model (mode extractive) the answer quotes the best sentences. Numbers the model invents are dropped and ' +
          'each citing sentence is checked against its sources (support). With `Accept: text/event-stream` or ' +
          '`stream: true` the answer streams as server-sent events: `delta` {text}, then `done` (this response) or ' +
          '`error` {error}. Provider failures answer 503 "API Error: {status} - {text}".',
        body: answerRequestSchema,
        status: 200,
        response: answerResponseSchema,
        errors: [503],
      }),
      declareRateLimit('answers', { keepsAccounts: true }),
      async (c) => {
        const { user } = c.var.caller;
        const request = c.req.valid('json');
        // Input, permission and retrieval errors answer as JSON with their status, before any event is sent.
        const prepared = await answers.prepare(user, request, { origin: WEB });
        if (!wantsStream(c, request)) return c.json(await answers.generate(prepared), 200);
        return streamSSE(c, async (stream) => {
          const asker = new AbortController();
          stream.onAbort(() => asker.abort());
          try {
            const result = await answers.generate(prepared, {
              signal: asker.signal,
              onText: (text) => void stream.writeSSE({ event: 'delta', data: JSON.stringify({ text }) }),
            });
            await stream.writeSSE({ event: 'done', data: JSON.stringify(result) });
          } catch (error) {
            if (asker.signal.aborted) return;
            const known = error instanceof AppError ? error : undefined;
            // The event stream has begun (status 200), so the app's error handler never sees this: log it here.
            if (known) c.get('log').warn({ code: known.code, message: known.message }, 'answer failed');
            else c.get('log').error({ err: error }, 'answer stream failed');
            const body = known
              ? { error: { code: known.code, message: known.message } }
              : { error: { code: 'internal', message: 'The answer could not be completed' } };
            await stream.writeSSE({ event: 'error', data: JSON.stringify(body) });
          }
        });
      },
    )
    .get(
      '/settings',
      sessionAnswersEndpoint({
        summary: 'The answer mode and the models a caller may choose',
        status: 200,
        response: answerSettingsSchema,
      }),
      (c) => c.json(answers.settings(), 200),
    );
}
