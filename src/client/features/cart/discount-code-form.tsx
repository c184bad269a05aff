import { Tag, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_OPEN_MINUTES, DISCOUNT_CODE_MAX_LENGTH } from '../../../common/limits';
import { Button } from '../../components/ui/button';
import type { DiscountRefusal } from '../../../common/contracts/refusals';

interface Props {
  /** The code the cart is priced with, once applied. */
  applied: string | null;
  checking: boolean;
  refusal: DiscountRefusal | undefined;
  /** Something else went wrong asking for the price (shown as it came). */
  failure: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/** A creator's discount code: typed, applied (the cart is priced again), or removed. */
export function DiscountCodeForm({ applied, checking, refusal, failure, onApply, onRemove }: Props) {
  const { t } = useTranslation('cart');
  const [text, setText] = useState('');
  const inputId = useId();
  const messageId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = text.trim();
    if (code) onApply(code);
  };
  // A used-up code says why it may come free again: checkouts waiting for payment hold its uses (ADR 0038).
  const problem = refusal ? t(`codeRefusals.${refusal}`, { minutes: CHECKOUT_OPEN_MINUTES }) : failure;

  if (applied && !refusal && !failure) {
    return (
      <p className="flex items-center justify-between gap-3 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
        <span className="flex items-center gap-2">
          <Tag className="size-4" aria-hidden />
          {checking ? t('code.checking') : t('code.applied', { code: applied })}
        </span>
        <button
          type="button"
          onClick={() => {
            setText('');
            onRemove();
          }}
          className="flex items-center gap-1 rounded-lg px-2 py-1 font-medium hover:bg-emerald-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X className="size-4" aria-hidden />
          {t('code.remove')}
        </button>
      </p>
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
        {t('code.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={DISCOUNT_CODE_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? messageId : undefined}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 uppercase focus-visible:outline-2 focus-visible:outline-brand-600"
        />
        <Button type="submit" variant="secondary" disabled={checking || text.trim() === ''}>
          {checking ? t('code.checking') : t('code.apply')}
        </Button>
      </div>
      {problem && (
        <p id={messageId} role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
    </form>
  );
}
