import { AlertCircle, BookOpen, Square } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ANSWER_QUERY_MAX_LENGTH } from '../../../common/limits';
import { AnswerView } from '../../components/answer/answer-view';
import { SignInRequired } from '../../components/sign-in-required';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageAlert } from '../../components/ui/page-alert';
import { StatusCard } from '../../components/ui/status-card';
import { StatusCardLoading } from '../../components/ui/status-card-loading';
import { ApiError } from '../../lib/api';
import { apiErrorText } from '../../lib/api-error-text';
import { registerNamespace } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { useChat, type ChatMessage } from '../../lib/use-chat';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';
import { useLibrary } from '../../lib/library';
import en from '../../locales/en/ask.json';
import ja from '../../locales/ja/ask.json';

registerNamespace('ask', { en, ja });

/** /library/{packId}/ask: a buyer asks one of their packs in the browser and gets a cited answer (issue 11). */
export function AskPage() {
  const session = useSession();
  if (session.status === 'loading') return <StatusCardLoading />;
  if (session.status === 'signedOut') return <SignInRequired namespace="ask" />;
  return <AskPack />;
}

function AskPack() {
  const { packId = '' } = useParams();
  const { t } = useTranslation('ask');
  const { localize } = useLanguage();
  const library = useLibrary();
  const item = library.data?.find((entry) => entry.packId === packId);
  useDocumentTitle(item ? t('title', { title: item.title }) : t('notYours.title'));

  if (library.isPending) return <StatusCardLoading />;
  if (library.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <PageAlert>
          <p>{t('loadError', { reason: apiErrorText(library.error, t) })}</p>
          <Button variant="secondary" size="sm" onClick={() => void library.refetch()}>
            {t('retry')}
          </Button>
        </PageAlert>
      </div>
    );
  }
  if (!item) {
    return (
      <StatusCard
        Icon={BookOpen}
        tone="amber"
        title={t('notYours.title')}
        actions={
          <ButtonLink to={localize('/library')} size="lg">
            {t('notYours.button')}
          </ButtonLink>
        }
      >
        <p>{t('notYours.text')}</p>
      </StatusCard>
    );
  }
  return <Conversation packId={item.packId} title={item.title} cover={item.coverImage} slug={item.slug} />;
}

function Conversation({
  packId,
  title,
  cover,
  slug,
}: {
  packId: string;
  title: string;
  cover: string;
  slug: string;
}) {
  const { t } = useTranslation('ask');
  const { language, localize } = useLanguage();
  const chat = useChat();
  const [question, setQuestion] = useState('');
  const inputId = useId();
  const lastDone = [...chat.messages]
    .reverse()
    .find((m) => m.type === 'assistant' && m.state !== 'streaming');

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const query = question.trim();
    if (!query || chat.pending) return;
    setQuestion('');
    void chat.ask(query, [packId], language);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex items-center gap-4">
        <img
          src={cover}
          alt=""
          width={96}
          height={60}
          className="h-15 w-24 shrink-0 rounded-lg object-cover"
        />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900">
            {t('title', { title })}
          </h1>
          <p className="text-sm text-slate-600">{t('intro')}</p>
        </div>
      </div>

      <ol aria-label={t('conversation')} className="mt-8 space-y-4">
        {chat.messages.map((message) => (
          <Message key={message.id} message={message} slug={slug} />
        ))}
      </ol>
      {/* Said once an answer is complete, not word by word while it streams. */}
      <p className="sr-only" aria-live="polite">
        {lastDone?.type === 'assistant' && lastDone.state === 'done' ? t('answered') : ''}
      </p>

      <form onSubmit={send} className="mt-6 space-y-2">
        <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
          {t('question')}
        </label>
        <textarea
          id={inputId}
          rows={3}
          value={question}
          maxLength={ANSWER_QUERY_MAX_LENGTH}
          onChange={(event) => setQuestion(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={`${inputId}-hint`}
          className="block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 focus:outline-2 focus:outline-brand-600 sm:text-sm"
        />
        <p id={`${inputId}-hint`} className="text-xs text-slate-500">
          {t('hint')}
        </p>
        <div className="flex flex-wrap gap-3">
          {chat.pending ? (
            <Button type="button" variant="secondary" onClick={chat.stop}>
              <Square className="size-4" aria-hidden />
              {t('stop')}
            </Button>
          ) : (
            <Button type="submit" disabled={!question.trim()}>
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

function Message({ message, slug }: { message: ChatMessage; slug: string }) {
  const { t } = useTranslation('ask');
  const { localize } = useLanguage();
  if (message.type === 'user') {
    return (
      <li className="ml-auto max-w-[85%] rounded-2xl rounded-br-md bg-brand-600 px-4 py-2.5 text-sm text-white">
        <span className="sr-only">{t('you')}: </span>
        <span className="break-words whitespace-pre-wrap">{message.content}</span>
      </li>
    );
  }
  const forbidden = message.error instanceof ApiError && message.error.status === 403;
  return (
    <li className="rounded-2xl rounded-bl-md border border-slate-200 bg-white px-4 py-3 shadow-sm">
      <span className="sr-only">{t('pack')}: </span>
      {message.state === 'streaming' &&
        (message.content === '' ? (
          <p className="animate-pulse text-sm text-slate-500 motion-reduce:animate-none">{t('answering')}</p>
        ) : (
          <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800">
            {message.content}
          </p>
        ))}
      {message.state === 'done' && message.result && <AnswerView result={message.result} />}
      {message.state === 'error' && (
        <div className="flex items-start gap-2 text-sm text-red-800">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            {forbidden ? (
              <>
                {t('forbidden')}{' '}
                <a href={localize(`/pack/${slug}`)} className="font-medium underline">
                  {t('salesPage')}
                </a>
              </>
            ) : (
              t('failed', { reason: apiErrorText(message.error, t) })
            )}
          </p>
        </div>
      )}
    </li>
  );
}
