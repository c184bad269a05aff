import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bundle } from '../../../common/contracts/offers';
import type { StudioPack } from '../../../common/contracts/studio';
import { BUNDLE_MAX_PACKS, BUNDLE_TITLE_MAX_LENGTH } from '../../../common/limits';
import { MoneyField, TextAreaField, TextField } from '../../components/ui/fields';
import { apiErrorText } from '../../lib/api-error-text';
import { formatMoney } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { useArchiveBundle, useCreateBundle } from './api/offers';
import { NewOfferForm, OFFERS_PANEL, OfferList, StateBadge, SubmitRow } from './offer-parts';
import { fieldRefusal } from './refusals';
import { Panel } from '../../components/ui/panel';
import { CheckboxList, toggled } from '../../components/ui/checkbox-list';
import { RowActionButton } from '../../components/ui/row-action-button';
import { Money } from '../../components/money';

const salePrice = (pack: StudioPack) => pack.discountPriceCents ?? pack.priceCents;

/** The creator's bundles (spec 02 §3 Bundle): their packs, price and saving; a new one; archiving. */
export function BundlesSection({ bundles, packs }: { bundles: Bundle[]; packs: StudioPack[] }) {
  const { t } = useTranslation('offers');
  const { language } = useLanguage();
  const archive = useArchiveBundle();
  return (
    <Panel id="bundles-heading" title={t('bundles.heading')} intro={t('bundles.intro')} {...OFFERS_PANEL}>
      <OfferList
        offers={bundles}
        label={t('bundles.listLabel')}
        empty={t('bundles.empty')}
        failure={archive.isError ? apiErrorText(archive.error, t) : null}
      >
        {(bundle) => {
          const money = (cents: number) => formatMoney(cents, bundle.currency, language);
          return (
            <li className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{bundle.title}</p>
                <p className="text-sm text-slate-600">
                  {bundle.products.map((product) => product.title).join(' + ')}
                </p>
                <p className="text-sm text-slate-700">
                  {t('bundles.priced', {
                    price: money(bundle.bundlePrice),
                    separately: money(bundle.totalOriginalPrice),
                    percent: bundle.savingsPercentage,
                  })}
                </p>
              </div>
              {bundle.archived ? (
                <StateBadge>{t('bundles.archived')}</StateBadge>
              ) : (
                <RowActionButton
                  name={t('bundles.archiveLabel', { title: bundle.title })}
                  pending={archive.isPending}
                  onClick={() => archive.mutate(bundle.id)}
                >
                  {t('bundles.archive')}
                </RowActionButton>
              )}
            </li>
          );
        }}
      </OfferList>
      {packs.length >= 2 ? (
        <NewBundleForm packs={packs} />
      ) : (
        <p className="mt-4 text-sm text-slate-600">{t('bundles.needTwo')}</p>
      )}
    </Panel>
  );
}

function NewBundleForm({ packs }: { packs: StudioPack[] }) {
  const { t } = useTranslation('offers');
  const { language } = useLanguage();
  const create = useCreateBundle();
  const id = useId();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [price, setPrice] = useState('');
  const [made, setMade] = useState<string | null>(null);
  const refusal = (field: string) => fieldRefusal(create.error, field, t);
  const refused = ['packIds', 'priceCents', 'title'].some((field) => refusal(field));
  const currency = packs[0]?.currency ?? 'USD';
  const separately = packs
    .filter((pack) => chosen.includes(pack.id))
    .reduce((sum, pack) => sum + salePrice(pack), 0);
  const cents = Math.round(Number(price) * 100);
  const saving =
    price && separately > 0 && cents < separately ? Math.round((1 - cents / separately) * 100) : null;

  // Under the price: what the chosen packs cost separately, and the saving once the price is below that.
  const separatelyText = formatMoney(separately, currency, language);
  const priceHint =
    separately === 0
      ? undefined
      : saving === null
        ? t('bundles.separately', { separately: separatelyText })
        : t('bundles.saving', { separately: separatelyText, percent: saving });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMade(null);
    create.mutate(
      { title: title.trim(), description: description.trim(), packIds: chosen, priceCents: cents },
      {
        onSuccess: ({ bundle }) => {
          setMade(bundle.title);
          setTitle('');
          setDescription('');
          setChosen([]);
          setPrice('');
        },
      },
    );
  };

  return (
    <NewOfferForm title={t('bundles.new')} onSubmit={submit}>
      <TextField
        id={`${id}-title`}
        label={t('bundles.title')}
        error={refusal('title')}
        required
        value={title}
        maxLength={BUNDLE_TITLE_MAX_LENGTH}
        onValue={setTitle}
      />
      <TextAreaField
        id={`${id}-description`}
        label={t('bundles.description')}
        error={refusal('description')}
        rows={2}
        value={description}
        onValue={setDescription}
      />
      <fieldset aria-describedby={refusal('packIds') ? `${id}-packs-error` : undefined}>
        <legend className="text-sm font-semibold text-slate-800">
          {t('bundles.packs', { max: BUNDLE_MAX_PACKS })}
        </legend>
        <CheckboxList
          items={packs}
          chosen={chosen}
          onToggle={(packId, on) => setChosen(toggled(chosen, packId, on))}
          className="mt-2 space-y-1"
          labelClassName="flex items-center gap-2 text-sm text-slate-800"
        >
          {(pack) => (
            <>
              {pack.title}{' '}
              <span className="text-slate-500">
                <Money cents={salePrice(pack)} currency={pack.currency} estimateClassName="" />
              </span>
            </>
          )}
        </CheckboxList>
        {refusal('packIds') && (
          <p id={`${id}-packs-error`} className="mt-1 text-sm font-medium text-red-700">
            {refusal('packIds')}
          </p>
        )}
      </fieldset>
      <MoneyField
        id={`${id}-price`}
        label={t('bundles.price', { currency })}
        hint={priceHint}
        error={refusal('priceCents')}
        required
        value={price}
        onValue={setPrice}
      />
      <SubmitRow
        label={t('bundles.create')}
        pending={create.isPending}
        ready={title.trim() !== '' && chosen.length >= 2 && price !== ''}
        done={made && t('bundles.created', { title: made })}
        failure={refused ? null : create.isError ? apiErrorText(create.error, t) : null}
      />
    </NewOfferForm>
  );
}
