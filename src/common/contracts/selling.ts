import { z } from 'zod';
import { EARNINGS_PAGE_SIZE, PLATFORM_FEE_MAX_BPS } from '../limits';
import { idSchema } from './ids';
import { packLineFields } from './pack-line';
import { PACK_STATUSES } from './studio';

/**
 * Selling (issue 12, spec 02 §2.4, §3, §9): the creator dashboard, a pack's statistics, the earnings ledger as its
 * creator sees it, and the admin's payouts. Money is in cents of the packs' currency (USD); the Japanese screens show
 * it with the yen at the spec's rate beside it as an estimate (ADR 0043).
 */

const timestamp = z.iso.datetime({ offset: true });

export const DASHBOARD_PERIODS = ['today', 'week', 'month', 'all'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** An IANA time zone this runtime knows ("Asia/Tokyo"); the creator's, from their browser. */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone');

/** `GET /api/creator/dashboard?period=…&tz=…` */
export const dashboardQuerySchema = z
  .object({
    period: z.enum(DASHBOARD_PERIODS).default('month'),
    tz: timeZoneSchema.default('UTC'),
  })
  .strict();

/** A figure for the period and for the one before it (null for All Time, which has none). */
const figureSchema = z.object({ current: z.number(), previous: z.number().nullable() });
export type Figure = z.infer<typeof figureSchema>;

export const dashboardPackSchema = z.object({
  id: z.uuid(),
  ...packLineFields,
  status: z.enum(PACK_STATUSES),
  priceCents: z.int(),
  discountPriceCents: z.int().nullable(),
  /** Price per 100 queries, when the pack sells metered access. */
  queryPriceCents: z.int().nullable(),
  /** Sales this calendar month, in the creator's time zone. */
  monthlySales: z.int(),
  totalRevenueCents: z.int(),
});
export type DashboardPack = z.infer<typeof dashboardPackSchema>;

export const chartPointSchema = z.object({
  /** The start of the bucket (an hour for Today, a day for a week or month, a month for All Time). */
  start: timestamp,
  revenueCents: z.int(),
  sales: z.int(),
});

export const dashboardSchema = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  timeZone: z.string(),
  currency: z.string(),
  /** The period: from its start in the creator's time zone to now. */
  from: timestamp.nullable(),
  to: timestamp,
  stats: z.object({
    /** What buyers paid for the creator's packs and query credits (after discounts) in orders paid in the period. */
    revenueCents: figureSchema,
    /** Packs and credit blocks sold: one per order line. */
    sales: figureSchema,
    /** Of those, the ones connected assistants bought for their people (issue 50). */
    assistantSales: figureSchema,
    /** Visitors of the creator's sales pages, once per visitor and day. */
    pageViews: figureSchema,
    /** The average of the ratings given in the period (null when none were). */
    averageRating: z.object({ current: z.number().nullable(), previous: z.number().nullable() }),
  }),
  chart: z.object({ unit: z.enum(['hour', 'day', 'month']), points: z.array(chartPointSchema) }),
  packs: z.array(dashboardPackSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** `GET /api/creator/packs/:id/stats?tz=…` */
export const packStatsQuerySchema = z.object({ tz: timeZoneSchema.default('UTC') }).strict();
export const packStatsParamsSchema = z.object({ id: idSchema });

export const packStatsDaySchema = z.object({
  /** The day in the creator's time zone, YYYY-MM-DD. */
  day: z.string(),
  views: z.int(),
  purchases: z.int(),
  mcpQueries: z.int(),
  webQueries: z.int(),
});

export const questionStatSchema = z.object({
  query: z.string(),
  count: z.int(),
  /** The best retrieval score its answers had (the lowest of them for poorly answered ones); null: nothing found. */
  topScore: z.number().nullable(),
  lastAskedAt: timestamp,
});
export type QuestionStat = z.infer<typeof questionStatSchema>;

export const packStatsSchema = z.object({
  pack: z.object({ id: z.uuid(), slug: z.string(), title: z.string(), status: z.enum(PACK_STATUSES) }),
  timeZone: z.string(),
  currency: z.string(),
  /** The last 30 days, oldest first. */
  days: z.array(packStatsDaySchema),
  totals: z.object({
    views: z.int(),
    purchases: z.int(),
    /** Purchases per view over the 30 days (null without views). */
    conversion: z.number().nullable(),
    revenueCents: z.int(),
    refunds: z.int(),
    refundedCents: z.int(),
    mcpQueries: z.int(),
    webQueries: z.int(),
  }),
  /** What buyers asked most over the 30 days. */
  topQuestions: z.array(questionStatSchema),
  /** Asked and answered poorly: nothing found, or retrieval scores far below the pack's usual. */
  poorlyAnswered: z.array(questionStatSchema),
  /** How many reviews gave 1, 2, 3, 4 and 5 stars (all time). */
  ratings: z.array(z.int()).length(5),
  averageRating: z.number().nullable(),
});
export type PackStats = z.infer<typeof packStatsSchema>;

export const LEDGER_KINDS = ['sale', 'refund', 'credits_used', 'payout'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** One change to the creator's earnings, as the creator's ledger shows it. */
export const earningsEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  at: timestamp,
  /** The pack it concerns (sales, refunds, credits used). */
  packTitle: z.string().nullable(),
  orderId: z.string().nullable(),
  /** What the buyer paid (sales, refunds); 0 for credits used and payouts. */
  grossCents: z.int(),
  /** Kenja's fee on it (negative on a refund: given back). */
  feeCents: z.int(),
  /** The change to what the creator has earned: + sales and credits used, − refunds and payouts. */
  earningsCents: z.int(),
  /** The change to prepaid query credits not yet used. */
  unearnedCents: z.int(),
});
export type EarningsEntry = z.infer<typeof earningsEntrySchema>;

