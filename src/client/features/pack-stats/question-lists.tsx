import { AlertTriangle, MessageCircleQuestion } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionStat } from '../../../common/contracts/selling';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { Panel } from '../../components/ui/panel';

interface QuestionSectionProps {
  id: string;
  icon: ReactNode;
  heading: string;
  intro: string;
  empty: string;
  questions: QuestionStat[];
  /** What follows the count on each line (the poorly answered list's score). */
  detail?: (question: QuestionStat) => string;
}

function QuestionSection({ id, icon, heading, intro, empty, questions, detail }: QuestionSectionProps) {
  const { t } = useTranslation('packStats');
  return (
    <Panel
      id={id}
      title={
        <>
          {icon}
          {heading}
        </>
      }
      intro={intro}
      headingClassName="flex items-start gap-2 text-lg font-semibold text-slate-900"
    >
      {questions.length === 0 ? (
        <p className="mt-4 rounded-xl bg-slate-50 p-4 text-sm text-slate-600">{empty}</p>
      ) : (
        <ol aria-labelledby={id} className="mt-4 divide-y divide-slate-100">
          {questions.map((question) => (
            <li key={question.query} className="py-3">
              <p className="font-medium break-words text-slate-900">{question.query}</p>
              <p className="mt-0.5 text-sm text-slate-600">
                {t('questions.timesValue', { count: question.count })}
                {detail && ` · ${detail(question)}`}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

/** The questions buyers asked most, and those the pack answered poorly: the to-do list for the next edition. */
export function QuestionLists({ top, poor }: { top: QuestionStat[]; poor: QuestionStat[] }) {
  const { t } = useTranslation('packStats');
  const { language } = useLanguage();
  const score = (question: QuestionStat) =>
    question.topScore === null
      ? t('questions.poor.nothing')
      : t('questions.poor.score', { score: formatNumber(question.topScore, language) });
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <QuestionSection
        id="pack-stats-top-questions"
        icon={<MessageCircleQuestion className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />}
        heading={t('questions.top.heading')}
        intro={t('questions.top.intro')}
        empty={t('questions.top.empty')}
        questions={top}
      />
      <QuestionSection
        id="pack-stats-poorly-answered"
        icon={<AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />}
        heading={t('questions.poor.heading')}
        intro={`${t('questions.poor.intro')} ${t('questions.poor.scoreHint')}`}
        empty={t('questions.poor.empty')}
        questions={poor}
        detail={score}
      />
    </div>
  );
}
