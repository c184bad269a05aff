import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUERY_CREDIT_BLOCKS_MAX } from '../../../common/limits';

interface CreditsStepperProps {
  blocks: number;
  onChange: (blocks: number) => void;
  disabled?: boolean;
}

const clamp = (blocks: number) => Math.min(QUERY_CREDIT_BLOCKS_MAX, Math.max(1, blocks));

/**
 * How many blocks of 100 queries: typed, stepped with − and +, or with the arrow keys. What is typed is kept as
 * typed while the field has focus (an empty field is not turned into 1 under the cursor) and tidied on leaving it.
 */
export function CreditsStepper({ blocks, onChange, disabled }: CreditsStepperProps) {
  const { t } = useTranslation('packPage');
  const [draft, setDraft] = useState<string | null>(null);

  const handleType = (text: string) => {
    setDraft(text);
    const typed = Number.parseInt(text, 10);
    if (Number.isFinite(typed)) onChange(clamp(typed));
  };
  const step = (by: number) => {
    setDraft(null);
    onChange(clamp(blocks + by));
  };
  const stepClass =
    'flex size-11 shrink-0 items-center justify-center rounded-xl border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50';

  return (
    <div>
      <label htmlFor="credit-blocks" className="text-sm font-semibold text-slate-800">
        {t('credits.blocksLabel')}
      </label>
      <div className="mt-1.5 flex items-center gap-2">
        <button
          type="button"
          className={stepClass}
          aria-label={t('credits.fewer')}
          aria-controls="credit-blocks"
          disabled={disabled || blocks <= 1}
          onClick={() => step(-1)}
        >
          <Minus className="size-4" aria-hidden />
        </button>
        <input
          id="credit-blocks"
          type="number"
          inputMode="numeric"
          min={1}
          max={QUERY_CREDIT_BLOCKS_MAX}
          step={1}
          disabled={disabled}
          value={draft ?? String(blocks)}
          onChange={(event) => handleType(event.target.value)}
          onBlur={() => setDraft(null)}
          className="block h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-white px-3 text-center text-base text-slate-900 shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 sm:text-sm"
        />
        <button
          type="button"
          className={stepClass}
          aria-label={t('credits.more')}
          aria-controls="credit-blocks"
          disabled={disabled || blocks >= QUERY_CREDIT_BLOCKS_MAX}
          onClick={() => step(1)}
        >
          <Plus className="size-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}
