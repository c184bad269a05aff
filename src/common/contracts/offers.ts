import { z } from 'zod';
import { withoutHiddenCharacters } from '../text';
import {
  BUNDLE_DESCRIPTION_MAX_LENGTH,
  BUNDLE_MAX_PACKS,
  BUNDLE_TITLE_MAX_LENGTH,
  DISCOUNT_CODE_MAX_LENGTH,
  PACK_PRICE_MAX,
} from '../limits';
import { idSchema } from './ids';
import { writtenText } from './written-text';

/**
 * What creators offer besides a pack's price (issue 11): discount codes a buyer types at checkout, and bundles of
 * packs sold together for less (spec 02 §3 Bundle). Amounts are in hundredths of the currency's unit.
 */

export { BUNDLE_REFUSALS, DISCOUNT_REFUSALS, type DiscountRefusal } from './refusals';

/** A code as buyers type it: letters, digits, - and _, compared without regard to case. */
export const discountCodeText = z
  .string()
  .trim()
  .min(3, 'A code has at least 3 characters')
  .max(DISCOUNT_CODE_MAX_LENGTH, `A code has at most ${DISCOUNT_CODE_MAX_LENGTH} characters`)
  .regex(/^[A-Za-z0-9_-]+$/, 'A code has only letters, digits, - and _')
  .transform((code) => code.toUpperCase());

const timestamp = z.iso.datetime({ offset: true });

export const discountCodeBodySchema = z
  .object({
    code: discountCodeText,
    kind: z.enum(['percent', 'fixed']),
    /** percent: 1–100; fixed: hundredths of the currency's unit. */
    amount: z.int('The amount must be a whole number').min(1, 'The amount must be at least 1'),
    /** Only this pack of yours; none: all of them. */
    packId: idSchema.nullable().default(null),
    expiresAt: timestamp.nullable().default(null),
    usageLimit: z.int().min(1, 'The usage limit must be at least 1').nullable().default(null),
  })
  .refine((body) => body.kind !== 'percent' || body.amount <= 100, {
    path: ['amount'],
    message: 'A percentage is at most 100',
  })
  .refine((body) => body.kind !== 'fixed' || body.amount <= PACK_PRICE_MAX * 100, {
    path: ['amount'],
    message: `The amount is at most ${PACK_PRICE_MAX}`,
  });
export type DiscountCodeBody = z.input<typeof discountCodeBodySchema>;

export const discountCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  amount: z.int(),
  packId: z.string().nullable(),
  packTitle: z.string().nullable(),
  expiresAt: timestamp.nullable(),
  usageLimit: z.int().nullable(),
  /** Orders made with it: paid, refunded, or waiting for their payment. */
  uses: z.int(),
  createdAt: timestamp,
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;

export const bundleBodySchema = z.object({
  title: z
    .string()
    .transform(withoutHiddenCharacters)
    .pipe(
      writtenText(
        'Give the bundle a title',
        BUNDLE_TITLE_MAX_LENGTH,
        `A title has at most ${BUNDLE_TITLE_MAX_LENGTH} characters`,
      ),
    ),
  description: z
    .string()
    .trim()
    .max(
      BUNDLE_DESCRIPTION_MAX_LENGTH,
      `A description has at most ${BUNDLE_DESCRIPTION_MAX_LENGTH} characters`,
    )
    .default(''),
  packIds: z
    .array(idSchema)
    .min(2, 'A bundle holds at least 2 packs')
    .max(BUNDLE_MAX_PACKS, `A bundle holds at most ${BUNDLE_MAX_PACKS} packs`)
    .refine((ids) => new Set(ids).size === ids.length, 'A pack appears twice in the bundle'),
  priceCents: z.int('The price must be a whole number of cents').min(0, 'The price cannot be negative'),
});
export type BundleBody = z.input<typeof bundleBodySchema>;

/** A bundle as the sales page offers it (spec 02 §3 Bundle). */
export const bundleSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  currency: z.string(),
  products: z.array(
    z.object({
      id: z.string(),
      slug: z.string(),
      title: z.string(),
      originalPrice: z.int(),
      /** This pack's share of the bundle's price. */
      bundlePrice: z.int(),
    }),
  ),
  totalOriginalPrice: z.int(),
  bundlePrice: z.int(),
  savings: z.int(),
  savingsPercentage: z.int(),
  archived: z.boolean(),
});
export type Bundle = z.infer<typeof bundleSchema>;
