import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { HomeButton } from '../../components/home-button';
import { LoadFailure } from '../../components/load-failure';
import { signedInPage } from '../../components/sign-in-required';
import { StatusCard } from '../../components/ui/status-card';
import { StatusCardLoading } from '../../components/ui/status-card-loading';
import { isMissing } from '../../lib/api';
import { registerNamespace } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import en from '../../locales/en/confirmPurchase.json';
import ja from '../../locales/ja/confirmPurchase.json';
import { useConfirmation } from './api/confirmation';
import { PurchaseRequest } from './purchase-request';

registerNamespace('confirmPurchase', { en, ja });

/**
 * /confirm-purchase/{token}: where an assistant sends its person when a purchase needs them (URL-mode elicitation,
 * or the link in a tool's result). Only the person who owns the assistant sees what it asks; to anyone else the
 * link says nothing at all.
 */
export const ConfirmPurchasePage = signedInPage('confirmPurchase', ConfirmPurchase);

function ConfirmPurchase() {
  const { token = '' } = useParams();
  const { t } = useTranslation('confirmPurchase');
  const confirmation = useConfirmation(token);
  if (confirmation.isPending) return <Loading />;
  // Someone else's request answers 404 as well: the same neutral card, naming nothing.
  if (isMissing(confirmation.error)) return <NothingToConfirm />;
  if (confirmation.isError) {
    return (
      <Titled title={t('title')}>
        <LoadFailure namespace="confirmPurchase" title={t('title')} query={confirmation} width="xl" />
      </Titled>
    );
  }
  return <PurchaseRequest token={token} confirmation={confirmation.data} />;
}

function Titled({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return children;
}

function Loading() {
  const { t } = useTranslation('confirmPurchase');
  return (
    <Titled title={t('title')}>
      <StatusCardLoading />
    </Titled>
  );
}

function NothingToConfirm() {
  const { t } = useTranslation('confirmPurchase');
  return (
    <Titled title={t('notFound.title')}>
      <StatusCard
        Icon={SearchX}
        tone="brand"
        title={t('notFound.title')}
        actions={<HomeButton>{t('home')}</HomeButton>}
      >
        <p>{t('notFound.text')}</p>
      </StatusCard>
    </Titled>
  );
}
