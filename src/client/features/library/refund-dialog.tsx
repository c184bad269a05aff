import { useTranslation } from 'react-i18next';
import type { RefundQuoteResponse } from '../../../common/contracts/commerce';
import { Dialog, DialogActions } from '../../components/ui/dialog';
import { apiErrorText } from '../../lib/api-error-text';
import { formatMoney } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { useRefund, useRefundQuote, type RefundLine } from './api/library';
import { refundErrorText, refusalText } from './refund-error-text';

/** The line a refund was asked for: one pack of an order, or its block of query credits. */
export interface RefundTarget extends RefundLine {
  kind: 'pack' | 'credits';
}

interface RefundDialogProps {
  target: RefundTarget | null;
  onClose: () => void;
  onRefunded: (quote: RefundQuoteResponse) => void;
}

/**
 * The confirmation before a refund: it names what is refunded and how much comes back — a pack's price, or the unused
 * part of its query credits — and what ends with it, then makes it. One dialog for the page, so it outlives the card
 * that opened it.
 */
export function RefundDialog({ target, onClose, onRefunded }: RefundDialogProps) {
  const { t } = useTranslation('library');
  const { language } = useLanguage();
  const quote = useRefundQuote(target);
  const refund = useRefund();

  const handleClose = () => {
    if (!refund.isPending) refund.reset();
    onClose();
  };
  const handleConfirm = () => {
    if (!target || !quote.data) return;
    const made = quote.data;
    refund.mutate(target, { onSuccess: () => onRefunded(made) });
  };

  const credits = target?.kind === 'credits';
  const data = quote.data;
  const pack = data ? t('refund.quoted', { title: data.title }) : '';
  const amount = data ? formatMoney(data.amountCents, data.currency, language) : '';
  const refusal = data?.refusal ?? null;

  return (
    <Dialog
      open={target !== null}
      onClose={handleClose}
      title={t(credits ? 'refund.titleCredits' : 'refund.title')}
      closeLabel={t('refund.close')}
    >
      <div aria-busy={quote.isPending && target !== null}>
        {quote.isPending && <p className="mt-3 text-slate-700">{t('refund.loading')}</p>}
        {quote.isError && (
          <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
            {t('refund.quoteFailed', { reason: apiErrorText(quote.error, t) })}
          </p>
        )}
        {data && refusal && (
          <p role="alert" className="mt-3 rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900">
            {refusalText(refusal, t)}
          </p>
        )}
        {data && !refusal && (
          <>
            <p className="mt-3 text-slate-700">
              {data.kind === 'credits'
                ? t('refund.textCredits', { count: data.credits, amount, pack })
                : t('refund.text', { amount, pack })}
            </p>
            <p className="mt-2 text-slate-700">
              {t(data.kind === 'credits' ? 'refund.accessCredits' : 'refund.access')}
            </p>
          </>
        )}
      </div>
      {refund.isError && refund.variables === target && (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
          {refundErrorText(refund.error, t)}
        </p>
      )}
      <DialogActions
        cancelLabel={t('refund.cancel')}
        onCancel={handleClose}
        confirmLabel={refund.isPending ? t('refund.refunding') : t('refund.confirm')}
        onConfirm={handleConfirm}
        disabled={refund.isPending || !data || refusal !== null}
      />
    </Dialog>
  );
}
