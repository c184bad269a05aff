import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessTokenCreated } from '../../../common/contracts/access';
import { ACCESS_TOKEN_NAME_MAX_LENGTH } from '../../../common/limits';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/fields';
import { apiErrorDetail, apiErrorText } from '../../lib/api-error-text';
import { useLanguage } from '../../lib/use-language';
import { useCreateToken, useReadablePacks } from './api/connect-api';
import { CheckboxList, toggled } from '../../components/ui/checkbox-list';

const EXPIRIES = ['never', '30', '90', '365'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Name, which packs (all or chosen) and when it expires: a new token, handed up once. */
export function CreateTokenForm({ onCreated }: { onCreated: (token: AccessTokenCreated) => void }) {
  const { t } = useTranslation('connect');
  const { language } = useLanguage();
  const id = useId();
  const packs = useReadablePacks();
  const create = useCreateToken();
  const [name, setName] = useState('');
  const [limit, setLimit] = useState<'all' | 'chosen'>('all');
  const [chosen, setChosen] = useState<string[]>([]);
  const [expiry, setExpiry] = useState<(typeof EXPIRIES)[number]>('never');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (limit === 'chosen' && chosen.length === 0) {
      setProblem(t('create.choosePack'));
      return;
    }
    setProblem(null);
    create.mutate(
      {
        name: name.trim(),
        ...(limit === 'chosen' ? { pack_ids: chosen } : {}),
        ...(expiry === 'never'
          ? {}
          : { expires_at: new Date(Date.now() + Number(expiry) * DAY_MS).toISOString() }),
      },
      {
        onSuccess: (token) => {
          setName('');
          onCreated(token);
        },
      },
    );
  };

  const error = create.isError
    ? [apiErrorText(create.error, t), apiErrorDetail(create.error, language)].filter(Boolean).join(' ')
    : problem;
  const available = packs.data?.packs ?? [];

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <TextField
        id={`${id}-name`}
        label={t('create.name')}
        required
        badge={false}
        value={name}
        onValue={setName}
        maxLength={ACCESS_TOKEN_NAME_MAX_LENGTH}
        placeholder={t('create.namePlaceholder')}
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('create.packs')}</legend>
        <div className="mt-1 space-y-1 text-sm text-slate-700">
          {(['all', 'chosen'] as const).map((option) => (
            <label key={option} className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-limit`}
                checked={limit === option}
                onChange={() => setLimit(option)}
                className="size-4 accent-brand-600"
              />
              {option === 'all' ? t('create.allPacks') : t('create.chosenPacks')}
            </label>
          ))}
        </div>
        {limit === 'chosen' && (
          <fieldset className="mt-2 rounded-xl border border-slate-200 p-3">
            <legend className="px-1 text-xs font-medium text-slate-600">{t('create.packsLegend')}</legend>
            {available.length === 0 ? (
              <p className="text-sm text-slate-600">{t('create.noPacks')}</p>
            ) : (
              <CheckboxList
                items={available}
                chosen={chosen}
                onToggle={(packId, on) => setChosen((ids) => toggled(ids, packId, on))}
                className="max-h-48 space-y-1 overflow-y-auto"
                labelClassName="flex items-center gap-2 text-sm text-slate-800"
                boxClassName="size-4 accent-brand-600"
              >
                {(pack) => <span className="break-words">{pack.title}</span>}
              </CheckboxList>
            )}
          </fieldset>
        )}
      </fieldset>
      <SelectField
        id={`${id}-expiry`}
        label={t('create.expiry')}
        badge={false}
        value={expiry}
        onValue={(chosen) => setExpiry(chosen as (typeof EXPIRIES)[number])}
      >
        {EXPIRIES.map((option) => (
          <option key={option} value={option}>
            {t(`create.expiryOptions.${option}`)}
          </option>
        ))}
      </SelectField>
      {error && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <Button type="submit" disabled={create.isPending || name.trim() === ''}>
        {create.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
        {create.isPending ? t('create.submitting') : t('create.submit')}
      </Button>
    </form>
  );
}
