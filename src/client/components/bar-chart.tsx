import { ChevronDown, Table } from 'lucide-react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Button } from './ui/button';

export type BarTone = 'brand' | 'emerald' | 'amber' | 'slate';

export interface BarSeries {
  key: string;
  name: string;
  /** One value per label; a missing value counts as 0. */
  values: number[];
  tone: BarTone;
}

interface BarChartProps {
  /** Shown as the figure's caption and the table's. */
  title: string;
  /** One formatted x label per bucket ("Nov 3"). */
  labels: string[];
  /** More than one series stacks the bars (first at the bottom) and shows a legend. */
  series: BarSeries[];
  /** For the table, and the y axis unless `formatTick` says otherwise. */
  formatValue: (value: number) => string;
  /** For the y axis, where a figure must be short (money without its yen estimate, ADR 0043). */
  formatTick?: (value: number) => string;
  /** The disclosure button's text, e.g. "Show as table" (the component has no words of its own). */
  tableToggleLabel: string;
  /** Its text while the table shows, e.g. "Hide table"; the toggle label when left out. */
  tableHideLabel?: string;
  /** The table's first column header, naming the labels, e.g. "Day". */
  labelHeader: string;
  className?: string;
}

/** Each tone as the bars' fill and as the legend's swatch (whole class names, so Tailwind finds them). */
const TONES: Record<BarTone, { fill: string; swatch: string }> = {
  brand: { fill: 'fill-brand-500', swatch: 'bg-brand-500' },
  emerald: { fill: 'fill-emerald-500', swatch: 'bg-emerald-500' },
  amber: { fill: 'fill-amber-400', swatch: 'bg-amber-400' },
  slate: { fill: 'fill-slate-400', swatch: 'bg-slate-400' },
};

/** Room an x label needs in 12px text: about 7px a Latin character or digit, 12px a CJK one, and a gap. */
const LABEL_CHAR_PX = 7;
const LABEL_WIDE_CHAR_PX = 12;
const LABEL_GAP_PX = 16;
/** The plot's width until it is measured (a phone's). */
const FALLBACK_PLOT_PX = 220;

/**
 * Three or four evenly spaced y ticks from 0, on 1/2/2.5/5 × 10ⁿ steps, covering `max`. Whole-number data
 * (counts, cents) never gets fractional ticks.
 */
export function niceTicks(max: number, wholeNumbers = true): number[] {
  const top = max > 0 ? max : 1;
  const raw = top / 3;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step0 = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? 10 * magnitude;
  const step = wholeNumbers ? Math.max(1, Math.ceil(step0)) : step0;
  const count = Math.max(1, Math.ceil(top / step));
  return Array.from({ length: count + 1 }, (_, i) => i * step);
}

/** Every how many buckets an x label fits on a plot `width` pixels wide, so that none overlap. */
export function labelStep(labels: string[], width: number): number {
  const widthOf = (label: string) =>
    [...label].reduce((sum, char) => sum + (char >= '\u2e80' ? LABEL_WIDE_CHAR_PX : LABEL_CHAR_PX), 0);
  const widest = Math.max(LABEL_CHAR_PX, ...labels.map(widthOf));
  const fits = Math.max(1, Math.floor(width / (widest + LABEL_GAP_PX)));
  return Math.max(1, Math.ceil(labels.length / fits));
}

/** The element's width in pixels as it is laid out, following resizes (null until measured). */
function useWidth<T extends Element>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** Charts drawn over the same buckets, side by side or one above the other, label the same ones (SharedXAxis). */
interface XAxisGroup {
  /** The widest step any chart of the group needs, so that every chart can use it. */
  step: number;
  report: (chart: string, step: number | undefined) => void;
}

const XAxisGroupContext = createContext<XAxisGroup | null>(null);

/**
 * One time axis for the charts inside: each says how sparse its x labels must be to fit its width (a wider y
 * axis leaves a narrower plot), and all of them label every nth bucket for the largest n, so the same dates
 * show under every chart.
 */
