import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { useLanguage } from '../../lib/use-language';
import { useRefund } from './api/library';
import { quotedTitles } from './quoted-titles';
import { refundErrorText } from './refund-error-text';

/** The order a refund was asked for, and the titles of its packs in the library (all of them lose their access). */
export interface RefundTarget {
  orderId: string;
  titles: string[];
}

interface RefundDialogProps {
  target: RefundTarget | null;
  onClose: () => void;
  onRefunded: (target: RefundTarget) => void;
}

/**
 * The confirmation before a refund: it says what happens (the money goes back, the access ends at once, in the
 * assistant too), then makes it. One dialog for the page, so it outlives the card that opened it.
 */
export function RefundDialog({ target, onClose, onRefunded }: RefundDialogProps) {
  const { t } = useTranslation('library');
  const { language } = useLanguage();
  const refund = useRefund();

  const handleClose = () => {
    if (!refund.isPending) refund.reset();
    onClose();
  };
  const handleConfirm = () => {
    if (!target) return;
    refund.mutate(target.orderId, { onSuccess: () => onRefunded(target) });
  };

  const titles = target?.titles ?? [];
  const packs = quotedTitles(titles, t, language);

  return (
    <Dialog
      open={target !== null}
      onClose={handleClose}
      title={t(titles.length > 1 ? 'refund.titleOrder' : 'refund.title')}
      closeLabel={t('refund.close')}
    >
      <p className="mt-3 text-slate-700">
        {titles.length > 1 ? t('refund.textOrder', { packs }) : t('refund.text', { packs })}
      </p>
      <p className="mt-2 text-slate-700">{t('refund.access')}</p>
      {refund.isError && refund.variables === target?.orderId && (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
          {refundErrorText(refund.error, t)}
        </p>
      )}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={handleClose}>
          {t('refund.cancel')}
        </Button>
        <Button disabled={refund.isPending} onClick={handleConfirm}>
          {refund.isPending ? t('refund.refunding') : t('refund.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
