import type { TFunction } from 'i18next';
import type { ValidationIssue } from '../../../common/errors';
import type { Language } from '../../../common/languages';
import { PUBLISH_RULES } from '../../../common/contracts/studio';
import { TEAM_MAX_DISCOUNT_PERCENT } from '../../../common/teams';
import {
  PACK_DESCRIPTION_MAX_LENGTH,
  PACK_PRICE_MAX,
  PACK_TITLE_MAX_LENGTH,
  SAMPLE_QUESTION_MAX_LENGTH,
  SAMPLE_QUESTIONS_MAX,
} from '../../../common/limits';

/** The form's fields, and `documents` for the publish rule about ready documents. */
export type DetailsField =
  | 'title'
  | 'description'
  | 'category'
  | 'price'
  | 'discountPrice'
  | 'queryPrice'
  | 'seatPrice'
  | 'teamDiscount'
  | 'language'
  | 'sampleQuestions'
  | 'documents';

/** Field → its message, and a sample question's own message by index. */
export interface DetailsIssues {
  fields: Partial<Record<DetailsField, string>>;
  questions: Record<number, string>;
}

/**
 * The shared schema's (and the server's) English messages → this page's words. Matched on the message's start, as
 * the schema writes limits into its messages; the same limits fill the translated ones.
 */
const KNOWN: [RegExp, string, Record<string, number>?][] = [
  [/^Title is required/, 'issues.titleRequired'],
  [/^Title can be at most/, 'issues.titleTooLong', { max: PACK_TITLE_MAX_LENGTH }],
  [/must be one line$/, 'issues.singleLine'],
  [/^Description is required/, 'issues.descriptionRequired'],
  [/^Description can be at most/, 'issues.descriptionTooLong', { max: PACK_DESCRIPTION_MAX_LENGTH }],
  [
    /^Write a description of at least/,
    'issues.descriptionTooShort',
    { min: PUBLISH_RULES.descriptionMinLength },
  ],
  [/^Choose one of the categories/, 'issues.category'],
  [/^Price is required/, 'issues.priceRequired'],
  [/^The price cannot be negative/, 'issues.priceNegative'],
  [/^Enter a price like/, 'issues.priceFormat'],
  [/^The price can be at most/, 'issues.priceTooHigh', { max: PACK_PRICE_MAX }],
  [/^The discount price must be below/, 'issues.discountAbovePrice'],
  [/^The price per 100 queries must be above 0/, 'issues.queryPricePositive'],
  [/^A free pack is not sold by the query/, 'issues.queryPriceFree'],
  [/^The price per seat must be above 0/, 'issues.seatPricePositive'],
  [/^A free pack is not sold to teams/, 'issues.seatPriceFree'],
  [/^The team discount is a whole percent/, 'issues.teamDiscount', { max: TEAM_MAX_DISCOUNT_PERCENT }],
  [/^A sample question is required/, 'issues.questionRequired'],
  [/^A sample question can be at most/, 'issues.questionTooLong', { max: SAMPLE_QUESTION_MAX_LENGTH }],
  [/^At most \d+ sample questions/, 'issues.tooManyQuestions', { max: SAMPLE_QUESTIONS_MAX }],
  [/^Upload at least one document/, 'issues.noReadyDocument'],
];

export function issueText(message: string, t: TFunction, language: Language): string {
  for (const [pattern, key, values] of KNOWN) if (pattern.test(message)) return t(key, values);
  return language === 'en' ? message : t('issues.other');
}

/** Issues (from the schema or the server's 400) sorted onto the form's fields, each translated. */
export function detailsIssues(
  issues: readonly ValidationIssue[],
  t: TFunction,
  language: Language,
): DetailsIssues {
  const result: DetailsIssues = { fields: {}, questions: {} };
  for (const issue of issues) {
    const [field, index] = issue.path;
    const text = issueText(issue.message, t, language);
    if (field === 'sampleQuestions' && typeof index === 'number') result.questions[index] ??= text;
    else if (typeof field === 'string') result.fields[field as DetailsField] ??= text;
  }
  return result;
}

export const hasIssues = (issues: DetailsIssues) =>
  Object.keys(issues.fields).length > 0 || Object.keys(issues.questions).length > 0;
