import { Check, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { findCategory } from '../../../common/categories';
import type { PackSuggestions } from '../../../common/contracts/studio';
import { Button } from '../../components/ui/button';
import { apiErrorText } from '../../lib/api-error-text';
import { useLanguage } from '../../lib/use-language';
import { useSuggestions } from './api/suggestions';

export type SuggestedField = 'title' | 'description' | 'category' | 'sampleQuestions';

/** The suggestions that are one line of text each, in the order the form asks for them. */
const TEXT_FIELDS = ['title', 'description', 'category'] as const;

interface SuggestionsPanelProps {
  packId: string;
  /** Ask at once, without a click: the form has not been filled in yet. */
  autoStart: boolean;
  onApply: <F extends SuggestedField>(field: F, value: PackSuggestions[F]) => void;
}

/**
 * The spec's "content was analysed by AI" notice, made true: suggestions drawn from the pack's own documents, each
 * applied only when the creator clicks its Apply.
 */
export function SuggestionsPanel({ packId, autoStart, onApply }: SuggestionsPanelProps) {
  const { t } = useTranslation('creatorPack');
  const { language } = useLanguage();
  const suggest = useSuggestions(packId);
  const [applied, setApplied] = useState<Set<SuggestedField>>(new Set());
  const started = useRef(false);

  const ask = () => {
    setApplied(new Set());
    suggest.mutate();
  };
  useEffect(() => {
    if (autoStart && !started.current) {
      started.current = true;
      suggest.mutate();
    }
  }, [autoStart, suggest]);

  const apply = <F extends SuggestedField>(field: F, value: PackSuggestions[F]) => {
    onApply(field, value);
    setApplied((current) => new Set(current).add(field));
  };
  const suggestions = suggest.data?.suggestions;
  const notice = suggestions?.source === 'ai' ? 'suggestions.aiNotice' : 'suggestions.extractiveNotice';

  return (
    <section
      aria-labelledby="suggestions-heading"
      aria-busy={suggest.isPending}
      className="rounded-2xl border border-brand-100 bg-brand-50/60 p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="suggestions-heading"
          className="flex items-center gap-2 text-base font-semibold text-slate-900"
        >
          <Sparkles className="size-5 text-brand-600" aria-hidden />
          {t('suggestions.heading')}
        </h2>
        <Button variant="secondary" size="sm" disabled={suggest.isPending} onClick={ask}>
          {suggestions ? t('suggestions.again') : t('suggestions.suggest')}
        </Button>
      </div>
      <div role="status" className="mt-2 text-sm text-slate-700">
        {suggest.isPending && <p>{t('suggestions.loading')}</p>}
        {suggest.isIdle && <p>{t('suggestions.intro')}</p>}
        {suggestions && <p>{t(notice, { count: suggestions.basedOn })}</p>}
      </div>
      {suggest.isError && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {t('suggestions.failed', { reason: apiErrorText(suggest.error, t) })}
        </p>
      )}
      {suggestions && (
        <ul className="mt-4 space-y-3">
          {TEXT_FIELDS.map((field) => (
            <Suggestion
              key={field}
              label={t(`fields.${field}`)}
              applied={applied.has(field)}
              onApply={() => apply(field, suggestions[field])}
            >
              {field === 'category'
                ? (findCategory(suggestions.category)?.[language] ?? suggestions.category)
                : suggestions[field]}
            </Suggestion>
          ))}
          {suggestions.sampleQuestions.length > 0 && (
            <Suggestion
              label={t('suggestions.questions')}
              applied={applied.has('sampleQuestions')}
              onApply={() => apply('sampleQuestions', suggestions.sampleQuestions)}
            >
              <ul className="list-disc space-y-1 pl-5">
                {suggestions.sampleQuestions.map((question) => (
                  <li key={question}>{question}</li>
                ))}
              </ul>
            </Suggestion>
          )}
        </ul>
      )}
    </section>
  );
}

function Suggestion({
  label,
  applied,
  onApply,
  children,
}: {
  label: string;
  applied: boolean;
  onApply: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('creatorPack');
  return (
    <li className="flex flex-col gap-2 rounded-xl bg-white p-3 shadow-xs sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</p>
        <div className="mt-1 text-sm break-words text-slate-800">{children}</div>
      </div>
      <Button
        variant={applied ? 'ghost' : 'secondary'}
        size="sm"
        className="shrink-0 self-start"
        aria-label={applied ? undefined : t('suggestions.applyField', { field: label })}
        disabled={applied}
        onClick={onApply}
      >
        {applied ? (
          <>
            <Check className="size-4" aria-hidden />
            {t('suggestions.applied')}
          </>
        ) : (
          t('suggestions.apply')
        )}
      </Button>
    </li>
  );
}
