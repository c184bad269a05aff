import { ChevronDown, FileText, Info, Languages } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerCitation, AnswerResponse } from '../../../common/contracts/answers';
import { languageOfText } from '../../../common/languages';
import { AnswerMarkdown } from './answer-markdown';
import { citationLabel, citationPlace } from './citation-label';
import { CitationViewer } from './citation-viewer';
import './answer-strings';
import { IconNote } from '../ui/icon-note';

/**
 * A finished grounded answer: the excerpts label when no model wrote it, the Markdown with citation buttons and
 * unsupported sentences marked, how much of it the pack backs, its sources, and its metadata on demand.
 */
export function AnswerView({ result }: { result: AnswerResponse }) {
  const { t } = useTranslation('answers');
  const [open, setOpen] = useState<AnswerCitation | null>(null);
  const [showDetails, setShowDetails] = useState(false);
  const detailsId = useId();
  const { support, metadata } = result;
  const supported = support.sentences.filter((s) => s.supported).length;
  /** The sentences an extractive answer quotes: one citation marker each. */
  const quoted = result.mode === 'extractive' ? (result.answer.match(/\[\d+\]/g) ?? []).length : 0;

  return (
    <div className="space-y-3">
      {metadata.retrieval_query !== null && (
        <IconNote Icon={Languages} className="bg-slate-100 px-3 py-2 text-xs text-slate-700">
          {t(`searchedAs.${languageOfText(metadata.retrieval_query)}`, { query: metadata.retrieval_query })}
        </IconNote>
      )}
      {result.mode === 'extractive' && result.grounded && (
        <IconNote Icon={Info} className="bg-slate-100 px-3 py-2 text-xs text-slate-700">
          {t('excerptsLabel')}
        </IconNote>
      )}
      <AnswerMarkdown
        answer={result.answer}
        citations={result.citations}
        sentences={support.sentences}
        onOpenCitation={setOpen}
      />
      {result.mode === 'extractive' && quoted > 0 ? (
        // Quotes claim nothing of their own: the line says what they are, not that they back themselves.
        <p className="text-xs font-medium text-slate-700">{t('quoted', { count: quoted })}</p>
      ) : (
        support.sentences.length > 0 && (
          <p
            className={`text-xs font-medium ${supported === support.sentences.length ? 'text-emerald-800' : 'text-amber-800'}`}
          >
            {t('support', { count: support.sentences.length, supported })}
          </p>
        )
      )}
      {result.citations.length > 0 && (
        <div>
          <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t('sources')}</h3>
          <ul className="mt-1 flex flex-wrap gap-2">
            {result.citations.map((citation) => (
              <li key={citation.number}>
                <button
                  type="button"
                  onClick={() => setOpen(citation)}
                  aria-label={citationLabel(t, citation)}
                  className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-slate-200 bg-white px-3 py-1 text-xs text-slate-700 hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span className="font-semibold text-brand-800">[{citation.number}]</span>
                  <FileText className="size-3.5 shrink-0" aria-hidden />
                  <span className="truncate">{citationPlace(citation)}</span>
                  {citation.page !== null && (
                    <span className="text-slate-500">{t('page', { page: citation.page })}</span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <button
          type="button"
          aria-expanded={showDetails}
          aria-controls={detailsId}
          onClick={() => setShowDetails((shown) => !shown)}
          className="inline-flex items-center gap-1 rounded text-xs text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {showDetails ? t('hideDetails') : t('details')}
          <ChevronDown
            className={`size-3.5 transition-transform ${showDetails ? 'rotate-180' : ''}`}
            aria-hidden
          />
        </button>
        {showDetails && (
          <dl
            id={detailsId}
            className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 rounded-xl bg-slate-50 p-3 text-xs"
          >
            <dt className="font-semibold text-slate-700">{t('model')}</dt>
            <dd className="break-words text-slate-900">{metadata.model ?? t('excerpts')}</dd>
            <dt className="font-semibold text-slate-700">{t('latency')}</dt>
            <dd className="text-slate-900">{t('latencyValue', { ms: Math.round(metadata.latency_ms) })}</dd>
            <dt className="font-semibold text-slate-700">{t('tokens')}</dt>
            <dd className="text-slate-900">
              {t('tokensValue', { input: metadata.input_tokens, output: metadata.output_tokens })}
            </dd>
            <dt className="font-semibold text-slate-700">{t('retrieved')}</dt>
            <dd className="text-slate-900">{metadata.retrieved}</dd>
          </dl>
        )}
      </div>
      <CitationViewer citation={open} onClose={() => setOpen(null)} />
    </div>
  );
}
