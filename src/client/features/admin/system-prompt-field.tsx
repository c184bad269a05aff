import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerLanguage } from '../../../common/contracts/answers';
import { SYSTEM_PROMPT_MAX_LENGTH } from '../../../common/limits';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';

interface SystemPromptFieldProps {
  lang: AnswerLanguage;
  value: string;
  onValue: (value: string) => void;
  /** The server's words on why it refused this prompt (English). */
  error?: string;
}

/** One language's prompt: its label and character count above, the server's objection below. */
export function SystemPromptField({ lang, value, onValue, error }: SystemPromptFieldProps) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const id = useId();
  const counterId = `${id}-count`;
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-slate-900">
          {t(`systemPrompt.label.${lang}`)}
        </label>
        <span id={counterId} className="text-xs text-slate-500 tabular-nums">
          {t('systemPrompt.count', {
            count: value.length,
            max: formatNumber(SYSTEM_PROMPT_MAX_LENGTH, language),
          })}
        </span>
      </div>
      <textarea
        id={id}
        lang={lang}
        rows={8}
        value={value}
        maxLength={SYSTEM_PROMPT_MAX_LENGTH}
        onChange={(event) => onValue(event.target.value)}
        aria-describedby={error ? `${counterId} ${errorId}` : counterId}
        aria-invalid={error ? true : undefined}
        className="mt-1 w-full resize-y rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-sm leading-relaxed focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
      />
      {error && (
        <p id={errorId} className="mt-1 text-xs text-red-700" lang="en">
          {error}
        </p>
      )}
    </div>
  );
}
