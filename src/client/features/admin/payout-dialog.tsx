import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { payoutRequestSchema, type PayoutCreator } from '../../../common/contracts/selling';
import { Dialog, DialogForm, dialogAbout } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/fields';
import { formatMoney } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { centsText, parseHundredths } from './amounts';
import { PageAlert } from '../../components/ui/page-alert';
import { FailureText } from './notices';
import { Fact } from '../../components/ui/fact';
import { Money } from '../../components/money';

/** The server's limit for a payout note, read from the shared schema. */
const NOTE_MAX = payoutRequestSchema.shape.note.unwrap().maxLength ?? 200;

export interface PayoutConfirmation {
  amountCents: number;
  note?: string;
}

export interface PayoutDialogProps {
  creator: PayoutCreator | null;
  currency: string;
  pending?: boolean;
  error?: { text: string; detail?: string };
  onConfirm: (confirmation: PayoutConfirmation) => void;
  onClose: () => void;
}

/**
 * Money leaves Kenja (or is recorded as having left), so it is asked first: the amount, the whole balance unless
 * the admin types less, and what will happen — a Stripe transfer, or only a record of money sent another way.
 */
export function PayoutDialog({ creator, pending = false, onClose, ...form }: PayoutDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      {...dialogAbout(creator, (creator) => t('payouts.dialog.title', { name: creator.name }))}
      onClose={onClose}
      closeLabel={t('close')}
    >
      {/* Inside the dialog's body, so the amount starts at the balance each time it opens. */}
      {creator && <PayoutForm creator={creator} pending={pending} onCancel={onClose} {...form} />}
    </Dialog>
  );
}

interface PayoutFormProps extends Omit<PayoutDialogProps, 'creator' | 'onClose' | 'pending'> {
  creator: PayoutCreator;
  pending: boolean;
  onCancel: () => void;
}

function PayoutForm({ creator, currency, pending, error, onConfirm, onCancel }: PayoutFormProps) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const amountId = useId();
  const noteId = useId();
  const [amount, setAmount] = useState(() => centsText(creator.balanceCents));
  const [note, setNote] = useState('');
  const [showProblem, setShowProblem] = useState(false);

  const money = (cents: number) => formatMoney(cents, currency, language);
  const cents = parseHundredths(amount);
  const problem =
    cents === null || cents === 0
      ? t('payouts.dialog.amountInvalid')
      : cents > creator.balanceCents
        ? t('payouts.dialog.amountOver', { balance: money(creator.balanceCents) })
        : undefined;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (problem || cents === null) {
      setShowProblem(true);
      return;
    }
    const trimmed = note.trim();
    onConfirm({ amountCents: cents, ...(trimmed ? { note: trimmed } : {}) });
  };

  return (
    <DialogForm
      onSubmit={handleSubmit}
      text={
        creator.stripeAccount
          ? t('payouts.dialog.stripeText', { name: creator.name, account: creator.stripeAccount })
          : t('payouts.dialog.manualText', { name: creator.name })
      }
      cancelLabel={t('payouts.dialog.cancel')}
      onCancel={onCancel}
      confirmLabel={
        pending
          ? t('payouts.dialog.paying')
          : problem
            ? t('payouts.dialog.confirmPlain')
            : t('payouts.dialog.confirm', { amount: money(cents ?? 0) })
      }
      disabled={pending}
    >
      <dl className="grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-3 text-sm">
        <Fact label={t('payouts.columns.balance')} className="font-semibold text-slate-900 tabular-nums">
          <Money cents={creator.balanceCents} currency={currency} stacked />
        </Fact>
        <Fact label={t('payouts.columns.method')} className="font-semibold text-slate-900">
          {creator.stripeAccount ? t('payouts.method.stripe') : t('payouts.method.manual')}
        </Fact>
      </dl>
      <TextField
        id={amountId}
        label={t('payouts.dialog.amount', { currency })}
        required
        hint={t('payouts.dialog.amountHint', { balance: money(creator.balanceCents) })}
        error={showProblem ? problem : undefined}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onValue={setAmount}
        className="tabular-nums"
      />
      <TextField
        id={noteId}
        label={t('payouts.dialog.note')}
        hint={t('payouts.dialog.noteHint')}
        counter={{ count: note.length, max: NOTE_MAX }}
        type="text"
        maxLength={NOTE_MAX}
        value={note}
        onValue={setNote}
      />
      {error && (
        <PageAlert>
          <FailureText message={error.text} detail={error.detail} />
        </PageAlert>
      )}
    </DialogForm>
  );
}