export const earningsQuerySchema = z
  .object({ before: z.coerce.number().int().positive().optional() })
  .strict();

/** `GET /api/creator/earnings` */
export const earningsSchema = z.object({
  currency: z.string(),
  /** Earned, out of the refund window, not yet paid out: what the next payout may be. */
  balanceCents: z.int(),
  /** Earned within the 30-day refund window: payable once it ends. */
  pendingCents: z.int(),
  paidOutCents: z.int(),
  /** Prepaid query credits buyers hold: earned as they are used. */
  unearnedCents: z.int(),
  feeBps: z.int(),
  entries: z.array(earningsEntrySchema),
  /** Pass as `before` for older entries; null at the end. */
  nextBefore: z.int().nullable(),
});
export type Earnings = z.infer<typeof earningsSchema>;
export const EARNINGS_PAGE = EARNINGS_PAGE_SIZE;

/** A creator in the admin's payouts list. */
export const payoutCreatorSchema = z.object({
  creatorId: z.uuid(),
  name: z.string(),
  email: z.string(),
  balanceCents: z.int(),
  pendingCents: z.int(),
  paidOutCents: z.int(),
  /** Their Stripe connected account, when they have one: payouts go there as transfers. */
  stripeAccount: z.string().nullable(),
});
export type PayoutCreator = z.infer<typeof payoutCreatorSchema>;

export const payoutSchema = z.object({
  id: z.uuid(),
  creatorId: z.uuid(),
  amountCents: z.int(),
  currency: z.string(),
  method: z.enum(['stripe', 'manual']),
  /** The Stripe transfer, for method stripe. */
  transferRef: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: timestamp,
});
export type Payout = z.infer<typeof payoutSchema>;

/** `GET /api/admin/payouts` */
export const payoutsSchema = z.object({
  currency: z.string(),
  feeBps: z.int(),
  creators: z.array(payoutCreatorSchema),
  recent: z.array(payoutSchema),
});
export type Payouts = z.infer<typeof payoutsSchema>;

export const PAYOUT_REFUSALS = {
  overBalance: 'The payout is more than the creator’s balance',
  nothingDue: 'This creator has no balance to pay out',
  /** The start of the message when Stripe refuses the transfer (Stripe's own reason follows). */
  stripeRefused: 'Stripe refused the transfer',
} as const;

/** `POST /api/admin/payouts`: pays out the creator's balance (all of it unless an amount is named). */
export const payoutRequestSchema = z
  .object({
    creatorId: idSchema,
    amountCents: z.int().positive().optional(),
    note: z.string().trim().max(200).optional(),
  })
  .strict();
