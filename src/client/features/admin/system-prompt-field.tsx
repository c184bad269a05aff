import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerLanguage } from '../../../common/contracts/answers';
import { SYSTEM_PROMPT_MAX_LENGTH } from '../../../common/limits';
import { TextAreaField } from '../../components/ui/fields';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';

interface SystemPromptFieldProps {
  lang: AnswerLanguage;
  value: string;
  onValue: (value: string) => void;
  /** The server's words on why it refused this prompt (English). */
  error?: string;
}

/** One language's prompt: its label above, the server's objection and the character count below. */
export function SystemPromptField({ lang, value, onValue, error }: SystemPromptFieldProps) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const id = useId();
  return (
    <TextAreaField
      id={id}
      label={t(`systemPrompt.label.${lang}`)}
      badge={false}
      error={error && <span lang="en">{error}</span>}
      counter={{
        count: value.length,
        max: SYSTEM_PROMPT_MAX_LENGTH,
        text: t('systemPrompt.count', {
          count: value.length,
          max: formatNumber(SYSTEM_PROMPT_MAX_LENGTH, language),
        }),
      }}
      lang={lang}
      rows={8}
      value={value}
      maxLength={SYSTEM_PROMPT_MAX_LENGTH}
      onValue={onValue}
      className="resize-y leading-relaxed"
    />
  );
}
