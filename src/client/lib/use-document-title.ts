import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab's title for the current page: "Page · Kenja", or just "Kenja". */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · Kenja` : 'Kenja';
  }, [title]);
}

/** A page's title is the `title` of its namespace. */
export function usePageTitle(namespace: string) {
  const { t } = useTranslation(namespace);
  useDocumentTitle(t('title'));
}
