import { createContext, useContext, useEffect, useState } from 'react';

/**
 * When the server rendered the page the app takes over (ms since the epoch; src/client/ssr/render-page.tsx), or
 * null for a page the app renders itself.
 */
export const RenderedAt = createContext<number | null>(null);

/**
 * The time to write "43 seconds ago" against. The first render of a page the server rendered uses the time the
 * server rendered it at, so the app writes what the HTML says (a different text would be a hydration mismatch, and
 * React would render the whole page again); from the next render on, the browser's time.
 */
export function useNow(): Date {
  const renderedAt = useContext(RenderedAt);
  const [serverTime, setServerTime] = useState(renderedAt);
  useEffect(() => {
    if (serverTime === null) return;
    const timer = setTimeout(() => setServerTime(null));
    return () => clearTimeout(timer);
  }, [serverTime]);
  return serverTime === null ? new Date() : new Date(serverTime);
}
