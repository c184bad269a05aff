import { Navigate, useLocation } from 'react-router';
import { LANGUAGE_PREFIX } from '../../common/languages';
import { preferredLanguage } from '../lib/language-preference';

/** `/` has no language of its own: go to the home page in the language this browser prefers. */
export function RootRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${LANGUAGE_PREFIX[preferredLanguage()]}${search}`} replace />;
}
