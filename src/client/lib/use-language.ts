import { useLocation } from 'react-router';
import { languageOfPath, localizedPath, type Language } from '../../common/languages';

/** The interface language of the current page (from its path) and a way to build links that keep it. */
export function useLanguage(): { language: Language; localize: (route: string) => string } {
  const { pathname } = useLocation();
  return {
    language: languageOfPath(pathname),
    localize: (route: string) => localizedPath(route, pathname),
  };
}
