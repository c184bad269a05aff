import type { AnswerResponse } from '../../common/contracts/answers';
import type { TestBrowser } from './test-browser';

export async function ask(browser: TestBrowser, body: Record<string, unknown>): Promise<Response> {
  return browser.fetch('/api/answers', { method: 'POST', json: body });
}

export async function askOk(browser: TestBrowser, body: Record<string, unknown>): Promise<AnswerResponse> {
  const res = await ask(browser, body);
  if (res.status !== 200) throw new Error(`answer: ${res.status} ${await res.text()}`);
  return (await res.json()) as AnswerResponse;
}

export interface StreamEvent {
  event: string;
  data: unknown;
}

/** Asks for the streamed form and reads the whole event stream, as a browser's reader would. */
export async function askStreamed(
  browser: TestBrowser,
  body: Record<string, unknown>,
): Promise<{ status: number; contentType: string | null; events: StreamEvent[] }> {
  const res = await browser.fetch('/api/answers', {
    method: 'POST',
    json: body,
    headers: { accept: 'text/event-stream' },
  });
  const text = await res.text();
  const events = text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const event =
        lines
          .find((l) => l.startsWith('event:'))
          ?.slice(6)
          .trim() ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).replace(/^ /, ''))
        .join('\n');
      return { event, data: JSON.parse(data) as unknown };
    });
  return { status: res.status, contentType: res.headers.get('content-type'), events };
}
