import { useSyncExternalStore } from 'react';

/** Tailwind's `lg`: from here on the purchase card sits in the sidebar beside the page. */
const WIDE = '(min-width: 64rem)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia?.(WIDE);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const wide = () => window.matchMedia?.(WIDE).matches ?? false;

/** Whether the screen is wide enough for the sidebar: for what must be on the page once, in the slot that shows. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, wide, () => false);
}
