import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CATEGORIES } from '../../../common/categories';
import { PUBLISH_RULES } from '../../../common/contracts/studio';
import { TEAM_DISCOUNT_FROM_SEATS, TEAM_MAX_DISCOUNT_PERCENT } from '../../../common/teams';
import { PACK_DESCRIPTION_MAX_LENGTH, PACK_PRICE_MAX } from '../../../common/limits';
import { MoneyField, SelectField, TextAreaField, TextField } from '../../components/ui/fields';
import { useLanguage } from '../../lib/use-language';
import type { DetailsIssues } from './details-issues';
import type { DetailsValues } from './use-details-form';

interface DetailsFieldsProps {
  values: DetailsValues;
  issues: DetailsIssues;
  currency: string;
  /** The language most of the pack's ready documents are in, or null before one is ready. */
  documentsLanguage: 'en' | 'ja' | null;
  onChange: <K extends keyof DetailsValues>(field: K, value: DetailsValues[K]) => void;
}

/** The fields typed as text; the language is one of two. */
type TextValue = Exclude<keyof DetailsValues, 'language' | 'sampleQuestions'>;

/** Title, description, category, prices and language (spec 02 §2.2, §5). */
export function DetailsFields({ values, issues, currency, documentsLanguage, onChange }: DetailsFieldsProps) {
  const { t } = useTranslation('creatorPack');
  const { language } = useLanguage();
  const errors = issues.fields;
  // A field's id (pack-<name>), its value, its message and its changes.
  const bind = (field: TextValue, name: string) => ({
    id: `pack-${name}`,
    value: values[field],
    error: errors[field],
    onValue: (value: string) => onChange(field, value),
  });
  return (
    <div className="space-y-6">
      <TextField {...bind('title', 'title')} label={t('fields.title')} required type="text" />
      <TextAreaField
        {...bind('description', 'description')}
        label={t('fields.description')}
        required
        hint={t('fields.descriptionHint', { min: PUBLISH_RULES.descriptionMinLength })}
        counter={{ count: values.description.length, max: PACK_DESCRIPTION_MAX_LENGTH }}
        rows={5}
      />
      <SelectField {...bind('category', 'category')} label={t('fields.category')} required>
        <option value="">{t('fields.categoryPlaceholder')}</option>
        {CATEGORIES.map((category) => (
          <option key={category.id} value={category.id}>
            {category[language]}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-6 sm:grid-cols-2">
        <MoneyField
          {...bind('price', 'price')}
          label={t('fields.price', { currency })}
          required
          hint={t('fields.priceHint')}
          max={PACK_PRICE_MAX}
        />
        <MoneyField
          {...bind('discountPrice', 'discount')}
          label={t('fields.discountPrice', { currency })}
          hint={t('fields.discountHint')}
        />
      </div>
      <MoneyField
        {...bind('queryPrice', 'query-price')}
        label={t('fields.queryPrice', { currency })}
        hint={t('fields.queryPriceHint')}
        max={PACK_PRICE_MAX}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <MoneyField
          {...bind('seatPrice', 'seat-price')}
          label={t('fields.seatPrice', { currency })}
          hint={t('fields.seatPriceHint')}
          max={PACK_PRICE_MAX}
        />
        <TextField
          {...bind('teamDiscount', 'team-discount')}
          label={t('fields.teamDiscount')}
          hint={t('fields.teamDiscountHint', {
            seats: TEAM_DISCOUNT_FROM_SEATS,
            max: TEAM_MAX_DISCOUNT_PERCENT,
          })}
          inputMode="numeric"
        />
      </div>
      <SelectField
        id="pack-language"
        label={t('fields.language')}
        required
        error={errors.language}
        hint={languageHint(documentsLanguage, values.language, t)}
        value={values.language}
        onValue={(value) => onChange('language', value === 'ja' ? 'ja' : 'en')}
      >
        <option value="en">{t('fields.languages.en')}</option>
        <option value="ja">{t('fields.languages.ja')}</option>
      </SelectField>
    </div>
  );
}

/** What the documents say about the chosen language: that it matches them, or that most of them are in the other. */
function languageHint(documents: 'en' | 'ja' | null, chosen: 'en' | 'ja', t: TFunction<'creatorPack'>) {
  if (documents === null) return undefined;
  const language = t(`fields.languages.${documents}`);
  return documents === chosen
    ? t('fields.languageMatchesDocuments', { language })
    : t('fields.languageDiffersFromDocuments', { language });
}
