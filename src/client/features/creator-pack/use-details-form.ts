import { useState } from 'react';
import { packDetailsSchema, type PackDetailsForm, type StudioPack } from '../../../common/contracts/studio';
import type { ValidationIssue } from '../../../common/errors';

/** What the form holds: every field as typed (prices as strings, as spec 02 §3's pack draft has them). */
export interface DetailsValues {
  title: string;
  description: string;
  category: string;
  price: string;
  discountPrice: string;
  queryPrice: string;
  seatPrice: string;
  teamDiscount: string;
  language: 'en' | 'ja';
  sampleQuestions: string[];
}

const centsText = (cents: number) => (cents / 100).toFixed(2);

/**
 * The form as the pack was saved; a pack never described yet starts with its working title, no price, and the
 * language its documents are in (the creator confirms it: the field says where it came from).
 */
export function valuesOf(pack: StudioPack): DetailsValues {
  const described = pack.category !== '';
  return {
    title: pack.title,
    description: pack.description,
    category: pack.category,
    price: described ? centsText(pack.priceCents) : '',
    discountPrice: pack.discountPriceCents === null ? '' : centsText(pack.discountPriceCents),
    queryPrice: pack.queryPriceCents === null ? '' : centsText(pack.queryPriceCents),
    seatPrice: pack.seatPriceCents === null ? '' : centsText(pack.seatPriceCents),
    teamDiscount: pack.teamDiscountPercent === 0 ? '' : String(pack.teamDiscountPercent),
    language: described ? pack.language : (pack.documentsLanguage ?? pack.language),
    sampleQuestions: pack.sampleQuestions,
  };
}

/** The body the studio endpoints take: the same shape the shared schema checks. */
export function formBody(values: DetailsValues): PackDetailsForm {
  return {
    ...values,
    sampleQuestions: values.sampleQuestions.map((question) => question.trim()).filter(Boolean),
    // The schema names an unknown category; an empty one is "not chosen yet".
    category: values.category as PackDetailsForm['category'],
  };
}

/** The shared schema's verdict on the form, as the server would give it. */
export function checkDetails(values: DetailsValues): ValidationIssue[] {
  const result = packDetailsSchema.safeParse(formBody(values));
  return result.success
    ? []
    : result.error.issues.map((issue) => ({
        path: issue.path.filter((part) => typeof part === 'string' || typeof part === 'number'),
        message: issue.message,
      }));
}

export function useDetailsForm(pack: StudioPack) {
  const [values, setValues] = useState<DetailsValues>(() => valuesOf(pack));
  const set = <K extends keyof DetailsValues>(field: K, value: DetailsValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  return { values, set, reset: (next: StudioPack) => setValues(valuesOf(next)) };
}
