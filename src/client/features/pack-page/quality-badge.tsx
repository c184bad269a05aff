import { BadgeCheck, ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PackQualitySummary } from '../../../common/contracts/quality';

/**
 * The pack's measured quality (issue 24), for buyers: how many test questions it answers with citations. A
 * disclosure says how it was measured; a native <details> needs no script and no ARIA, and opens by keyboard.
 */
export function QualityBadge({ quality }: { quality: PackQualitySummary }) {
  const { t } = useTranslation('packPage');
  const { questions, answered, offTopic, refused } = quality;
  return (
    <details className="group mt-4 text-sm">
      {/* The flex box is inside: older Safari will not lay a <summary> out as one. */}
      <summary className="w-fit cursor-pointer list-none rounded-lg bg-emerald-50 px-3 py-1.5 font-medium text-emerald-900 ring-1 ring-emerald-200 ring-inset hover:bg-emerald-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
        <span className="flex items-center gap-1.5">
          <BadgeCheck className="size-4 shrink-0 text-emerald-700" aria-hidden />
          {t('quality.badge', { count: questions, answered })}
          <ChevronDown
            className="size-4 shrink-0 text-emerald-700 transition-transform group-open:rotate-180"
            aria-hidden
          />
        </span>
      </summary>
      <p className="mt-2 max-w-prose text-pretty text-slate-600">
        {offTopic > 0 ? t('quality.explainWithOffTopic', { refused, offTopic }) : t('quality.explain')}
      </p>
    </details>
  );
}
