import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../common/errors';
import { LANGUAGES } from '../../common/languages';
import { ApiError, callApi } from './api';
import { apiErrorDetail, apiErrorText } from './api-error-text';
import { i18nFor } from './i18n';

const answer =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  () =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
      }),
    );

async function failureOf(request: () => Promise<Response>): Promise<unknown> {
  return callApi(request).then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('API errors in the interface language', () => {
  it.each(LANGUAGES)('has a %s text for every error code and for no answer at all', (language) => {
    const t = i18nFor[language].t;
    for (const code of [...ERROR_CODES, 'network'] as const) {
      const text = apiErrorText(new ApiError(code, 'server words', 400), t);
      expect(text, code).not.toMatch(/^apiError\./);
      expect(text, code).not.toContain('server words');
    }
  });

  it('says how long to wait when the server sends Retry-After', async () => {
    const error = await failureOf(
      answer(429, { error: { code: 'rate_limited', message: 'Too many requests' } }, { 'Retry-After': '30' }),
    );
    expect(apiErrorText(error, i18nFor.en.t)).toBe('Too many requests. Please try again in 30 seconds.');
    expect(apiErrorText(error, i18nFor.ja.t)).toBe(
      'リクエストが多すぎます。30秒後にもう一度お試しください。',
    );
  });

  it('shows the server’s English words on English pages only', async () => {
    const error = await failureOf(
      answer(404, {
        error: { code: 'not_found', message: 'Google sign-in is not configured on this server' },
      }),
    );
    expect(apiErrorDetail(error, 'en')).toBe('Google sign-in is not configured on this server');
    expect(apiErrorDetail(error, 'ja')).toBeUndefined();
    const internal = await failureOf(
      answer(500, { error: { code: 'internal', message: 'Something broke' } }),
    );
    expect(apiErrorDetail(internal, 'en')).toBeUndefined();
  });
});
