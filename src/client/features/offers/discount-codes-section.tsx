import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiscountCode } from '../../../common/contracts/offers';
import type { StudioPack } from '../../../common/contracts/studio';
import { DISCOUNT_CODE_MAX_LENGTH } from '../../../common/limits';
import { MoneyField, SelectField, TextField } from '../../components/ui/fields';
import { apiErrorText } from '../../lib/api-error-text';
import { formatDate, formatPrice } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { useCreateCode, useEndCode } from './api/offers';
import { NewOfferForm, OFFERS_PANEL, OfferList, StateBadge, StopButton, SubmitRow } from './offer-parts';
import { fieldRefusal } from './refusals';
import { Panel } from '../../components/ui/panel';

type CodeState = 'active' | 'ended' | 'usedUp';

const stateOf = (code: DiscountCode): CodeState =>
  code.expiresAt && Date.parse(code.expiresAt) <= Date.now()
    ? 'ended'
    : code.usageLimit !== null && code.uses >= code.usageLimit
      ? 'usedUp'
      : 'active';

/** The creator's discount codes: what each takes off, where, until when, how often used; and a new one. */
export function DiscountCodesSection({ codes, packs }: { codes: DiscountCode[]; packs: StudioPack[] }) {
  const { t } = useTranslation('offers');
  const { language } = useLanguage();
  const end = useEndCode();
  const currency = packs[0]?.currency ?? 'USD';
  return (
    <Panel id="codes-heading" title={t('codes.heading')} intro={t('codes.intro')} {...OFFERS_PANEL}>
      <OfferList
        offers={codes}
        label={t('codes.listLabel')}
        empty={t('codes.empty')}
        failure={end.isError ? apiErrorText(end.error, t) : null}
      >
        {(code) => {
          const state = stateOf(code);
          return (
            <li className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-mono font-semibold text-slate-900">{code.code}</p>
                <p className="text-sm text-slate-600">
                  {code.kind === 'percent'
                    ? t('codes.percentOff', { amount: code.amount })
                    : t('codes.amountOff', { amount: formatPrice(code.amount, currency, language) })}
                  {' · '}
                  {code.packTitle ?? t('codes.allPacks')}
                  {' · '}
                  {code.expiresAt
                    ? t('codes.until', { date: formatDate(code.expiresAt, language) })
                    : t('codes.noExpiry')}
                  {' · '}
                  {code.usageLimit === null
                    ? t('codes.usesUnlimited', { count: code.uses })
                    : t('codes.uses', { count: code.uses, limit: code.usageLimit })}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <StateBadge>{t(`codes.states.${state}`)}</StateBadge>
                {state === 'active' && (
                  <StopButton
                    name={t('codes.endLabel', { code: code.code })}
                    pending={end.isPending}
                    onClick={() => end.mutate(code.id)}
                  >
                    {t('codes.end')}
                  </StopButton>
                )}
              </div>
            </li>
          );
        }}
      </OfferList>
      <NewCodeForm packs={packs} currency={currency} />
    </Panel>
  );
}

function NewCodeForm({ packs, currency }: { packs: StudioPack[]; currency: string }) {
  const { t } = useTranslation('offers');
  const create = useCreateCode();
  const id = useId();
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<'percent' | 'fixed'>('percent');
  const [amount, setAmount] = useState('');
  const [packId, setPackId] = useState('');
  const [expires, setExpires] = useState('');
  const [limit, setLimit] = useState('');
  const [made, setMade] = useState<string | null>(null);
  const refusal = (field: string) => fieldRefusal(create.error, field, t);
  const refused = ['code', 'amount', 'packId'].some((field) => refusal(field));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMade(null);
    const value = Number(amount);
    create.mutate(
      {
        code: code.trim(),
        kind,
        amount: kind === 'percent' ? Math.round(value) : Math.round(value * 100),
        packId: packId || null,
        expiresAt: expires ? new Date(`${expires}T23:59:59`).toISOString() : null,
        usageLimit: limit ? Number(limit) : null,
      },
      {
        onSuccess: ({ code: saved }) => {
          setMade(saved.code);
          setCode('');
          setAmount('');
          setLimit('');
          setExpires('');
        },
      },
    );
  };

  return (
    <NewOfferForm title={t('codes.new')} onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-code`}
          label={t('codes.code')}
          hint={t('codes.codeHint')}
          error={refusal('code')}
          required
          value={code}
          onValue={(typed) => setCode(typed.toUpperCase())}
          maxLength={DISCOUNT_CODE_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          className="font-mono uppercase"
        />
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">{t('codes.kind')}</legend>
          <div className="mt-2 flex gap-4 text-sm">
            {(['percent', 'fixed'] as const).map((option) => (
              <label key={option} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-kind`}
                  checked={kind === option}
                  onChange={() => setKind(option)}
                />
                {t(`codes.kinds.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <MoneyField
          id={`${id}-amount`}
          label={kind === 'percent' ? t('codes.percent') : t('codes.fixed', { currency })}
          error={refusal('amount')}
          required
          min={kind === 'percent' ? 1 : 0.01}
          max={kind === 'percent' ? 100 : undefined}
          step={kind === 'percent' ? 1 : 0.01}
          value={amount}
          onValue={setAmount}
        />
        <SelectField
          id={`${id}-pack`}
          label={t('codes.pack')}
          error={refusal('packId')}
          value={packId}
          onValue={setPackId}
        >
          <option value="">{t('codes.allPacks')}</option>
          {packs.map((pack) => (
            <option key={pack.id} value={pack.id}>
              {pack.title}
            </option>
          ))}
        </SelectField>
        <TextField
          id={`${id}-expires`}
          label={t('codes.expires')}
          hint={t('codes.expiresHint')}
          error={refusal('expiresAt')}
          type="date"
          value={expires}
          onValue={setExpires}
        />
        <TextField
          id={`${id}-limit`}
          label={t('codes.limit')}
          hint={t('codes.limitHint')}
          error={refusal('usageLimit')}
          type="number"
          min={1}
          step={1}
          value={limit}
          onValue={setLimit}
        />
      </div>
      <SubmitRow
        label={t('codes.create')}
        pending={create.isPending}
        ready={code.trim() !== '' && amount !== ''}
        done={made && t('codes.created', { code: made })}
        failure={refused ? null : create.isError ? apiErrorText(create.error, t) : null}
      />
    </NewOfferForm>
  );
}
