import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../lib/use-chat';
import { ChatMessageView } from './chat-message';

/** The chat so far (or a line saying how to start), kept scrolled to its newest words as an answer streams in. */
export function ChatConversation({ messages, pending }: { messages: ChatMessage[]; pending: boolean }) {
  const { t } = useTranslation('admin');
  const endRef = useRef<HTMLDivElement>(null);
  const lastContent = messages.at(-1)?.content;

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length, lastContent]);

  return (
    <>
      <div className="flex min-h-64 flex-col rounded-2xl border border-slate-200 bg-slate-50 p-3 sm:p-4">
        {messages.length === 0 ? (
          <p className="m-auto max-w-sm py-10 text-center text-sm text-slate-500">{t('chat.empty')}</p>
        ) : (
          <ol aria-label={t('chat.conversation')} className="space-y-4">
            {messages.map((message) => (
              <ChatMessageView key={message.id} message={message} />
            ))}
          </ol>
        )}
        <div ref={endRef} />
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {pending ? t('chat.answering') : ''}
      </p>
    </>
  );
}
