import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../common/contracts/engine';
import { SearchResults } from '../features/admin/search-results';
import { makeHit } from '../features/admin/test-utils';
import { i18nFor } from '../lib/i18n';
import { answerFixture, citationFixture } from '../test/answers';
import { axeViolations } from '../test/axe';
import { AnswerView } from './answer/answer-view';

const CODE = 'def backoff(attempt):\n    # wait longer each time\n    return 2 ** attempt';
const PASSAGE = `Retry with exponential backoff:\n\n\`\`\`python\n${CODE}\n\`\`\`\n\nStop after five attempts.`;

function show(ui: React.ReactElement, language: 'en' | 'ja' = 'en') {
  return render(
    <MemoryRouter initialEntries={[`/us/${language}/`]}>
      <I18nextProvider i18n={i18nFor[language]}>
        <main>{ui}</main>
      </I18nextProvider>
    </MemoryRouter>,
  );
}

/** The code blocks on screen: the text each <pre> shows. */
const shownCode = () => [...document.querySelectorAll('pre')].map((pre) => pre.textContent);

describe('code in answers and passages', () => {
  it("shows a model answer's fenced code as a block, as written, and copies it from the keyboard", async () => {
    const user = userEvent.setup();
    show(
      <AnswerView
        result={answerFixture(`Use this [1]:\n\n\`\`\`python\n${CODE}\n\`\`\``, { mode: 'model' })}
      />,
    );
    expect(shownCode()).toEqual([CODE]);
    expect(document.querySelector('pre')).toHaveClass('whitespace-pre', 'font-mono');
    expect(screen.getByText('python')).toBeInTheDocument();
    const copy = screen.getByRole('button', { name: 'Copy code' });
    // From the keyboard: the citation, then the copy button, then the code itself (to scroll a long line).
    await user.tab();
    await user.tab();
    expect(copy).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await navigator.clipboard.readText()).toBe(CODE);
    expect(copy).toHaveTextContent('Copied');
    await user.tab();
    expect(document.querySelector('pre')).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
  });

  it('labels the copy button in Japanese', () => {
    show(<AnswerView result={answerFixture(`例:\n\n\`\`\`\n${CODE}\n\`\`\``, { mode: 'model' })} />, 'ja');
    expect(screen.getByRole('button', { name: 'コードをコピー' })).toBeInTheDocument();
  });

  it('shows a cited passage’s code as a block with its match marked, the prose around it as text', async () => {
    const user = userEvent.setup();
    const start = PASSAGE.indexOf('attempt):');
    const citation = citationFixture({ quote: PASSAGE, highlights: [{ start, end: start + 7 }] });
    show(<AnswerView result={answerFixture('Back off exponentially [1].', { citations: [citation] })} />);
    await user.click(
      screen.getAllByRole('button', { name: 'Source 1: bread.pdf › Resting, page 3' })[0] as HTMLElement,
    );
    const dialog = screen.getByRole('dialog', { name: 'Source 1' });
    expect(shownCode()).toEqual([CODE]);
    expect(dialog.querySelector('pre mark')?.textContent).toBe('attempt');
    expect(within(dialog).getByText('Retry with exponential backoff:')).toBeInTheDocument();
    expect(within(dialog).getByText('Stop after five attempts.')).toBeInTheDocument();
    expect(dialog.textContent).not.toContain('```');
    await user.click(within(dialog).getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe(CODE);
    expect(await axeViolations()).toEqual([]);
  });

  it('shows a search hit’s code as a block, its highlights in place in prose and code', async () => {
    const prose = PASSAGE.indexOf('backoff');
    const inCode = PASSAGE.indexOf('backoff(');
    const result: SearchResponse = {
      hits: [
        makeHit({
          text: PASSAGE,
          highlights: [
            { start: prose, end: prose + 7 },
            { start: inCode, end: inCode + 7 },
          ],
        }),
      ],
      mode: 'lexical',
      unknown_terms: [],
      pack_languages: ['en'],
      took_ms: 2,
    };
    show(<SearchResults result={result} />);
    expect(shownCode()).toEqual([CODE]);
    expect(
      [...document.querySelectorAll('mark')].map((mark) => [mark.closest('pre') !== null, mark.textContent]),
    ).toEqual([
      [false, 'backoff'],
      [true, 'backoff'],
    ]);
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
