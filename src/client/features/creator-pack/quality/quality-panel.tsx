import { Gauge, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PackQualityResponse } from '../../../../common/contracts/quality';
import { LoadFailureAlert } from '../../../components/load-failure';
import { Skeleton } from '../../../components/ui/skeleton';
import { isMissing } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { usePackQuality } from '../api/quality';
import { QualityReport } from './quality-report';
import { Panel } from '../../../components/ui/panel';

const FAILURE_KEYS = { loadError: 'quality.loadError', retry: 'quality.retry' };

/**
 * The pack's measured quality (issue 24), for its creator: how many test questions it answers with citations, how
 * many off-topic ones it refuses, and the questions that failed, to see what the pack lacks.
 */
export function QualityPanel({ packId }: { packId: string }) {
  const { t } = useTranslation('creatorPack');
  const quality = usePackQuality(packId);
  // Not the viewer's pack to measure (an admin looking on): the rest of the page stands without it.
  if (isMissing(quality.error)) return null;

  return (
    <Panel
      id="quality-heading"
      title={t('quality.heading')}
      Icon={Gauge}
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
      headingClassName="text-base font-semibold text-slate-900"
    >
      <p className="mt-1 text-sm text-pretty text-slate-600">{t('quality.intro')}</p>
      {quality.isPending ? (
        <Skeleton
          label={t('quality.loading')}
          className="mt-4 animate-pulse space-y-2"
          bars={['h-5 w-3/4 rounded', 'h-5 w-2/3 rounded', 'h-4 w-1/3 rounded']}
        />
      ) : quality.isError ? (
        <LoadFailureAlert namespace="creatorPack" keys={FAILURE_KEYS} query={quality} className="mt-4" />
      ) : (
        <QualityState data={quality.data} />
      )}
    </Panel>
  );
}

function QualityState({ data }: { data: PackQualityResponse }) {
  const { t } = useTranslation('creatorPack');
  const { language } = useLanguage();
  const { quality, measuring } = data;
  const date = quality ? formatDate(quality.measuredAt, language, 'long') : '';
  const status = measuring
    ? quality
      ? t('quality.measuringNewer', { date })
      : t('quality.measuring')
    : quality
      ? t('quality.measured', { date })
      : t('quality.empty');

  return (
    <>
      {/* One live sentence for every state, so a screen reader hears "measured" when the measuring ends. */}
      <p
        role="status"
        className={`mt-4 flex items-start gap-2 text-sm ${measuring ? 'font-medium text-brand-700' : 'text-slate-600'}`}
      >
        {measuring && (
          <LoaderCircle
            className="mt-0.5 size-4 shrink-0 animate-spin motion-reduce:animate-none"
            aria-hidden
          />
        )}
        {status}
      </p>
      {quality && <QualityReport report={quality} />}
    </>
  );
}
