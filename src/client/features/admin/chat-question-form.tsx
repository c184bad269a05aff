import { Send } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ANSWER_QUERY_MAX_LENGTH } from '../../../common/limits';
import { Button } from '../../components/ui/button';

interface ChatQuestionFormProps {
  /** Test packs are chosen to ask: without one there is nothing to send to. */
  hasPacks: boolean;
  /** An answer is on its way; the next question waits for it. */
  pending: boolean;
  onAsk: (question: string) => void;
}

/** The question box: Enter or the button sends, and a line under it says what sending needs or which keys do what. */
export function ChatQuestionForm({ hasPacks, pending, onAsk }: ChatQuestionFormProps) {
  const { t } = useTranslation('admin');
  const inputId = useId();
  const needsId = useId();
  const [query, setQuery] = useState('');
  const ready = query.trim() !== '' && hasPacks;

  function send() {
    if (!ready || pending) return;
    onAsk(query.trim());
    setQuery('');
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter is a new line; Enter that confirms a Japanese input method's conversion is neither.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  return (
    <form onSubmit={handleSubmit} className="mt-3">
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-900">
        {t('chat.question')}
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:items-end">
        <textarea
          id={inputId}
          rows={2}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={handleKeyDown}
          placeholder={t('chat.placeholder')}
          maxLength={ANSWER_QUERY_MAX_LENGTH}
          aria-describedby={needsId}
          className="min-h-12 w-full flex-1 resize-y rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
        />
        <Button icon={Send} type="submit" disabled={!ready || pending} aria-describedby={needsId}>
          {pending ? t('chat.sending') : t('chat.send')}
        </Button>
      </div>
      <p id={needsId} className="mt-1 text-xs text-slate-500">
        {ready ? t('chat.keys') : t('chat.needs')}
      </p>
    </form>
  );
}
