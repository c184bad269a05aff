import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { AnswerResponse } from '../../../common/contracts/answers';
import { i18nFor } from '../../lib/i18n';
import { AnswerView } from './answer-view';
import { answerFixture, citationFixture } from '../../test/answers';

function answerOf(answer: string, overrides: Partial<AnswerResponse> = {}): AnswerResponse {
  return answerFixture(answer, {
    mode: 'model',
    citations: [citationFixture({ quote: 'Let the dough rest for an hour before shaping.' })],
    support: { score: 1, sentences: [] },
    metadata: {
      model: 'claude-3-5-haiku-latest',
      input_tokens: 812,
      output_tokens: 64,
      latency_ms: 950.4,
      first_token_ms: 320,
      retrieved: 6,
      language: 'en',
      retrieval_query: null,
    },
    ...overrides,
  });
}

function show(result: AnswerResponse, language: 'en' | 'ja' = 'en') {
  return render(
    <I18nextProvider i18n={i18nFor[language]}>
      <AnswerView result={result} />
    </I18nextProvider>,
  );
}

describe('AnswerView', () => {
  it('says when the pack was searched in its own language for a question asked in the other (issue 49)', () => {
    const translated = { ...answerOf('').metadata, retrieval_query: '昆布は水に何分浸しますか' };
    const { unmount } = show(answerOf('Soak kombu for 30 minutes [1].', { metadata: translated }));
    expect(
      screen.getByText(
        'Searched the pack in Japanese, as “昆布は水に何分浸しますか”: the answer is written in your language from its passages.',
      ),
    ).toBeInTheDocument();
    unmount();
    show(
      answerOf('昆布を浸す時間は… [1]', { metadata: { ...translated, retrieval_query: 'kombu soak time' } }),
      'ja',
    );
    expect(
      screen.getByText('パックを英語「kombu soak time」で検索し、その箇所からあなたの言語で回答しています。'),
    ).toBeInTheDocument();
  });

  it('turns [n] into buttons that open the cited passage with its words highlighted', async () => {
    const user = userEvent.setup();
    show(answerOf('Rest the dough for an hour [1].'));
    const inline = screen.getAllByRole('button', { name: 'Source 1: bread.pdf › Resting, page 3' });
    expect(inline).toHaveLength(2); // the marker in the text, and the chip under "Sources"
    await user.click(inline[0] as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: 'Source 1' });
    expect(within(dialog).getByText('Bread basics')).toBeInTheDocument();
    expect(within(dialog).getByText('Bread › Resting')).toBeInTheDocument();
    expect(dialog.querySelector('mark')?.textContent).toBe('dough');
  });

  it('names each source by its file and section, and says an extractive answer is quoted, not "backed"', () => {
    show(
      answerOf('Let the dough rest for an hour before shaping. [1]', {
        mode: 'extractive',
        support: { score: 1, sentences: [{ start: 0, end: 50, citations: [1], supported: true, score: 1 }] },
        metadata: { ...answerOf('').metadata, model: null },
      }),
    );
    expect(screen.getByText('bread.pdf › Resting')).toBeInTheDocument();
    expect(screen.getByText('Quoted word for word from the pack: 1 sentence')).toBeInTheDocument();
    expect(screen.queryByText(/Backed by the pack/)).not.toBeInTheDocument();
  });

  it('never renders raw HTML, and only http(s) links', () => {
    const { container } = show(
      answerOf(
        'Hi <script>alert(1)</script><img src=x onerror="alert(2)"> [ok](https://example.com) [bad](javascript:alert(3)) ![img](https://example.com/x.png)',
      ),
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.com']);
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByText(/bad/)).toBeInTheDocument();
  });

  it("keeps the page's outline: the model's headings are bold lines, Sources is the only heading", () => {
    show(answerOf('# Summary\n\n## Resting\n\nRest the dough for an hour [1].'));
    expect(screen.getByText('Summary')).toBeInTheDocument();
    expect(screen.getAllByRole('heading').map((h) => [h.tagName, h.textContent])).toEqual([
      ['H3', 'Sources'],
    ]);
  });

  it('marks the sentences the pack does not back, for eyes and for screen readers', () => {
    const answer = 'Rest it for an hour [1]. Bake it for two hours [1].';
    show(
      answerOf(answer, {
        support: {
          score: 0.5,
          sentences: [
            { start: 0, end: 24, citations: [1], supported: true, score: 1 },
            { start: 25, end: answer.length, citations: [1], supported: false, score: 0.4 },
          ],
        },
      }),
    );
    const marked = screen.getByTitle('Not found in the cited passages');
    expect(marked.textContent).toBe('Bake it for two hours 1.');
    expect(screen.getByText('(not found in the cited passages)')).toHaveClass('sr-only');
    expect(screen.getByText('Backed by the pack: 1 of 2 sentences')).toBeInTheDocument();
  });

  it('labels excerpts as such when no model wrote the answer, in Japanese too', () => {
    show(answerOf('生地を1時間休ませます。 [1]', { mode: 'extractive' }), 'ja');
    expect(screen.getByText(/パックからの抜粋です/)).toBeInTheDocument();
  });

  it('shows the model, latency and tokens on demand', async () => {
    const user = userEvent.setup();
    show(answerOf('Rest it [1].'));
    expect(screen.queryByText('claude-3-5-haiku-latest')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Details' }));
    expect(screen.getByText('claude-3-5-haiku-latest')).toBeInTheDocument();
    expect(screen.getByText('950 ms')).toBeInTheDocument();
    expect(screen.getByText('812 / 64')).toBeInTheDocument();
  });
});
