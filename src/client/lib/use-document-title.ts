import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Takes the title of a page the server renders, for the HTML's <title> (src/client/ssr/render-page.tsx). */
export const ServerTitle = createContext<((title: string) => void) | null>(null);

const fullTitle = (title?: string) => (title ? `${title} · Kenja` : 'Kenja');

/** Sets the browser tab's title for the current page: "Page · Kenja", or just "Kenja". */
export function useDocumentTitle(title?: string) {
  useContext(ServerTitle)?.(fullTitle(title));
  useEffect(() => {
    document.title = fullTitle(title);
  }, [title]);
}

/** A page's title is the `title` of its namespace. */
export function usePageTitle(namespace: string) {
  const { t } = useTranslation(namespace);
  useDocumentTitle(t('title'));
}
