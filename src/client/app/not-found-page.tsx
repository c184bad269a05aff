import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../components/ui/button';
import { useDocumentTitle } from '../lib/use-document-title';
import { useLanguage } from '../lib/use-language';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { localize } = useLanguage();
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center">
      <SearchX className="size-12 text-slate-400" aria-hidden />
      <p className="mt-4 text-sm font-semibold text-brand-600">404</p>
      <h1 className="mt-1 text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-2 text-slate-600">{t('notFound.text')}</p>
      <ButtonLink to={localize('/')} className="mt-6">
        {t('notFound.home')}
      </ButtonLink>
    </section>
  );
}
