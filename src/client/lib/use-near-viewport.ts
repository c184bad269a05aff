import { useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come near the viewport (once true, stays true): what sits below the fold asks the server
 * only then, so the first screen's requests and rendering are not slowed by it. Without IntersectionObserver
 * (old browsers, jsdom) everything counts as near.
 */
export function useNearViewport<T extends Element>(margin = '400px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}
