import { useSearchParams } from 'react-router';

/**
 * One choice kept in the address (`?name=value`), so a reload or a shared link opens the same: its value, and a
 * setter that replaces the history entry (choosing within a page is not a page of history of its own).
 */
export function useSearchParam(name: string): [string | null, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const choose = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return [params.get(name), choose];
}