export function SharedXAxis({ children }: { children: ReactNode }) {
  const [steps, setSteps] = useState<Record<string, number>>({});
  const report = useCallback((chart: string, step: number | undefined) => {
    setSteps((current) => {
      if (current[chart] === step) return current;
      const next = { ...current };
      if (step === undefined) delete next[chart];
      else next[chart] = step;
      return next;
    });
  }, []);
  const step = Math.max(1, ...Object.values(steps));
  const group = useMemo(() => ({ step, report }), [step, report]);
  return <XAxisGroupContext.Provider value={group}>{children}</XAxisGroupContext.Provider>;
}

/** Every how many buckets this chart labels: what its own width needs, or its group's step if that is sparser. */
function useLabelStep(labels: string[], width: number | null): number {
  const own = labelStep(labels, width ?? FALLBACK_PLOT_PX);
  const group = useContext(XAxisGroupContext);
  const chart = useId();
  useEffect(() => {
    if (!group) return;
    group.report(chart, own);
  }, [group, chart, own]);
  const report = group?.report;
  useEffect(() => () => report?.(chart, undefined), [report, chart]);
  return group ? Math.max(own, group.step) : own;
}

/** A series' value in bucket `index` (0 where it has none). */
const valueAt = (series: BarSeries, index: number) => series.values[index] ?? 0;

/** What a part of the chart is drawn from. */
interface ChartData {
  labels: string[];
  series: BarSeries[];
}

/**
 * A bar chart in inline SVG (stacked when given several series), with the same figures as a real table behind a
 * "Show as table" button: the drawing is hidden from screen readers, the table is what they and keyboard users read.
 * The SVG stretches to its box (viewBox + preserveAspectRatio none) while the axis labels are HTML beside it, so
 * the text keeps its size from 320px phones to desktops.
 */
export function BarChart({
  tableToggleLabel,
  tableHideLabel,
  formatTick,
  className = '',
  ...figures
}: BarChartProps) {
  const { title, labels, series, formatValue } = figures;
  const [showTable, setShowTable] = useState(false);
  const id = useId();
  const tableId = `${id}-table`;
  const captionId = `${id}-caption`;

  return (
    <figure
      aria-labelledby={captionId}
      className={`grid min-w-0 grid-cols-1 items-start gap-x-4 gap-y-1 sm:grid-cols-[1fr_auto] ${className}`}
    >
      <figcaption id={captionId} className="font-semibold text-slate-900">
        {title}
      </figcaption>
      <Button
        icon={Table}
        variant="ghost"
        size="sm"
        className="-mx-3 justify-self-start sm:mx-0 sm:-my-1 sm:justify-self-end"
        aria-expanded={showTable}
        aria-controls={tableId}
        onClick={() => setShowTable((shown) => !shown)}
      >
        {showTable ? (tableHideLabel ?? tableToggleLabel) : tableToggleLabel}
        <ChevronDown className={`size-4 transition-transform ${showTable ? 'rotate-180' : ''}`} aria-hidden />
      </Button>
      {series.length > 1 && <Legend series={series} />}
      <Plot labels={labels} series={series} formatValue={formatTick ?? formatValue} />
      <div id={tableId} hidden={!showTable} className="col-span-full mt-4 overflow-x-auto">
        <FiguresTable {...figures} />
      </div>
    </figure>
  );
}

/** Which colour is which series, for sighted readers (the table names them for everyone). */
function Legend({ series }: { series: BarSeries[] }) {
  return (
    <ul className="col-span-full mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600" aria-hidden>
      {series.map((s) => (
        <li key={s.key} className="flex items-center gap-1.5">
          <span className={`size-2.5 rounded-sm ${TONES[s.tone].swatch}`} />
          {s.name}
        </li>
      ))}
    </ul>
  );
}

