import { Wallet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYOUT_REFUSALS, type Payout, type PayoutCreator } from '../../../common/contracts/selling';
import { ApiError } from '../../lib/api';
import { apiErrorDetail, apiErrorText } from '../../lib/api-error-text';
import { formatMoney } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { useCreatePayout } from './api/create-payout';
import { useAdminPayouts } from './api/get-payouts';
import { PageAlert } from '../../components/ui/page-alert';
import { EmptyState, FailureText, LoadErrorAlert, SuccessNotice } from './notices';
import { PayoutCreators } from './payout-creators';
import { PayoutDialog, type PayoutConfirmation } from './payout-dialog';
import { PlatformFeeForm } from './platform-fee-form';
import { RecentPayouts } from './recent-payouts';
import { TabSkeleton } from './tab-skeleton';
import { TabSection } from './tab-section';

/** The server's refusals it knows, in the interface language (others fall back to the shared conflict text). */
function refusalKey(
  error: unknown,
):
  | 'payouts.refusals.overBalance'
  | 'payouts.refusals.nothingDue'
  | 'payouts.refusals.stripeRefused'
  | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.message.startsWith(PAYOUT_REFUSALS.stripeRefused)) return 'payouts.refusals.stripeRefused';
  if (error.message === PAYOUT_REFUSALS.overBalance) return 'payouts.refusals.overBalance';
  if (error.message === PAYOUT_REFUSALS.nothingDue) return 'payouts.refusals.nothingDue';
  return undefined;
}

/** Payouts (issue 12): Kenja's fee, what each creator is owed, paying it, and the payouts made lately. */
export function PayoutsTab() {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const query = useAdminPayouts();
  const create = useCreatePayout();
  const [paying, setPaying] = useState<PayoutCreator | null>(null);
  // Whom the last payout was for: its outcome is told even when the dialog was closed while it was sent.
  const [target, setTarget] = useState<PayoutCreator | null>(null);
  const [done, setDone] = useState('');

  const data = query.data;
  const money = (cents: number, currency: string) => formatMoney(cents, currency, language);

  const handleOpen = (creator: PayoutCreator) => {
    create.reset();
    setDone('');
    setPaying(creator);
  };
  const handleClose = () => {
    if (!create.isPending) create.reset(); // a failure read in the dialog is not told again in the tab
    setPaying(null);
  };
  const handleConfirm = ({ amountCents, note }: PayoutConfirmation) => {
    if (!paying) return;
    const creator = paying;
    setTarget(creator);
    create.mutate(
      { creatorId: creator.creatorId, amountCents, ...(note ? { note } : {}) },
      {
        onSuccess: (payout: Payout) => {
          setPaying((open) => (open?.creatorId === creator.creatorId ? null : open));
          const amount = money(payout.amountCents, payout.currency);
          setDone(
            payout.method === 'stripe'
              ? t('payouts.done.stripe', { amount, name: creator.name, transfer: payout.transferRef ?? '' })
              : t('payouts.done.manual', { amount, name: creator.name }),
          );
        },
      },
    );
  };

  const failure =
    target && create.isError
      ? {
          text: t('payouts.failed', {
            name: target.name,
            reason: apiErrorText(create.error, t, {
              conflict: t(refusalKey(create.error) ?? 'payouts.refusals.other'),
            }),
          }),
          detail: apiErrorDetail(create.error, language),
        }
      : undefined;

  return (
    <TabSection messages="payouts" width="max-w-3xl">
      {query.isPending && <TabSkeleton tab="payouts" />}
      {query.isError && <LoadErrorAlert className="mt-6" message={t('payouts.loadError')} query={query} />}

      {data && (
        <div className="mt-6 space-y-10">
          <PlatformFeeForm feeBps={data.feeBps} />

          <div>
            <h3 className="text-lg font-semibold">{t('payouts.creatorsHeading')}</h3>
            <SuccessNotice className="mt-3">{done}</SuccessNotice>
            {failure && !paying && (
              <PageAlert className="mt-3" onDismiss={() => create.reset()}>
                <FailureText message={failure.text} detail={failure.detail} />
              </PageAlert>
            )}
            {data.creators.length === 0 ? (
              <EmptyState
                className="mt-3"
                Icon={Wallet}
                title={t('payouts.empty.title')}
                text={t('payouts.empty.text')}
              />
            ) : (
              <div className="mt-3" aria-busy={query.isFetching}>
                <p className="mb-3 text-sm text-slate-600">{t('payouts.figuresHint')}</p>
                <PayoutCreators
                  creators={data.creators}
                  currency={data.currency}
                  pendingId={create.isPending ? create.variables.creatorId : undefined}
                  onPayOut={handleOpen}
                />
              </div>
            )}
          </div>

          <div>
            <h3 className="text-lg font-semibold">{t('payouts.recent.heading')}</h3>
            <RecentPayouts payouts={data.recent} creators={data.creators} />
          </div>

          <PayoutDialog
            creator={paying}
            currency={data.currency}
            pending={create.isPending}
            error={failure}
            onConfirm={handleConfirm}
            onClose={handleClose}
          />
        </div>
      )}
    </TabSection>
  );
}
