import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REFUND_REFUSALS } from '../../../common/contracts/commerce';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { ApiError } from '../../lib/api';
import { apiErrorText } from '../../lib/api-error-text';
import { useRefund } from './api/library';

type Refusal = keyof typeof REFUND_REFUSALS;

/** Request a refund: a confirmation that says what it does (money back, access ends at once), then the call. */
export function RefundButton({
  orderId,
  title,
  onRefunded,
}: {
  orderId: string;
  title: string;
  onRefunded: () => void;
}) {
  const { t } = useTranslation('library');
  const [open, setOpen] = useState(false);
  const refund = useRefund();
  const close = () => {
    setOpen(false);
    refund.reset();
  };
  const refusal = (Object.keys(REFUND_REFUSALS) as Refusal[]).find(
    (key) => refund.error instanceof ApiError && refund.error.message === REFUND_REFUSALS[key],
  );

  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        {t('refund.button')}
      </Button>
      <Dialog open={open} onClose={close} title={t('refund.title')} closeLabel={t('refund.cancel')}>
        <p className="mt-3 text-slate-700">{t('refund.text', { title })}</p>
        {refund.isError && (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {refusal
              ? t(`refund.refusals.${refusal}`)
              : t('refund.failed', { reason: apiErrorText(refund.error, t) })}
          </p>
        )}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            {t('refund.cancel')}
          </Button>
          <Button
            disabled={refund.isPending}
            onClick={() =>
              refund.mutate(orderId, {
                onSuccess: () => {
                  setOpen(false);
                  onRefunded();
                },
              })
            }
          >
            {refund.isPending ? t('refund.refunding') : t('refund.confirm')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
