import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/use-language';

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** "By signing in, you agree to our Terms of Service and Privacy Policy", each a link to the page itself. */
export function LegalNote() {
  const { localize } = useLanguage();
  return (
    <p className="mt-4 text-center text-xs text-slate-600">
      <Trans
        i18nKey="auth.terms"
        components={{
          terms: <Link to={localize('/terms')} className={linkClass} />,
          privacy: <Link to={localize('/privacy')} className={linkClass} />,
        }}
      />
    </p>
  );
}
