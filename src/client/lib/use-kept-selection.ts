import { useState } from 'react';

/**
 * The item wanted (chosen, or named in the address), else the one shown selected so far, else the first: a list
 * that selects an item by itself keeps it selected when the list changes under it — a newer item appearing first
 * (made in another tab, or by another person) does not take the selection, and what the person does next (the
 * files they drop) goes where they saw it would.
 */
export function useKeptSelection<T extends { id: string }>(
  items: readonly T[] | undefined,
  wantedId: string | null | undefined,
): T | undefined {
  const [shownId, setShownId] = useState<string>();
  const selected =
    items?.find((item) => item.id === wantedId) ?? items?.find((item) => item.id === shownId) ?? items?.[0];
  // Remembered during render (React's "information from previous renders"): the next render agrees at once.
  if (selected && selected.id !== shownId) setShownId(selected.id);
  return selected;
}
