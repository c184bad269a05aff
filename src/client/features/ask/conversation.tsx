import { Square } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ANSWER_QUERY_MAX_LENGTH } from '../../../common/limits';
import { Button, ButtonLink } from '../../components/ui/button';
import { TextAreaField } from '../../components/ui/fields';
import { useChat, type ChatMessage } from '../../lib/use-chat';
import { useLanguage } from '../../lib/use-language';
import { askFailure } from './ask-error';
import { AskMessage } from './ask-message';
import { PackCover } from '../../components/pack-cover';

interface ConversationProps {
  packId: string;
  title: string;
  cover: string;
  slug: string;
}

/** The pack's questions and answers of this visit, and the box to ask the next one in the interface language. */
export function Conversation({ packId, title, cover, slug }: ConversationProps) {
  const { t } = useTranslation('ask');
  const { language, localize } = useLanguage();
  const chat = useChat();
  const [question, setQuestion] = useState('');
  const inputId = useId();
  const headingId = useId();
  const input = useRef<HTMLTextAreaElement>(null);

  // Ask and Stop take each other's place, so the focused one disappears: focus goes back to the question box.
  useEffect(() => {
    if (document.activeElement === document.body) input.current?.focus();
  }, [chat.pending]);

  const ask = (query: string) => void chat.ask(query, [packId], language);

  const handleSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    const query = question.trim();
    if (!query || chat.pending) return;
    setQuestion('');
    ask(query);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) handleSubmit(event);
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex items-center gap-4">
        <PackCover src={cover} size="line" />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-balance break-words text-slate-900">
            {t('title', { title })}
          </h1>
          <p className="text-sm text-slate-600">{t('intro')}</p>
        </div>
      </div>

      <h2 id={headingId} className="sr-only">
        {t('conversation')}
      </h2>
      <ol aria-labelledby={headingId} className="mt-8 space-y-4">
        {chat.messages.map((message, index) => {
          const asked = chat.messages[index - 1];
          return (
            <AskMessage
              key={message.id}
              message={message}
              slug={slug}
              onRetry={asked?.type === 'user' && !chat.pending ? () => ask(asked.content) : undefined}
            />
          );
        })}
      </ol>
      {/* Said once an answer is complete (or has failed), never word by word while it streams. */}
      <p role="status" className="sr-only">
        {chat.pending ? '' : announcement(chat.messages.at(-1), t)}
      </p>

      <form onSubmit={handleSubmit} className="mt-6 space-y-2">
        <TextAreaField
          ref={input}
          id={inputId}
          label={t('question')}
          badge={false}
          hint={t('hint', { max: ANSWER_QUERY_MAX_LENGTH })}
          rows={3}
          value={question}
          maxLength={ANSWER_QUERY_MAX_LENGTH}
          onValue={setQuestion}
          onKeyDown={handleKeyDown}
        />
        <div className="flex flex-wrap gap-3">
          {chat.pending ? (
            <Button icon={Square} key="stop" type="button" variant="secondary" onClick={chat.stop}>
              {t('stop')}
            </Button>
          ) : (
            <Button key="ask" type="submit" disabled={!question.trim()}>
              {t('ask')}
            </Button>
          )}
          <ButtonLink to={localize('/library')} variant="secondary">
            {t('back')}
          </ButtonLink>
        </div>
      </form>
    </div>
  );
}

function announcement(last: ChatMessage | undefined, t: Parameters<typeof askFailure>[1]): string {
  if (last?.type !== 'assistant') return '';
  if (last.state === 'done') return t('answered');
  if (last.state === 'error') return askFailure(last.error, t).text;
  return '';
}
