import { BadgeCheck, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackQuestion } from '../../../../common/contracts/commerce';
import { QUESTION_REFUSALS } from '../../../../common/contracts/refusals';
import type { PackPage } from '../../../../common/contracts/packs';
import { ANSWER_MAX_LENGTH, QUESTION_MAX_LENGTH } from '../../../../common/limits';
import { Button } from '../../../components/ui/button';
import { PageAlert } from '../../../components/ui/page-alert';
import { ApiError } from '../../../lib/api';
import { apiErrorText } from '../../../lib/api-error-text';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useSignInPrompt } from '../../../lib/sign-in-prompt';
import { useLanguage } from '../../../lib/use-language';
import { useAnswer, useAsk, useQuestions } from '../api/questions';
import { Panel } from '../../../components/ui/panel';
import { RequestError } from '../../../components/ui/request-error';

/** The Q&A tab (spec 02 §2.5): the FAQ (open and close), asking the creator, and, for the creator, answering. */
export function QuestionsTab({ page }: { page: PackPage }) {
  const { t } = useTranslation('packPage');
  const session = useSession();
  const viewerId =
    session.status === 'loading' ? undefined : session.status === 'signedIn' ? session.user.id : null;
  const questions = useQuestions(page.pack.id, viewerId);
  const openSignIn = useSignInPrompt();

  if (questions.isPending) return <p className="py-6 text-slate-600">{t('questions.loading')}</p>;
  if (questions.isError) {
    return (
      <PageAlert className="my-6">
        <p>{t('questions.loadError', { reason: apiErrorText(questions.error, t) })}</p>
      </PageAlert>
    );
  }
  const { faq, waiting, viewer } = questions.data;
  return (
    <div className="space-y-6 py-6">
      <Panel id="faq-heading" title={t('questions.faq')} className="">
        {faq.length === 0 ? (
          <p className="mt-2 text-slate-600">{t('questions.empty')}</p>
        ) : (
          <div className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200">
            {faq.map((item) => (
              <FaqItem key={item.id} item={item} />
            ))}
          </div>
        )}
      </Panel>

      {waiting.length > 0 && (
        <Panel
          id="waiting-heading"
          title={viewer.canAnswer ? t('questions.toAnswer') : t('questions.yours')}
          className=""
        >
          <ul className="mt-3 space-y-3">
            {waiting.map((item) => (
              <WaitingQuestion key={item.id} item={item} packId={page.pack.id} canAnswer={viewer.canAnswer} />
            ))}
          </ul>
        </Panel>
      )}

      {viewer.canAsk && <AskForm packId={page.pack.id} />}
      {session.status === 'signedOut' && (
        <Button variant="secondary" onClick={() => openSignIn()}>
          {t('questions.signInToAsk')}
        </Button>
      )}
    </div>
  );
}

function FaqItem({ item }: { item: PackQuestion }) {
  const { t } = useTranslation('packPage');
  return (
    <details className="group p-4">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 font-medium text-slate-900">
        {item.question}
        <ChevronDown className="size-4 shrink-0 transition-transform group-open:rotate-180" aria-hidden />
      </summary>
      <div className="mt-2 text-slate-700">
        {item.isCreatorAnswer && (
          <p className="mb-1 flex items-center gap-1 text-xs font-semibold text-brand-700">
            <BadgeCheck className="size-4" aria-hidden />
            {t('questions.creatorAnswer')}
          </p>
        )}
        <p className="whitespace-pre-line">{item.answer}</p>
      </div>
    </details>
  );
}

function WaitingQuestion({
  item,
  packId,
  canAnswer,
}: {
  item: PackQuestion;
  packId: string;
  canAnswer: boolean;
}) {
  const { t } = useTranslation('packPage');
  const { language } = useLanguage();
  const [answer, setAnswer] = useState('');
  const save = useAnswer(packId);
  const id = `answer-${item.id}`;
  return (
    <li className="rounded-2xl border border-slate-200 p-4">
      <p className="font-medium text-slate-900">{item.question}</p>
      <p className="text-sm text-slate-500">
        {t('questions.askedOn', { date: formatDate(item.date, language, 'long') })} · {t('questions.waiting')}
      </p>
      {canAnswer && (
        <form
          className="mt-3"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ questionId: item.id, answer });
          }}
        >
          <label htmlFor={id} className="text-sm font-medium text-slate-800">
            {t('questions.answerLabel')}
          </label>
          <textarea
            id={id}
            rows={3}
            maxLength={ANSWER_MAX_LENGTH}
            value={answer}
            onChange={(event) => setAnswer(event.target.value)}
            className="mt-1 w-full rounded-xl border border-slate-300 px-3 py-2 text-sm"
          />
          <RequestError request={save} className="text-sm text-red-700" />
          <Button type="submit" size="sm" className="mt-2" disabled={save.isPending || answer.trim() === ''}>
            {save.isPending ? t('questions.saving') : t('questions.answer')}
          </Button>
        </form>
      )}
    </li>
  );
}

function AskForm({ packId }: { packId: string }) {
  const { t } = useTranslation('packPage');
  const [question, setQuestion] = useState('');
  const [sent, setSent] = useState(false);
  const ask = useAsk(packId);
  const own = ask.error instanceof ApiError && ask.error.message === QUESTION_REFUSALS.own;
  return (
    <form
      className="rounded-2xl border border-slate-200 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        setSent(false);
        ask.mutate(question, {
          onSuccess: () => {
            setQuestion('');
            setSent(true);
          },
        });
      }}
    >
      <label htmlFor={`ask-${packId}`} className="font-semibold text-slate-900">
        {t('questions.askLabel')}
      </label>
      <textarea
        id={`ask-${packId}`}
        rows={3}
        maxLength={QUESTION_MAX_LENGTH}
        value={question}
        onChange={(event) => setQuestion(event.target.value)}
        className="mt-2 w-full rounded-xl border border-slate-300 px-3 py-2 text-sm"
      />
      {ask.isError && (
        <p role="alert" className="text-sm text-red-700">
          {own ? t('questions.own') : apiErrorText(ask.error, t)}
        </p>
      )}
      <div role="status">{sent && <p className="text-sm text-emerald-800">{t('questions.sent')}</p>}</div>
      <Button type="submit" size="sm" className="mt-2" disabled={ask.isPending || question.trim() === ''}>
        {ask.isPending ? t('questions.saving') : t('questions.ask')}
      </Button>
    </form>
  );
}
