import { Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';

export type UpcomingScreen = 'creatorDashboard';

/** The frame of a screen that a later piece of work builds: it says what will be here, in the page's language. */
export function UpcomingPage({ screen }: { screen: UpcomingScreen }) {
  const { t } = useTranslation();
  const { localize } = useLanguage();
  const { productId = '' } = useParams();
  const title = t(`upcoming.${screen}.title`);
  useDocumentTitle(title);
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
      <div className="rounded-3xl border border-slate-200 bg-white p-8 shadow-sm sm:p-12">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-xs font-semibold text-amber-800">
          <Hammer className="size-3.5" aria-hidden />
          {t('upcoming.badge')}
        </span>
        <h1 className="mt-4 text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-3 text-lg text-slate-600">{t(`upcoming.${screen}.text`, { id: productId })}</p>
        <ButtonLink to={localize('/')} variant="secondary" className="mt-8">
          {t('upcoming.backHome')}
        </ButtonLink>
      </div>
    </section>
  );
}
