import { useTranslation } from 'react-i18next';
import { CATEGORIES } from '../../../common/categories';
import { PUBLISH_RULES } from '../../../common/contracts/studio';
import { PACK_DESCRIPTION_MAX_LENGTH, PACK_PRICE_MAX } from '../../../common/limits';
import { FieldFrame, inputClass } from '../../components/ui/form-field';
import { useLanguage } from '../../lib/use-language';
import type { DetailsIssues } from './details-issues';
import type { DetailsValues } from './use-details-form';

interface DetailsFieldsProps {
  values: DetailsValues;
  issues: DetailsIssues;
  currency: string;
  onChange: <K extends keyof DetailsValues>(field: K, value: DetailsValues[K]) => void;
}

/** Title, description, category, prices and language (spec 02 §2.2, §5). */
export function DetailsFields({ values, issues, currency, onChange }: DetailsFieldsProps) {
  const { t } = useTranslation('creatorPack');
  const { language } = useLanguage();
  const errors = issues.fields;
  return (
    <div className="space-y-6">
      <FieldFrame id="pack-title" label={t('fields.title')} required error={errors.title}>
        {(aria) => (
          <input
            {...aria}
            type="text"
            className={inputClass}
            value={values.title}
            onChange={(event) => onChange('title', event.target.value)}
          />
        )}
      </FieldFrame>
      <FieldFrame
        id="pack-description"
        label={t('fields.description')}
        required
        hint={t('fields.descriptionHint', { min: PUBLISH_RULES.descriptionMinLength })}
        error={errors.description}
        counter={{ count: values.description.length, max: PACK_DESCRIPTION_MAX_LENGTH }}
      >
        {(aria) => (
          <textarea
            {...aria}
            rows={5}
            className={inputClass}
            value={values.description}
            onChange={(event) => onChange('description', event.target.value)}
          />
        )}
      </FieldFrame>
      <FieldFrame id="pack-category" label={t('fields.category')} required error={errors.category}>
        {(aria) => (
          <select
            {...aria}
            className={inputClass}
            value={values.category}
            onChange={(event) => onChange('category', event.target.value)}
          >
            <option value="">{t('fields.categoryPlaceholder')}</option>
            {CATEGORIES.map((category) => (
              <option key={category.id} value={category.id}>
                {category[language]}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <div className="grid gap-6 sm:grid-cols-2">
        <FieldFrame
          id="pack-price"
          label={t('fields.price', { currency })}
          required
          hint={t('fields.priceHint')}
          error={errors.price}
        >
          {(aria) => (
            <input
              {...aria}
              type="number"
              inputMode="decimal"
              min={0}
              max={PACK_PRICE_MAX}
              step={0.01}
              className={inputClass}
              value={values.price}
              onChange={(event) => onChange('price', event.target.value)}
            />
          )}
        </FieldFrame>
        <FieldFrame
          id="pack-discount"
          label={t('fields.discountPrice', { currency })}
          hint={t('fields.discountHint')}
          error={errors.discountPrice}
        >
          {(aria) => (
            <input
              {...aria}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              className={inputClass}
              value={values.discountPrice}
              onChange={(event) => onChange('discountPrice', event.target.value)}
            />
          )}
        </FieldFrame>
      </div>
      <FieldFrame
        id="pack-query-price"
        label={t('fields.queryPrice', { currency })}
        hint={t('fields.queryPriceHint')}
        error={errors.queryPrice}
      >
        {(aria) => (
          <input
            {...aria}
            type="number"
            inputMode="decimal"
            min={0}
            max={PACK_PRICE_MAX}
            step={0.01}
            className={inputClass}
            value={values.queryPrice}
            onChange={(event) => onChange('queryPrice', event.target.value)}
          />
        )}
      </FieldFrame>
      <FieldFrame id="pack-language" label={t('fields.language')} required error={errors.language}>
        {(aria) => (
          <select
            {...aria}
            className={inputClass}
            value={values.language}
            onChange={(event) => onChange('language', event.target.value === 'ja' ? 'ja' : 'en')}
          >
            <option value="en">{t('fields.languages.en')}</option>
            <option value="ja">{t('fields.languages.ja')}</option>
          </select>
        )}
      </FieldFrame>
    </div>
  );
}
