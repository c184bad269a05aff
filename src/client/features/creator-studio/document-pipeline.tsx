import { Quote, ScanSearch, Scissors, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { iconCardsOf } from '../../components/ui/icon-cards';
import { PageSection, WHITE_BAND } from '../../components/ui/page-section';

const STAGES = {
  upload: Upload,
  chunk: Scissors,
  search: ScanSearch,
  cite: Quote,
};

/** What happens to a creator's files: chunking, hybrid (keyword + meaning) search, citations back to their pages. */
export function DocumentPipeline() {
  const { t } = useTranslation('creatorStudio');
  return (
    <PageSection
      id="creator-pipeline"
      title={t('pipeline.title')}
      subtitle={t('pipeline.subtitle')}
      band={WHITE_BAND}
    >
      <ol className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {iconCardsOf(t, 'pipeline', STAGES).map(({ key, Icon, title, text }, index) => (
          <li key={key} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
            <div className="flex items-center justify-between">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-600 text-white">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="text-2xl font-bold text-slate-500" aria-hidden>
                {String(index + 1).padStart(2, '0')}
              </span>
            </div>
            <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-sm text-slate-600">{text}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
