import type { ReactNode } from 'react';
import type { CorpusPack } from '../../../common/contracts/engine';
import { SkeletonList } from '../ui/skeleton';

/** The packs to pick from, the picked one, and the picking. */
export interface PackSelection {
  packs: CorpusPack[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}

interface PackPickerProps extends PackSelection {
  /** The radio group's name; each card's ids start with it. */
  name: string;
  legend: string;
  /** What a card says about its pack below the title (the radio's description). */
  details: (pack: CorpusPack) => ReactNode;
  /** Beside the title (the pack's status, say). */
  badge?: (pack: CorpusPack) => ReactNode;
  /** After the card's text, above the overlay that picks the pack (a delete button, say). */
  action?: (pack: CorpusPack) => ReactNode;
  /** The focus ring goes round the whole card instead of the radio. */
  ringCard?: boolean;
}

/**
 * Packs as a radio group of cards (arrow keys move between them; a click anywhere on a card picks it): the chosen
 * one receives the uploads. The studio's packs and the admin console's test packs.
 */
export function PackPicker({ packs, selectedId, onSelect, name, legend, ...card }: PackPickerProps) {
  const { details, badge, action, ringCard = false } = card;
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <ul className="grid gap-3 md:grid-cols-2">
        {packs.map((pack) => {
          const selected = pack.id === selectedId;
          const inputId = `${name}-${pack.id}`;
          const title = (
            <label
              htmlFor={inputId}
              className={`${badge ? '' : 'block '}cursor-pointer font-semibold break-words text-slate-900`}
            >
              {/* The whole card picks the pack; an action sits above this overlay. */}
              <span className="absolute inset-0 rounded-2xl" aria-hidden />
              {pack.title}
            </label>
          );
          return (
            <li
              key={pack.id}
              className={`relative flex gap-3 rounded-2xl border bg-white p-4 transition-colors ${ringCard ? RING_CARD : ''}${
                selected
                  ? 'border-brand-500 ring-1 ring-brand-500'
                  : 'border-slate-200 hover:border-slate-300'
              }`}
            >
              <input
                id={inputId}
                type="radio"
                name={name}
                value={pack.id}
                checked={selected}
                onChange={() => onSelect(pack.id)}
                aria-describedby={`${inputId}-details`}
                className={`mt-1 size-4 shrink-0 accent-brand-600${ringCard ? ' focus:outline-none' : ''}`}
              />
              <div className="min-w-0 flex-1">
                {badge ? (
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    {title}
                    {badge(pack)}
                  </div>
                ) : (
                  title
                )}
                <div id={`${inputId}-details`}>{details(pack)}</div>
              </div>
              {action?.(pack)}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

const RING_CARD = 'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 ';

/** Two grey pack cards where the packs will be, with `label` for a screen reader meanwhile. */
export function PackPickerSkeleton({ label }: { label: string }) {
  return (
    <SkeletonList
      label={label}
      count={2}
      className="grid animate-pulse gap-3 md:grid-cols-2"
      itemClassName="space-y-3 rounded-2xl border border-slate-200 bg-white p-4"
      bars={['h-4 w-1/2 rounded', 'h-3 w-2/5 rounded', 'h-3 w-3/4 rounded']}
    />
  );
}
