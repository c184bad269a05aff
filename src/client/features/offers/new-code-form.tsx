import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioPack } from '../../../common/contracts/studio';
import { CHECKOUT_OPEN_MINUTES, DISCOUNT_CODE_MAX_LENGTH } from '../../../common/limits';
import { MoneyField, SelectField, TextField } from '../../components/ui/fields';
import { NewOfferForm, SubmitRow } from './offer-parts';
import { useNewCode, type CodeDraft } from './use-new-code';
import { PackOptions } from '../../components/ui/pack-options';

/** A new discount code: the code, a percentage or an amount off, one pack or all, an expiry date and a limit. */
export function NewCodeForm({ packs, currency }: { packs: StudioPack[]; currency: string }) {
  const { t } = useTranslation('offers');
  const id = useId();
  const { draft, set, refusal, ...form } = useNewCode();
  const percent = draft.kind === 'percent';

  return (
    <NewOfferForm title={t('codes.new')} onSubmit={form.submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-code`}
          label={t('codes.code')}
          hint={t('codes.codeHint')}
          error={refusal('code')}
          required
          value={draft.code}
          onValue={(typed) => set('code', typed.toUpperCase())}
          maxLength={DISCOUNT_CODE_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          className="font-mono uppercase"
        />
        <CodeKindField name={`${id}-kind`} kind={draft.kind} onKind={(kind) => set('kind', kind)} />
        <MoneyField
          id={`${id}-amount`}
          label={percent ? t('codes.percent') : t('codes.fixed', { currency })}
          error={refusal('amount')}
          required
          min={percent ? 1 : 0.01}
          max={percent ? 100 : undefined}
          step={percent ? 1 : 0.01}
          value={draft.amount}
          onValue={(amount) => set('amount', amount)}
        />
        <SelectField
          id={`${id}-pack`}
          label={t('codes.pack')}
          error={refusal('packId')}
          value={draft.packId}
          onValue={(packId) => set('packId', packId)}
        >
          <PackOptions none={t('codes.allPacks')} packs={packs} />
        </SelectField>
        <TextField
          id={`${id}-expires`}
          label={t('codes.expires')}
          hint={t('codes.expiresHint')}
          error={refusal('expiresAt')}
          type="date"
          value={draft.expires}
          onValue={(expires) => set('expires', expires)}
        />
        <TextField
          id={`${id}-limit`}
          label={t('codes.limit')}
          hint={t('codes.limitHint', { minutes: CHECKOUT_OPEN_MINUTES })}
          error={refusal('usageLimit')}
          type="number"
          min={1}
          step={1}
          value={draft.limit}
          onValue={(limit) => set('limit', limit)}
        />
      </div>
      <SubmitRow
        label={t('codes.create')}
        pending={form.pending}
        ready={form.ready}
        done={form.made && t('codes.created', { code: form.made })}
        failure={form.failure}
      />
    </NewOfferForm>
  );
}

interface CodeKindFieldProps {
  /** The radio group's name. */
  name: string;
  kind: CodeDraft['kind'];
  onKind: (kind: CodeDraft['kind']) => void;
}

/** Whether the code takes a percentage or a fixed amount off. */
function CodeKindField({ name, kind, onKind }: CodeKindFieldProps) {
  const { t } = useTranslation('offers');
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">{t('codes.kind')}</legend>
      <div className="mt-2 flex gap-4 text-sm">
        {(['percent', 'fixed'] as const).map((option) => (
          <label key={option} className="flex items-center gap-2">
            <input type="radio" name={name} checked={kind === option} onChange={() => onKind(option)} />
            {t(`codes.kinds.${option}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
