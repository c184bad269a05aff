import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/use-language';
import { LogoMark } from './logo';

/** The footer's links, in order: where each goes and the words for it. */
const FOOTER_LINKS = [
  ['/about', 'nav.about'],
  ['/mcp', 'nav.mcp'],
  ['/creator-studio', 'nav.creatorStudio'],
  ['/terms', 'footer.terms'],
  ['/privacy', 'footer.privacy'],
] as const;

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
          {FOOTER_LINKS.map(([path, key]) => (
            <Link key={path} to={localize(path)} className="hover:text-slate-900">
              {t(key)}
            </Link>
          ))}
        </nav>
        <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
