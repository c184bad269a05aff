import { BookOpenText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DASHBOARD_PERIODS,
  type DashboardPeriod,
  type DocumentFigures,
  type PassageFigures,
} from '../../../common/contracts/selling';
import { LoadFailureAlert } from '../../components/load-failure';
import { Panel } from '../../components/ui/panel';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { Skeleton } from '../../components/ui/skeleton';
import { formatMoney, formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { usePassageFigures } from './api/get-passage-figures';

const HEADING_JOIN = ' › ';

/** A section's name as a creator reads it: its headings, or what comes before the first one. */
function useSectionName() {
  const { t } = useTranslation('packStats');
  return (headings: readonly string[]) =>
    headings.length === 0 ? t('passages.intro_section') : headings.join(HEADING_JOIN);
}

/** One document's sections in reading order, each shaded by how much it was used. */
function DocumentTable({ document, currency }: { document: DocumentFigures; currency: string }) {
  const { t } = useTranslation('packStats');
  const { language } = useLanguage();
  const name = useSectionName();
  const count = (value: number | null) =>
    value === null ? t('passages.fewer') : formatNumber(value, language);
  const cell = 'px-3 py-2 text-right tabular-nums whitespace-nowrap';
  return (
    <div className="mt-4">
      <h3 className="font-semibold break-words text-slate-900">{document.filename}</h3>
      {/* Wider than a phone: scrolled sideways, so it takes the focus and says what it holds. */}
      <div
        role="region"
        aria-label={document.filename}
        tabIndex={0}
        className="mt-2 overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <table className="w-full text-sm">
          <thead className="bg-slate-50 text-left text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('passages.columns.section')}
              </th>
              {(['retrieved', 'read', 'cited', 'revenue'] as const).map((column) => (
                <th key={column} scope="col" className="px-3 py-2 text-right font-medium whitespace-nowrap">
                  {t(`passages.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {document.sections.map((section) => (
              <tr
                key={section.headings.join(HEADING_JOIN)}
                // Darker where it was used more: the brand colour at up to 30% over white keeps the text's contrast.
                style={{ backgroundColor: `rgb(224 231 255 / ${(section.intensity * 100).toFixed(0)}%)` }}
              >
                <th
                  scope="row"
                  className="min-w-48 px-3 py-2 text-left font-normal break-words text-slate-900"
                >
                  {name(section.headings)}
                </th>
                <td className={cell}>{count(section.retrieved)}</td>
                <td className={cell}>{count(section.read)}</td>
                <td className={cell}>{count(section.cited)}</td>
                <td className={cell}>
                  {section.revenueCents === null
                    ? '—'
                    : formatMoney(section.revenueCents, currency, language)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {document.smallSectionsRevenueCents > 0 && (
        <p className="mt-2 text-sm text-slate-600">
          {t('passages.small', {
            amount: formatMoney(document.smallSectionsRevenueCents, currency, language),
          })}
        </p>
      )}
    </div>
  );
}

/** The sections no search or answer found, by document. */
function NeverRetrieved({ documents }: { documents: DocumentFigures[] }) {
  const { t } = useTranslation('packStats');
  const name = useSectionName();
  const never = documents.flatMap((document) =>
    document.neverRetrieved.map((headings) => `${document.filename}: ${name(headings)}`),
  );
  return (
    <div className="mt-6">
      <h3 className="font-semibold text-slate-900">{t('passages.neverHeading')}</h3>
      {never.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t('passages.neverNone')}</p>
      ) : (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm break-words text-slate-700">
          {never.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The most asked questions and where in the pack their answers came from; and those that found nothing. */
function QuestionsAndSections({ figures }: { figures: PassageFigures }) {
  const { t } = useTranslation('packStats');
  const name = useSectionName();
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2">
      <div>
        <h3 className="font-semibold text-slate-900">{t('passages.questionsHeading')}</h3>
        {figures.questions.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">{t('passages.questionsEmpty')}</p>
        ) : (
          <ol className="mt-2 divide-y divide-slate-100">
            {figures.questions.map((question) => (
              <li key={question.query} className="py-2">
                <p className="font-medium break-words text-slate-900">{question.query}</p>
                <p className="text-sm text-slate-600">
                  {t('questions.timesValue', { count: question.count })}
                </p>
                {question.sections.length === 0 ? (
                  <p className="text-sm text-slate-600">{t('passages.answeredNothing')}</p>
                ) : (
                  <p className="text-sm break-words text-slate-700">
                    {t('passages.answeredBy')}:{' '}
                    {question.sections
                      .map((section) => `${section.filename}: ${name(section.headings)}`)
                      .join(' / ')}
                  </p>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">{t('passages.unansweredHeading')}</h3>
        {figures.unanswered.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">{t('passages.unansweredEmpty')}</p>
        ) : (
          <ol className="mt-2 divide-y divide-slate-100">
            {figures.unanswered.map((question) => (
              <li key={question.query} className="py-2">
                <p className="font-medium break-words text-slate-900">{question.query}</p>
                <p className="text-sm text-slate-600">
                  {t('questions.timesValue', { count: question.count })}
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}

function FiguresBody({ figures }: { figures: PassageFigures }) {
  const { t } = useTranslation('packStats');
  const { language } = useLanguage();
  const money = (cents: number) => formatMoney(cents, figures.currency, language);
  return (
    <>
      <p className="mt-4 font-medium text-slate-900">
        {t('passages.revenue', { amount: money(figures.revenueCents) })}
      </p>
      {figures.unattributedCents > 0 && (
        <p className="mt-1 text-sm text-slate-600">
          {t('passages.unattributed', { amount: money(figures.unattributedCents) })}
        </p>
      )}
      <p className="mt-2 text-xs text-slate-600">{t('passages.rule')}</p>
      {figures.tooFewReaders && (
        <p className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">{t('passages.tooFew')}</p>
      )}
      {figures.documents.length === 0 ? (
        <p className="mt-4 rounded-xl bg-slate-50 p-4 text-sm text-slate-600">{t('passages.empty')}</p>
      ) : (
        figures.documents.map((document) => (
          <DocumentTable key={document.id} document={document} currency={figures.currency} />
        ))
      )}
      <NeverRetrieved documents={figures.documents} />
      <QuestionsAndSections figures={figures} />
    </>
  );
}

/**
 * Which passages earn (issue 52): each section's retrievals, reads, citations and share of the revenue over a
 * period, shaded by use; the sections never retrieved; what the most asked questions found, and what found nothing.
 */
export function PassageFiguresPanel({ packId }: { packId: string }) {
  const { t } = useTranslation('packStats');
  const [period, setPeriod] = useState<DashboardPeriod>('month');
  const figures = usePassageFigures(packId, period);
  return (
    <Panel
      id="pack-stats-passages"
      title={t('passages.heading')}
      Icon={BookOpenText}
      intro={t('passages.intro')}
    >
      <fieldset className="mt-4">
        <legend className="sr-only">{t('passages.periodLabel')}</legend>
        <SegmentedControl
          name="passage-period"
          options={DASHBOARD_PERIODS}
          value={period}
          onChange={setPeriod}
          label={(value) => t(`passages.periods.${value}`)}
          className="inline-flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1"
          segmentClassName="cursor-pointer rounded-lg px-3 py-1.5 text-sm font-medium text-slate-700 has-[:checked]:bg-white has-[:checked]:text-slate-900 has-[:checked]:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
        />
      </fieldset>
      <div aria-busy={figures.isFetching}>
        {figures.isPending ? (
          <Skeleton
            label={t('passages.loading')}
            className="mt-4 space-y-2"
            bars={[
              'h-5 w-48 rounded',
              'h-9 rounded-lg',
              'h-9 rounded-lg',
              'h-9 rounded-lg',
              'h-9 rounded-lg',
            ]}
          />
        ) : figures.isError ? (
          <LoadFailureAlert
            namespace="packStats"
            keys={{ loadError: 'passages.loadError', retry: 'retry' }}
            query={figures}
            className="mt-4"
          />
        ) : (
          <FiguresBody figures={figures.data} />
        )}
      </div>
    </Panel>
  );
}
