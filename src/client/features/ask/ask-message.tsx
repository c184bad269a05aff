import { AlertCircle, Clock, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AnswerView } from '../../components/answer/answer-view';
import { Button } from '../../components/ui/button';
import type { ChatMessage } from '../../lib/use-chat';
import { useLanguage } from '../../lib/use-language';
import { askFailure } from './ask-error';

interface AskMessageProps {
  message: ChatMessage;
  slug: string;
  /** Asks the same question again; absent while another answer is being written. */
  onRetry?: (() => void) | undefined;
}

/** One turn of the conversation: the question, or its answer (streaming, finished with citations, or failed). */
export function AskMessage({ message, slug, onRetry }: AskMessageProps) {
  const { t } = useTranslation('ask');
  if (message.type === 'user') {
    return (
      <li className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-md bg-brand-600 px-4 py-2.5 text-sm text-white">
        <span className="sr-only">{t('you')}: </span>
        <span className="break-words whitespace-pre-wrap">{message.content}</span>
      </li>
    );
  }
  // A model's code blocks and tables scroll inside the answer rather than widening the page on a phone.
  return (
    <li
      aria-busy={message.state === 'streaming'}
      className="min-w-0 rounded-2xl rounded-bl-md border border-slate-200 bg-white px-4 py-3 break-words shadow-sm [&_pre]:overflow-x-auto [&_table]:block [&_table]:overflow-x-auto"
    >
      <span className="sr-only">{t('pack')}: </span>
      {message.state === 'streaming' && (
        <>
          {message.content !== '' && (
            <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800">
              {message.content}
            </p>
          )}
          <p className="mt-1 animate-pulse text-sm text-slate-500 motion-reduce:animate-none">
            {t('answering')}
          </p>
        </>
      )}
      {message.state === 'done' && message.result && <AnswerView result={message.result} />}
      {message.state === 'error' && <Failure error={message.error} slug={slug} onRetry={onRetry} />}
    </li>
  );
}

function Failure({
  error,
  slug,
  onRetry,
}: {
  error: unknown;
  slug: string;
  onRetry?: (() => void) | undefined;
}) {
  const { t } = useTranslation('ask');
  const { localize } = useLanguage();
  const failure = askFailure(error, t);
  const Icon = failure.kind === 'rateLimited' ? Clock : AlertCircle;
  return (
    <div className="space-y-2 text-sm">
      <p
        className={`flex items-start gap-2 ${failure.kind === 'rateLimited' ? 'text-amber-900' : 'text-red-800'}`}
      >
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span className="min-w-0 break-words">
          {failure.text}
          {failure.kind === 'forbidden' && (
            <>
              {' '}
              <Link to={localize(`/pack/${slug}`)} className="font-medium underline">
                {t('salesPage')}
              </Link>
            </>
          )}
        </span>
      </p>
      {failure.kind === 'failed' && onRetry && (
        <Button icon={RotateCcw} variant="secondary" size="sm" onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </div>
  );
}
