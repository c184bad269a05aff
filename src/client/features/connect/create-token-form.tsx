import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessTokenCreated } from '../../../common/contracts/access';
import { ACCESS_TOKEN_NAME_MAX_LENGTH } from '../../../common/limits';
import { PackLimitField, packLimitWords, usePackLimit } from '../../components/pack-limit-field';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/fields';
import { apiErrorDetail, apiErrorText } from '../../lib/api-error-text';
import { useLanguage } from '../../lib/use-language';
import { useCreateToken } from './api/connect-api';

const EXPIRIES = ['never', '30', '90', '365'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Name, which packs (all or chosen) and when it expires: a new token, handed up once. */
export function CreateTokenForm({ onCreated }: { onCreated: (token: AccessTokenCreated) => void }) {
  const { t } = useTranslation('connect');
  const { language } = useLanguage();
  const id = useId();
  const { unchosen, packIds, field } = usePackLimit();
  const create = useCreateToken();
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState<(typeof EXPIRIES)[number]>('never');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ids = packIds();
    if (ids === undefined) return;
    create.mutate(
      {
        name: name.trim(),
        ...(ids ? { pack_ids: ids } : {}),
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
    : unchosen
      ? t('create.choosePack')
      : null;

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
      <PackLimitField name={`${id}-limit`} words={packLimitWords(t, 'create')} {...field} />
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
