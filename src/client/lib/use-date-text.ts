import { formatDate, type DateStyle } from './format';
import { useLanguage } from './use-language';

/** Dates as the page's language writes them, in one style: `(iso) => 'June 3, 2025'`. */
export function useDateText(style: DateStyle): (iso: string) => string {
  const { language } = useLanguage();
  return (iso) => formatDate(iso, language, style);
}
