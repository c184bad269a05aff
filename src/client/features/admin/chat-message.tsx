import { Bot, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AnswerView } from '../../components/answer/answer-view';
import { ApiError } from '../../lib/api';
import { apiErrorText } from '../../lib/api-error-text';
import { formatDate } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import type { ChatMessage } from '../../lib/use-chat';
import { TitledAlert } from './notices';

/** What went wrong, as the spec shows it: a provider's own 'API Error: {status} - {text}', else our words. */
function errorMessage(error: unknown, t: Parameters<typeof apiErrorText>[1]): string {
  if (error instanceof ApiError && /^API Error: \d+/.test(error.message)) return error.message;
  return apiErrorText(error, t);
}

export function ChatMessageView({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const time = (
    <time dateTime={message.timestamp.toISOString()}>
      {formatDate(message.timestamp.toISOString(), language, 'time')}
    </time>
  );

  if (message.type === 'user') {
    return (
      <li className="flex justify-end">
        <div className="max-w-[85%] rounded-2xl rounded-br-md bg-brand-600 px-4 py-2.5 text-sm text-white">
          <p className="sr-only">{t('chat.you')}</p>
          <p className="break-words whitespace-pre-wrap">{message.content}</p>
          <p className="mt-1 text-right text-xs text-brand-100">
            <User className="mr-1 inline size-3" aria-hidden />
            {time}
          </p>
        </div>
      </li>
    );
  }

  return (
    <li className="flex justify-start">
      <div className="w-full max-w-[92%] rounded-2xl rounded-bl-md border border-slate-200 bg-white px-4 py-3 shadow-sm">
        <p className="mb-2 flex items-center gap-1.5 text-xs font-semibold text-slate-600">
          <Bot className="size-4" aria-hidden />
          {t('chat.assistant')} · {time}
        </p>
        {message.state === 'streaming' && (
          <div aria-busy="true">
            {message.content === '' ? (
              <p className="animate-pulse text-sm text-slate-500">{t('chat.answering')}</p>
            ) : (
              <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800">
                {message.content}
              </p>
            )}
          </div>
        )}
        {message.state === 'done' && message.result && <AnswerView result={message.result} />}
        {message.state === 'error' && (
          <TitledAlert
            size="small"
            title={t('chat.errorTitle')}
            text={t('chat.error', { message: errorMessage(message.error, t) })}
          />
        )}
      </div>
    </li>
  );
}
