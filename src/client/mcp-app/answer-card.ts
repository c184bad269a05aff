import type { Language } from '../../common/languages';
import { el } from './dom';
import { say } from './strings';

/** What the card reads of an `ask` result's structured content. */
export interface AnswerView {
  answer: string;
  grounded: boolean;
  citations: {
    number: number;
    pack_title: string;
    filename: string;
    page: number | null;
    section: string[];
    text: string;
    injection_flags: string[];
  }[];
}

const sourceId = (n: number) => `source-${n}`;

/** Opens citation `n`'s passage and takes the focus to it. */
function openSource(n: number) {
  const details = document.getElementById(sourceId(n));
  if (!(details instanceof HTMLDetailsElement)) return;
  details.open = true;
  details.querySelector('summary')?.focus();
}

/** A paragraph of the answer, its `[n]` markers made into buttons that open the cited passage. */
function paragraph(text: string, numbers: ReadonlySet<number>, language: Language): HTMLElement {
  const p = el('p');
  let at = 0;
  for (const match of text.matchAll(/\[(\d+)\]/g)) {
    const n = Number(match[1]);
    if (!numbers.has(n)) continue;
    p.append(text.slice(at, match.index));
    const cite = el(
      'button',
      {
        type: 'button',
        class: 'cite',
        'aria-controls': sourceId(n),
        'aria-label': say(language, 'answer.show', { number: n }),
      },
      `[${n}]`,
    );
    cite.addEventListener('click', () => openSource(n));
    p.append(cite);
    at = match.index + match[0].length;
  }
  p.append(text.slice(at));
  return p;
}

function source(citation: AnswerView['citations'][number], language: Language): HTMLElement {
  const where = [
    say(language, 'answer.where', { pack: citation.pack_title, file: citation.filename }),
    citation.page === null ? null : say(language, 'answer.page', { page: citation.page }),
    citation.section.length > 0 ? citation.section.join(' › ') : null,
  ].filter((part) => part !== null);
  return el(
    'li',
    {},
    el(
      'details',
      { id: sourceId(citation.number) },
      el('summary', {}, `[${citation.number}] ${where.join(' · ')}`),
      citation.injection_flags.length > 0
        ? el('p', { class: 'flag' }, say(language, 'answer.flagged'))
        : null,
      el('blockquote', {}, citation.text),
    ),
  );
}

/** An ask result: the answer, and its sources, each opening the passage it cites. */
export function answerCard(view: AnswerView, language: Language): HTMLElement {
  const numbers = new Set(view.citations.map((citation) => citation.number));
  const paragraphs = view.answer
    .split(/\n{2,}/)
    .map((text) => text.trim())
    .filter((text) => text.length > 0);
  return el(
    'article',
    { class: 'answer', 'aria-labelledby': 'answer-heading' },
    el('h1', { id: 'answer-heading' }, say(language, 'answer.heading')),
    view.grounded ? null : el('p', { class: 'muted' }, say(language, 'answer.ungrounded')),
    ...paragraphs.map((text) => paragraph(text, numbers, language)),
    view.citations.length > 0 ? el('h2', {}, say(language, 'answer.sources')) : null,
    view.citations.length > 0
      ? el('ol', { class: 'sources' }, ...view.citations.map((c) => source(c, language)))
      : null,
  );
}
