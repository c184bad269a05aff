import type { DashboardPeriod } from '../../common/contracts/selling';

/**
 * The dashboard's periods in the creator's time zone (spec 02 §2.4): Today, This Week (from Monday), This Month,
 * All Time — each with the whole period before it to compare with — and the buckets its chart is drawn in.
 * Boundaries are local midnights turned into instants, so a creator in Tokyo sees the day Tokyo sees.
 */
export interface Range {
  from: Date;
  to: Date;
}

export interface PeriodBounds {
  /** The period so far (All Time: from the beginning). */
  current: { from: Date | null; to: Date };
  /** The whole period before it (none for All Time). */
  previous: Range | null;
  /** How the chart is bucketed: by the hour, the day or the month. */
  unit: 'hour' | 'day' | 'month';
}

interface LocalDate {
  year: number;
  month: number;
  day: number;
}

const partsFormat = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date and time at `at` in `timeZone`. */
export function wallClock(at: Date, timeZone: string) {
  let format = partsFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    partsFormat.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    /** 0 for Monday … 6 for Sunday. */
    weekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday ?? ''),
  };
}

/** How far `timeZone`'s clock is ahead of UTC at `at`, in milliseconds. */
function offsetAt(at: Date, timeZone: string): number {
  const clock = wallClock(at, timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a local wall-clock time happens in `timeZone` (day and month overflow roll over, as Date.UTC does). */
export function instantOf(local: LocalDate & { hour?: number }, timeZone: string): Date {
  const guess = Date.UTC(local.year, local.month - 1, local.day, local.hour ?? 0);
  // The offset at the guess, then at the corrected instant: right across daylight-saving changes.
  const first = guess - offsetAt(new Date(guess), timeZone);
  return new Date(guess - offsetAt(new Date(first), timeZone));
}

/** The local date `days` after the one `at` falls on in `timeZone`. */
export function localDay(at: Date, timeZone: string, days = 0): LocalDate {
  const clock = wallClock(at, timeZone);
  const shifted = new Date(Date.UTC(clock.year, clock.month - 1, clock.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

export function periodBounds(period: DashboardPeriod, now: Date, timeZone: string): PeriodBounds {
  const today = localDay(now, timeZone);
  const midnight = (date: LocalDate) => instantOf(date, timeZone);
  switch (period) {
    case 'today': {
      const from = midnight(today);
      return {
        current: { from, to: now },
        previous: { from: midnight(localDay(now, timeZone, -1)), to: from },
        unit: 'hour',
      };
    }
    case 'week': {
      const monday = localDay(now, timeZone, -wallClock(now, timeZone).weekday);
      const from = midnight(monday);
      return {
        current: { from, to: now },
        previous: { from: midnight({ ...monday, day: monday.day - 7 }), to: from },
        unit: 'day',
      };
    }
    case 'month': {
      const from = midnight({ ...today, day: 1 });
      return {
        current: { from, to: now },
        previous: { from: midnight({ ...today, month: today.month - 1, day: 1 }), to: from },
        unit: 'day',
      };
    }
    case 'all':
      return { current: { from: null, to: now }, previous: null, unit: 'month' };
  }
}

/** The start of this calendar month in `timeZone` (the packs table's "Monthly Sales"). */
export function monthStart(now: Date, timeZone: string): Date {
  return instantOf({ ...localDay(now, timeZone), day: 1 }, timeZone);
}

const pad = (n: number) => String(n).padStart(2, '0');
const dateKey = (d: LocalDate) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;

/**
 * The chart's buckets for the period: every hour of today, every day of the week or the month, every month since
 * `firstAt` (All Time). Keyed as PostgreSQL's `to_char` writes local times: "2026-11-25 14", "2026-11-25", "2026-11".
 */
export function chartBuckets(
  period: DashboardPeriod,
  now: Date,
  timeZone: string,
  firstAt: Date | null,
): { key: string; start: Date }[] {
  const today = localDay(now, timeZone);
  const days = (first: LocalDate, count: number) =>
    Array.from({ length: count }, (_, i) => {
      const day = new Date(Date.UTC(first.year, first.month - 1, first.day + i));
      const local = { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
      return { key: dateKey(local), start: instantOf(local, timeZone) };
    });
  switch (period) {
    case 'today':
      return Array.from({ length: 24 }, (_, hour) => ({
        key: `${dateKey(today)} ${pad(hour)}`,
        start: instantOf({ ...today, hour }, timeZone),
      }));
    case 'week':
      return days(localDay(now, timeZone, -wallClock(now, timeZone).weekday), 7);
    case 'month':
      return days({ ...today, day: 1 }, new Date(Date.UTC(today.year, today.month, 0)).getUTCDate());
    case 'all': {
      const start = localDay(firstAt ?? now, timeZone);
      const result: { key: string; start: Date }[] = [];
      for (let year = start.year, month = start.month; year * 12 + month <= today.year * 12 + today.month;) {
        result.push({ key: `${year}-${pad(month)}`, start: instantOf({ year, month, day: 1 }, timeZone) });
        month += 1;
        if (month > 12) [year, month] = [year + 1, 1];
      }
      return result;
    }
  }
}

/** The local day of `at` as YYYY-MM-DD (the statistics' days). */
export function dayKey(at: Date, timeZone: string): string {
  return dateKey(localDay(at, timeZone));
}
