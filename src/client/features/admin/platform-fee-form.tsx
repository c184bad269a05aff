import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PLATFORM_FEE_MAX_BPS } from '../../../common/limits';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/fields';
import { apiErrorDetail, apiErrorText } from '../../lib/api-error-text';
import { useLanguage } from '../../lib/use-language';
import { formatFee, parseHundredths, percentText } from './amounts';
import { useSavePlatformFee } from './api/save-platform-fee';
import { PageAlert } from '../../components/ui/page-alert';
import { FailureText } from './notices';

/** Kenja's share of each sale, typed as a percentage (10 → 1000 basis points); it applies to sales from now on. */
export function PlatformFeeForm({ feeBps }: { feeBps: number }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const id = useId();
  const save = useSavePlatformFee();
  const [text, setText] = useState(() => percentText(feeBps));
  const [showProblem, setShowProblem] = useState(false);
  const [saved, setSaved] = useState<number | null>(null);

  const typed = parseHundredths(text);
  const valid = typed !== null && typed <= PLATFORM_FEE_MAX_BPS;
  const max = formatFee(PLATFORM_FEE_MAX_BPS, language);

  const handleChange = (value: string) => {
    setText(value);
    setSaved(null);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid) {
      setShowProblem(true);
      return;
    }
    setShowProblem(false);
    save.mutate(typed, {
      onSuccess: (bps) => {
        setText(percentText(bps));
        setSaved(bps);
      },
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby={`${id}-heading`} className="max-w-xl">
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        {t('payouts.fee.heading')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {t('payouts.fee.current', { percent: formatFee(feeBps, language) })}
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="sm:w-48">
          <TextField
            id={id}
            label={t('payouts.fee.label')}
            required
            error={showProblem && !valid ? t('payouts.fee.invalid', { max }) : undefined}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onValue={handleChange}
          />
        </div>
        <Button type="submit" disabled={save.isPending || typed === feeBps} className="sm:mt-7">
          {save.isPending ? t('payouts.fee.saving') : t('payouts.fee.save')}
        </Button>
      </div>
      {save.isError && (
        <PageAlert className="mt-3">
          <FailureText
            message={`${t('payouts.fee.saveError')} ${apiErrorText(save.error, t)}`}
            detail={apiErrorDetail(save.error, language)}
          />
        </PageAlert>
      )}
      <p role="status" className="mt-2 text-sm text-emerald-800">
        {saved !== null ? t('payouts.fee.saved', { percent: formatFee(saved, language) }) : ''}
      </p>
    </form>
  );
}
