import { INTL_LOCALE, type Language } from '../../common/languages';
import { YEN_PER_DOLLAR } from '../../common/limits';

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

/** A price in minor units, in the interface language's format: $49.99 / $49.99 (ja-JP keeps the currency). */
export function formatPrice(cents: number, currency: string, language: Language): string {
  return numberFormat(language, { style: 'currency', currency }).format(cents / 100);
}

/**
 * Money on the creator's screens (spec 02 §2.4, §9): dollars in English; in Japanese, yen at the spec's one rate
 * (dollars × 150, to the whole yen): $49.99 / ￥7,499.
 */
export function formatDashboardMoney(cents: number, language: Language): string {
  if (language === 'ja') {
    return numberFormat('ja', { style: 'currency', currency: 'JPY' }).format(
      Math.round((cents * YEN_PER_DOLLAR) / 100),
    );
  }
  return formatPrice(cents, 'USD', 'en');
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
