import { useEffect, useState } from 'react';

/** How long a confirmation ("Copied", "Added to Cart!") stays before the control reads as before (spec 02 §4). */
const BRIEF_MS = 2000;

/** A flag that, once raised, lowers itself after 2 s: the brief "done" state of a button. */
export function useBriefFlag(): [boolean, (raised: boolean) => void] {
  const [raised, setRaised] = useState(false);
  useEffect(() => {
    if (!raised) return;
    const timer = setTimeout(() => setRaised(false), BRIEF_MS);
    return () => clearTimeout(timer);
  }, [raised]);
  return [raised, setRaised];
}
