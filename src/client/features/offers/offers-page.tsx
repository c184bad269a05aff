import { Tags } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageAlert } from '../../components/ui/page-alert';
import { StatusCard } from '../../components/ui/status-card';
import { StatusCardLoading } from '../../components/ui/status-card-loading';
import { apiErrorText } from '../../lib/api-error-text';
import { registerNamespace } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';
import en from '../../locales/en/offers.json';
import ja from '../../locales/ja/offers.json';
import { useBundleList, useDiscountCodes, useMyPacks } from './api/offers';
import { BundlesSection } from './bundles-section';
import { DiscountCodesSection } from './discount-codes-section';

registerNamespace('offers', { en, ja });

/** /creator/offers: the creator's discount codes and bundles (issue 11). */
export function OffersPage() {
  const { t } = useTranslation('offers');
  const { localize } = useLanguage();
  useDocumentTitle(t('title'));
  const packs = useMyPacks();
  const codes = useDiscountCodes();
  const bundles = useBundleList();
  const queries = [packs, codes, bundles];

  if (queries.some((query) => query.isPending)) return <StatusCardLoading />;
  const failed = queries.find((query) => query.isError);
  if (failed || !packs.data || !codes.data || !bundles.data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        <PageAlert className="mt-6">
          <p>{t('loadError', { reason: apiErrorText(failed?.error, t) })}</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => queries.forEach((query) => void query.refetch())}
          >
            {t('retry')}
          </Button>
        </PageAlert>
      </div>
    );
  }
  const published = packs.data.filter((pack) => pack.status === 'published');
  if (published.length === 0 && codes.data.length === 0 && bundles.data.length === 0) {
    return (
      <StatusCard
        Icon={Tags}
        tone="brand"
        title={t('none.title')}
        actions={
          <ButtonLink to={localize('/creator/upload')} size="lg">
            {t('none.button')}
          </ButtonLink>
        }
      >
        <p>{t('none.text')}</p>
      </StatusCard>
    );
  }
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6 sm:py-14">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
        <p className="mt-2 text-slate-600">{t('intro')}</p>
      </div>
      <DiscountCodesSection codes={codes.data} packs={published} />
      <BundlesSection bundles={bundles.data} packs={published} />
    </div>
  );
}
