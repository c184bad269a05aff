import { INTL_LOCALE, type Language } from '../../common/languages';
import { yenEstimate } from '../../common/money';
import commonEn from '../locales/en/common.json';
import commonJa from '../locales/ja/common.json';

// Building an Intl formatter costs far more than using one, and the home grid formats ~100 numbers on its first
// render: one formatter per language and options, made on first use.
type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat;
const formatters = new Map<string, Formatter>();

function formatter<T extends Formatter>(key: string, create: () => T): T {
  let found = formatters.get(key) as T | undefined;
  if (!found) formatters.set(key, (found = create()));
  return found;
}

function numberFormat(language: Language, options: Intl.NumberFormatOptions = {}) {
  return formatter(
    `number ${language} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(INTL_LOCALE[language], options),
  );
}

/** An amount as it is charged, in the interface language's format: $49.99 / $49.99; ￥3,000 for a yen amount. */
function chargedAmount(cents: number, currency: string, language: Language): string {
  return numberFormat(language, { style: 'currency', currency }).format(cents / 100);
}

/**
 * The words around a yen estimate, from the common namespace's locale files, read directly rather than through
 * i18next: the MCP Apps cards (src/client/mcp-app/) format money here too and load no i18n runtime.
 */
const MONEY_WORDS: Record<Language, { estimate: string; beside: string }> = {
  en: commonEn.money,
  ja: commonJa.money,
};

export interface MoneyParts {
  /** The amount as charged, in its own currency: "$49.99", "￥3,000". */
  amount: string;
  /** The yen estimate, on its own ("約7,499円"); null where none is shown (English, yen amounts, zero). */
  estimate: string | null;
  /** The estimate as it stands beside the amount ("（約7,499円）"), after `gap`; null with `estimate`. */
  beside: string | null;
  /** What separates the amount from `beside`: a space in English, none before Japanese brackets (they hold one). */
  gap: string;
}

/**
 * Money as ADR 0043 shows it, in parts for mark-up that keeps each figure whole (components/money.tsx): the charged
 * amount, and for a Japanese reader the yen it comes to at the spec's one rate.
 */
export function moneyParts(cents: number, currency: string, language: Language): MoneyParts {
  const amount = chargedAmount(cents, currency, language);
  const gap = language === 'ja' ? '' : ' ';
  const yen = yenEstimate(cents, currency, language);
  if (yen === null) return { amount, estimate: null, beside: null, gap };
  const words = MONEY_WORDS[language];
  const estimate = words.estimate.replace('{{yen}}', formatNumber(yen, language));
  return { amount, estimate, beside: words.beside.replace('{{estimate}}', estimate), gap };
}

/**
 * Money in running text (ADR 0043), everywhere Kenja shows it: "$49.99" in English; "$49.99（約7,499円）" in
 * Japanese; a yen amount as itself, "￥3,000". Amounts are in hundredths of the currency's unit.
 */
export function formatMoney(cents: number, currency: string, language: Language): string {
  const { amount, beside, gap } = moneyParts(cents, currency, language);
  return beside === null ? amount : amount + gap + beside;
}

export function formatNumber(value: number, language: Language): string {
  return numberFormat(language).format(value);
}

/** A ratio as a percentage: 0.125 → "12.5%" (one decimal under 10%, whole numbers above). */
export function formatPercent(ratio: number, language: Language): string {
  const digits = Math.abs(ratio) < 0.1 ? 1 : 0;
  return numberFormat(language, { style: 'percent', maximumFractionDigits: digits }).format(ratio);
}

export function formatRating(value: number, language: Language): string {
  return numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

const DATE_STYLES = {
  /** "Mar 4, 2025" / "2025/03/04" */
  medium: { dateStyle: 'medium' },
  /** "March 4, 2025" / "2025年3月4日" */
  long: { dateStyle: 'long' },
  /** "Mar 4, 2025, 9:30 AM" / "2025/03/04 9:30" */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** "9:30 AM" / "9:30" */
  time: { timeStyle: 'short' },
  /** "December" / "12月": a calendar month the server counts in UTC (`YYYY-MM`, as `${month}-01`). */
  month: { month: 'long', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** An ISO time as the interface language writes it. */
/** The ways a date is written: `long` spells the month, `dateTime` adds the time. */
export type DateStyle = keyof typeof DATE_STYLES;

export function formatDate(iso: string, language: Language, style: DateStyle = 'medium'): string {
  const format = formatter(
    `date ${language} ${style}`,
    () => new Intl.DateTimeFormat(INTL_LOCALE[language], DATE_STYLES[style]),
  );
  return format.format(new Date(iso));
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Infinity],
];

/** How long ago a moment was, as the interface language says it: "5 minutes ago" / "5分前". */
export function formatRelativeTime(at: Date, language: Language, now: Date = new Date()): string {
  let value = (at.getTime() - now.getTime()) / 1000;
  const format = formatter(
    `relative ${language}`,
    () => new Intl.RelativeTimeFormat(INTL_LOCALE[language], { numeric: 'auto' }),
  );
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit);
    value /= size;
  }
  return format.format(Math.round(value), 'year');
}
