import { Tags } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LinkStatusCard } from '../../components/link-status-card';
import { LoadFailure } from '../../components/load-failure';
import { StatusCardLoading } from '../../components/ui/status-card-loading';
import { registerNamespace } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import en from '../../locales/en/offers.json';
import ja from '../../locales/ja/offers.json';
import { useBundleList, useDiscountCodes, useMyPacks } from './api/offers';
import { BundlesSection } from './bundles-section';
import { DiscountCodesSection } from './discount-codes-section';

registerNamespace('offers', { en, ja });

/** /creator/offers: the creator's discount codes and bundles (issue 11). */
export function OffersPage() {
  const { t } = useTranslation('offers');
  useDocumentTitle(t('title'));
  const packs = useMyPacks();
  const codes = useDiscountCodes();
  const bundles = useBundleList();
  const queries = [packs, codes, bundles];

  if (queries.some((query) => query.isPending)) return <StatusCardLoading />;
  const failed = queries.find((query) => query.isError);
  if (failed || !packs.data || !codes.data || !bundles.data) {
    const retryAll = () => queries.forEach((query) => void query.refetch());
    return (
      <LoadFailure
        namespace="offers"
        title={t('title')}
        query={{ error: failed?.error, refetch: retryAll }}
      />
    );
  }
  const published = packs.data.filter((pack) => pack.status === 'published');
  if (published.length === 0 && codes.data.length === 0 && bundles.data.length === 0) {
    return <LinkStatusCard namespace="offers" messages="none" Icon={Tags} to="/creator/upload" />;
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
