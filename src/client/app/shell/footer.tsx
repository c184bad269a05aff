import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/use-language';
import { LogoMark } from './logo';

export function Footer() {
  const { t } = useTranslation();
  const { localize } = useLanguage();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="flex items-center gap-2">
          <LogoMark className="size-6" />
          <span>{t('footer.tagline')}</span>
        </div>
        <nav aria-label={t('nav.footerLabel')} className="flex flex-wrap gap-4">
          <Link to={localize('/about')} className="hover:text-slate-900">
            {t('nav.about')}
          </Link>
          <Link to={localize('/mcp')} className="hover:text-slate-900">
            {t('nav.mcp')}
          </Link>
          <Link to={localize('/creator-studio')} className="hover:text-slate-900">
            {t('nav.creatorStudio')}
          </Link>
          <Link to={localize('/terms')} className="hover:text-slate-900">
            {t('footer.terms')}
          </Link>
          <Link to={localize('/privacy')} className="hover:text-slate-900">
            {t('footer.privacy')}
          </Link>
        </nav>
        <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