export type PayoutRequest = z.input<typeof payoutRequestSchema>;

/** `PUT /api/admin/settings/platform-fee` */
export const platformFeeSchema = z
  .object({ feeBps: z.int().min(0).max(PLATFORM_FEE_MAX_BPS, 'The fee can be at most 50%') })
  .strict();

/** The body of `PUT /api/admin/payouts/:id/stripe-account`: the creator's Stripe connected account, or none. */
export const stripeAccountSchema = z
  .object({
    stripeAccount: z
      .string()
      .trim()
      .regex(/^acct_[A-Za-z0-9]{1,64}$/, 'A Stripe connected account id starts with acct_')
      .nullable()
      .describe('A Stripe connected account id (acct_…), or null to pay this creator by hand'),
  })
  .strict();

/** `GET /api/creator/packs/{id}/passages?period=…` */
export const passageFiguresQuerySchema = z
  .object({ period: z.enum(DASHBOARD_PERIODS).default('month'), tz: timeZoneSchema.default('UTC') })
  .strict();

/** A count shown to a creator, or null when it is under PASSAGE_FIGURE_MIN (shown as "fewer than 5"). */
const shownCount = z.int().nullable();

export const sectionFiguresSchema = z.object({
  /** The section's headings, outermost first (empty: the document's text before its first heading). */
  headings: z.array(z.string()),
  retrieved: shownCount,
  read: shownCount,
  cited: shownCount,
  /** Its share of the pack's revenue in the period (ADR 0050); null with its counts. */
  revenueCents: z.int().nullable(),
  /** Its weighted use against the document's most used section, 0–1: how dark it is shaded. */
  intensity: z.number(),
});
export type SectionFigures = z.infer<typeof sectionFiguresSchema>;

export const documentFiguresSchema = z.object({
  id: z.string(),
  filename: z.string(),
  /** Every section of the document in reading order, with its use. */
  sections: z.array(sectionFiguresSchema),
  /** Revenue shared to sections whose figures are under the minimum, together. */
  smallSectionsRevenueCents: z.int(),
  /** The sections no search or answer retrieved in the period. */
  neverRetrieved: z.array(z.array(z.string())),
});
export type DocumentFigures = z.infer<typeof documentFiguresSchema>;

export const passageFiguresSchema = z.object({
  pack: z.object({ id: z.string(), slug: z.string(), title: z.string() }),
  period: z.enum(DASHBOARD_PERIODS),
  /** The UTC days counted, from and to (YYYY-MM-DD; from is null for All Time). */
  days: z.object({ from: z.string().nullable(), to: z.string() }),
  currency: z.string(),
  /** Fewer than PASSAGE_FIGURE_MIN people used the pack in the period: no section's figures are shown at all. */
  tooFewReaders: z.boolean(),
  /** The pack's revenue in those days, and the part no section's use could be credited with (no use at all). */
  revenueCents: z.int(),
  unattributedCents: z.int(),
  documents: z.array(documentFiguresSchema),
  /** The most asked questions, each with the sections that answered it most. */
  questions: z.array(
    z.object({
      query: z.string(),
      count: z.int(),
      sections: z.array(z.object({ filename: z.string(), headings: z.array(z.string()) })),
    }),
  ),
  /** Questions that found nothing in the pack. */
  unanswered: z.array(z.object({ query: z.string(), count: z.int() })),
});
export type PassageFigures = z.infer<typeof passageFiguresSchema>;

/** `GET /api/creator/sections?period=…`: the creator's sections that earned most, across their packs. */
export const topSectionsSchema = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  currency: z.string(),
  sections: z.array(
    z.object({
      pack: z.object({ id: z.string(), title: z.string() }),
      filename: z.string(),
      headings: z.array(z.string()),
      /** Retrievals, reads and citations in the period (at least PASSAGE_FIGURE_MIN). */
      uses: z.int(),
      /** Its share of its pack's revenue in the period (ADR 0050). */
      revenueCents: z.int(),
    }),
  ),
});
export type TopSections = z.infer<typeof topSectionsSchema>;
