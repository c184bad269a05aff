import { useEffect } from 'react';

/** Sets the browser tab's title for the current page: "Page · Kenja", or just "Kenja". */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · Kenja` : 'Kenja';
  }, [title]);
}
