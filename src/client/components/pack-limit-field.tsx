import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useReadablePacks } from '../lib/readable-packs';
import { CheckboxList, toggled } from './ui/checkbox-list';

export const PACK_LIMITS = ['all', 'chosen'] as const;
/** Every pack the person may read (now and later), or only those ticked. */
export type PackLimit = (typeof PACK_LIMITS)[number];

/** What the field says; each form words the choice for what it grants (a token, an assistant). */
export interface PackLimitWords {
  legend: string;
  all: string;
  chosen: string;
  /** Names the list of packs to tick. */
  packsLegend: string;
  /** In place of the list when the person may read no pack. */
  noPacks: string;
}

/** The words at `<prefix>.packs`, `.allPacks`, `.chosenPacks`, `.packsLegend` and `.noPacks`, as both forms keep them. */
export function packLimitWords(t: TFunction, prefix: string): PackLimitWords {
  return {
    legend: t(`${prefix}.packs`),
    all: t(`${prefix}.allPacks`),
    chosen: t(`${prefix}.chosenPacks`),
    packsLegend: t(`${prefix}.packsLegend`),
    noPacks: t(`${prefix}.noPacks`),
  };
}

/**
 * A PackLimitField's choice over the packs the person may read, starting at all of them: the query, the field's props
 * but its name and words, and what a submit sends.
 */
export function usePackLimit() {
  const packs = useReadablePacks();
  const [limit, onLimit] = useState<PackLimit>('all');
  const [chosen, onChosen] = useState<string[]>([]);
  // "Only these" was submitted with none ticked: the form says to choose one.
  const [unchosen, setUnchosen] = useState(false);
  return {
    packs,
    unchosen,
    clearUnchosen: () => setUnchosen(false),
    /** At submit: the packs chosen, null for all of them, or undefined (and `unchosen`) while none is ticked. */
    packIds: (): string[] | null | undefined => {
      const none = limit === 'chosen' && chosen.length === 0;
      setUnchosen(none);
      if (none) return undefined;
      return limit === 'chosen' ? chosen : null;
    },
    field: { packs: packs.data?.packs ?? [], limit, onLimit, chosen, onChosen },
  };
}

interface PackLimitFieldProps {
  /** The radio group's name, unique on the page. */
  name: string;
  words: PackLimitWords;
  packs: readonly { id: string; title: string }[];
  limit: PackLimit;
  onLimit: (limit: PackLimit) => void;
  chosen: readonly string[];
  onChosen: (ids: string[]) => void;
  /** Stands in for the list while the packs load, or when they could not be loaded. */
  status?: ReactNode;
  disabled?: boolean;
}

/** Which packs something may read: all of them, or only the ones ticked in the list that opens below. */
export function PackLimitField(props: PackLimitFieldProps) {
  const { name, words, packs, limit, onLimit, chosen, onChosen, status, disabled } = props;
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-medium text-slate-800">{words.legend}</legend>
      <div className="mt-1 space-y-1 text-sm text-slate-700">
        {PACK_LIMITS.map((option) => (
          <label key={option} className="flex items-center gap-2">
            <input
              type="radio"
              name={name}
              checked={limit === option}
              onChange={() => onLimit(option)}
              className="size-4 shrink-0 accent-brand-600"
            />
            {option === 'all' ? words.all : words.chosen}
          </label>
        ))}
      </div>
      {limit === 'chosen' && (
        <fieldset className="mt-2 rounded-xl border border-slate-200 p-3">
          <legend className="px-1 text-xs font-medium text-slate-600">{words.packsLegend}</legend>
          {status ??
            (packs.length === 0 ? (
              <p className="text-sm text-slate-600">{words.noPacks}</p>
            ) : (
              <CheckboxList
                items={packs}
                chosen={chosen}
                onToggle={(packId, on) => onChosen(toggled(chosen, packId, on))}
                className="max-h-48 space-y-1 overflow-y-auto"
                labelClassName="flex items-center gap-2 text-sm text-slate-800"
                boxClassName="size-4 shrink-0 accent-brand-600"
              >
                {(pack) => <span className="min-w-0 break-words">{pack.title}</span>}
              </CheckboxList>
            ))}
        </fieldset>
      )}
    </fieldset>
  );
}
