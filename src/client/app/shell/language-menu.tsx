import { Check, ChevronDown, Globe } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LANGUAGES, pathInLanguage } from '../../../common/languages';
import { useDismiss } from '../../lib/use-dismiss';
import { useLanguage } from '../../lib/use-language';

/** English / 日本語: each choice is a link to the same page under the other language's prefix. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { pathname, search, hash } = useLocation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        className="flex items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
        aria-expanded={open}
        aria-controls="language-menu"
        aria-label={`${t('language.label')}: ${t(`language.${language}`)}`}
        onClick={() => setOpen((v) => !v)}
      >
        <Globe className="size-4" aria-hidden />
        <span className="hidden sm:inline">{t(`language.${language}`)}</span>
        <ChevronDown className="size-4" aria-hidden />
      </button>
      {open && (
        <ul
          id="language-menu"
          className="absolute right-0 mt-2 w-40 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
        >
          {LANGUAGES.map((lng) => (
            <li key={lng}>
              <Link
                to={`${pathInLanguage(pathname, lng)}${search}${hash}`}
                lang={lng}
                hrefLang={lng}
                aria-current={lng === language ? 'true' : undefined}
                onClick={close}
                className="flex items-center justify-between px-4 py-2 text-sm text-slate-700 hover:bg-slate-50 focus-visible:bg-slate-50"
              >
                {t(`language.${lng}`)}
                {lng === language && <Check className="size-4 text-brand-600" aria-hidden />}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