/** The drawing: y ticks on the left, the bars, and as many x labels under them as fit without overlapping. */
function Plot({ labels, series, formatValue }: ChartData & { formatValue: (value: number) => string }) {
  const totals = labels.map((_, i) => series.reduce((sum, s) => sum + Math.max(0, valueAt(s, i)), 0));
  const wholeNumbers = series.every((s) => s.values.every(Number.isInteger));
  const ticks = niceTicks(Math.max(0, ...totals), wholeNumbers);
  const top = ticks[ticks.length - 1] ?? 1;
  const [plotRef, plotWidth] = useWidth<HTMLDivElement>();
  const step = useLabelStep(labels, plotWidth);
  const heightOf = (value: number) => (Math.max(0, value) / top) * 100;

  return (
    <div className="col-span-full mt-4 flex pt-1.5" aria-hidden>
      <div className="flex h-40 flex-col-reverse justify-between pr-2 text-right text-xs text-slate-500 tabular-nums sm:h-48">
        {ticks.map((tick) => (
          <span key={tick} className="flex h-0 items-center justify-end leading-none whitespace-nowrap">
            {formatValue(tick)}
          </span>
        ))}
      </div>
      <div ref={plotRef} className="min-w-0 flex-1">
        <Bars labels={labels} series={series} ticks={ticks} heightOf={heightOf} />
        <XLabels labels={labels} step={step} />
      </div>
    </div>
  );
}

interface BarsProps extends ChartData {
  ticks: number[];
  /** A value's height in the plot's 100 units. */
  heightOf: (value: number) => number;
}

/** The grid lines and the (stacked) bars. */
function Bars({ labels, series, ticks, heightOf }: BarsProps) {
  // Each bucket is 10 units wide and the plot 100 high; the SVG is stretched to its box.
  const width = Math.max(1, labels.length) * 10;
  return (
    <svg
      className="block h-40 w-full overflow-visible sm:h-48"
      viewBox={`0 0 ${width} 100`}
      preserveAspectRatio="none"
      focusable="false"
    >
      {ticks.map((tick) => (
        <line
          key={tick}
          x1={0}
          x2={width}
          y1={100 - heightOf(tick)}
          y2={100 - heightOf(tick)}
          className={tick === 0 ? 'stroke-slate-300' : 'stroke-slate-200'}
          strokeWidth={1}
          vectorEffect="non-scaling-stroke"
        />
      ))}
      {labels.map((label, i) => {
        let base = 100;
        return (
          <g key={`${i}-${label}`}>
            {series.map((s) => {
              const h = heightOf(valueAt(s, i));
              base -= h;
              return h > 0 ? (
                <rect
                  key={s.key}
                  x={i * 10 + 1.5}
                  y={base}
                  width={7}
                  height={h}
                  className={TONES[s.tone].fill}
                />
              ) : null;
            })}
          </g>
        );
      })}
    </svg>
  );
}

/** Every `step`th x label, centred under its bar. */
function XLabels({ labels, step }: { labels: string[]; step: number }) {
  return (
    <div className="relative mt-2 h-5 text-xs text-slate-500">
      {labels.map((label, i) =>
        i % step === 0 ? (
          <span
            key={`${i}-${label}`}
            className="absolute top-0 -translate-x-1/2 whitespace-nowrap"
            style={{ left: `${((i + 0.5) / Math.max(1, labels.length)) * 100}%` }}
          >
            {label}
          </span>
        ) : null,
      )}
    </div>
  );
}

interface FiguresTableProps extends ChartData {
  title: string;
  formatValue: (value: number) => string;
  labelHeader: string;
}

/** The chart's figures as a table: a row per label, a column per series. */
function FiguresTable({ title, labels, series, formatValue, labelHeader }: FiguresTableProps) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{title}</caption>
      <thead className="border-b border-slate-200 text-xs text-slate-500">
        <tr>
          <th scope="col" className="py-2 pr-4 font-medium">
            {labelHeader}
          </th>
          {series.map((s) => (
            <th key={s.key} scope="col" className="py-2 pl-4 text-right font-medium">
              {s.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {labels.map((label, i) => (
          <tr key={`${i}-${label}`}>
            <th scope="row" className="py-1.5 pr-4 font-normal whitespace-nowrap text-slate-700">
              {label}
            </th>
            {series.map((s) => (
              <td key={s.key} className="py-1.5 pl-4 text-right text-slate-900 tabular-nums">
                {formatValue(valueAt(s, i))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
