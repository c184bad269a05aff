import { LogIn, ShieldAlert, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';

function AccessNotice({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  const { t } = useTranslation('admin');
  const { localize } = useLanguage();
  useDocumentTitle(title);
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-24">
      <div className="flex flex-col items-center rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-12">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
          <Icon className="size-7" aria-hidden />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-3 text-pretty text-slate-600">{text}</p>
        <ButtonLink to={localize('/')} variant="secondary" className="mt-8">
          {t('home')}
        </ButtonLink>
      </div>
    </section>
  );
}

/** /admin for a visitor who is not signed in: the header's button is the way in. */
export function SignInRequiredPage() {
  const { t } = useTranslation('admin');
  return <AccessNotice icon={LogIn} title={t('signIn.title')} text={t('signIn.text')} />;
}

/** /admin for someone signed in without admin rights. */
export function NoAccessPage() {
  const { t } = useTranslation('admin');
  return <AccessNotice icon={ShieldAlert} title={t('noAccess.title')} text={t('noAccess.text')} />;
}
