import type { Element, ElementContent } from 'hast';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Markdown, { type Components } from 'react-markdown';
import type { AnswerCitation, AnswerSentence } from '../../../common/contracts/answers';
import { CodeBlock } from '../code-block';
import { citationLabel } from './citation-label';
import { remarkCitations, type RemarkCitationsOptions } from './remark-citations';
import './answer-strings';

/** Links may only lead to web pages: `javascript:`, `data:` and the like are dropped. */
export function safeUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * Headings the model writes are shown as bold lines, not as headings: the page's outline belongs to the page, and
 * an answer's "# Summary" inside a chat would otherwise jump heading levels for screen readers.
 */
const MODEL_HEADINGS = Object.fromEntries(
  (['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((tag) => [
    tag,
    ({ children }: { children?: ReactNode }) => <p className="font-semibold text-slate-900">{children}</p>,
  ]),
);

/** The text inside a hast node: what a code block's copy button copies. */
function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

/** A fenced block the model wrote: shown as code with a copy button (its language from the `language-x` class). */
function MarkdownCode({ node, children }: { node?: Element; children?: ReactNode }) {
  const code = node?.children.find(
    (child): child is Element => child.type === 'element' && child.tagName === 'code',
  );
  const classes = code?.properties.className;
  const language = (Array.isArray(classes) ? classes : [])
    .map(String)
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
  // The last line break before the closing fence is the fence's, not the code's.
  const source = code ? textOf(code).replace(/\n$/, '') : '';
  return (
    <CodeBlock code={source} language={language ?? ''}>
      {code ? source : children}
    </CodeBlock>
  );
}

interface AnswerMarkdownProps {
  answer: string;
  citations: readonly AnswerCitation[];
  sentences: readonly AnswerSentence[];
  onOpenCitation: (citation: AnswerCitation) => void;
}

/**
 * An answer's Markdown, rendered safely: raw HTML is never rendered (no rehype-raw), images are dropped, links
 * must be http(s) and open in a new tab. [n] markers become buttons that open their source; sentences the support
 * check did not find in their sources are marked.
 */
export function AnswerMarkdown({ answer, citations, sentences, onOpenCitation }: AnswerMarkdownProps) {
  const { t } = useTranslation('answers');
  const byNumber = useMemo(() => new Map(citations.map((c) => [c.number, c])), [citations]);
  const plugin = useMemo(
    (): [typeof remarkCitations, RemarkCitationsOptions] => [
      remarkCitations,
      {
        known: new Set(byNumber.keys()),
        unsupported: sentences.filter((s) => !s.supported).map(({ start, end }) => ({ start, end })),
      },
    ],
    [byNumber, sentences],
  );

  const components = {
    ...MODEL_HEADINGS,
    pre: MarkdownCode,
    a: ({ href, children }: { href?: string; children?: ReactNode }) =>
      href ? (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="text-brand-700 underline"
        >
          {children}
        </a>
      ) : (
        <>{children}</>
      ),
    'cite-ref': ({ node }: { node?: Element }) => {
      const number = Number(node?.properties.dataNumber);
      const citation = byNumber.get(number);
      if (!citation) return <>[{number}]</>;
      return (
        <button
          type="button"
          onClick={() => onOpenCitation(citation)}
          aria-label={citationLabel(t, citation)}
          className="mx-0.5 inline-flex min-w-6 items-center justify-center rounded-md bg-brand-50 px-1.5 align-baseline text-xs font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {number}
        </button>
      );
    },
    'unsupported-claim': ({ node, children }: { node?: Element; children?: ReactNode }) => (
      <>
        <span
          title={t('unsupportedHint')}
          className="decoration-amber-600 decoration-dotted decoration-2 underline-offset-4 [text-decoration-line:underline]"
        >
          {children}
        </span>
        {node?.properties.dataEnd === 'true' && <span className="sr-only"> {t('unsupported')}</span>}
      </>
    ),
  } as unknown as Components;

  return (
    <div className="answer-markdown space-y-3 text-sm leading-relaxed text-slate-800 [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc [&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-slate-100 [&_:not(pre)>code]:px-1">
      <Markdown
        remarkPlugins={[plugin]}
        urlTransform={safeUrl as (url: string) => string}
        disallowedElements={['img']}
        unwrapDisallowed
        components={components}
      >
        {answer}
      </Markdown>
    </div>
  );
}
