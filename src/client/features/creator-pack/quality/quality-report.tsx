import { BadgeCheck, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PackQualityReport } from '../../../../common/contracts/quality';
import { QualityFailures } from './quality-failures';

/** A measured edition: its two scores, its weakest sections, and the questions it failed. */
export function QualityReport({ report }: { report: PackQualityReport }) {
  const { t } = useTranslation('creatorPack');
  const { questions, answered, nearMiss, nearMissRefused, offTopic, refused, weakestSections, failures } =
    report;

  return (
    <>
      <ul className="mt-4 space-y-2 text-sm font-medium text-slate-900">
        <li className="flex items-start gap-2">
          <BadgeCheck className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden />
          {questions > 0 ? t('quality.answered', { count: questions, answered }) : t('quality.noQuestions')}
        </li>
        {nearMiss > 0 && (
          <li className="flex items-start gap-2">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden />
            {t('quality.nearMiss', { count: nearMiss, refused: nearMissRefused })}
          </li>
        )}
        {offTopic > 0 && (
          <li className="flex items-start gap-2">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden />
            {t('quality.refused', { count: offTopic, refused })}
          </li>
        )}
      </ul>

      {weakestSections.length > 0 && (
        <>
          <h3 className="mt-5 text-sm font-semibold text-slate-800">{t('quality.weakest')}</h3>
          <ul className="mt-1 divide-y divide-slate-100 text-sm">
            {weakestSections.map((section, index) => (
              <li key={index} className="flex flex-wrap justify-between gap-x-3 py-1.5">
                <span className="min-w-0 break-words text-slate-800">{section.section}</span>
                <span className="text-slate-600 tabular-nums">
                  {t('quality.sectionScore', { count: section.asked, answered: section.answered })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}

      <QualityFailures failures={failures} />
    </>
  );
}
