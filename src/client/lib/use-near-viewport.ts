import { useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come near the viewport (once true, stays true): what sits below the fold asks the server
 * only then, so the first screen's requests and rendering are not slowed by it. Without IntersectionObserver
 * (old browsers, jsdom) everything counts as near once mounted. Never near in the first render: a page the server
 * rendered (where there is no observer) must render first in the browser as it did there.
 */
export function useNearViewport<T extends Element>(margin = '400px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setNear(true));
      return () => clearTimeout(timer);
    }
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
