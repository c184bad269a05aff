import { useTranslation } from 'react-i18next';
import { ApplicationWizard, type ApplicationWizardProps } from './application-wizard';
import { NS } from './i18n';

/** The application with the page's heading above it. */
export function ApplyView(props: ApplicationWizardProps) {
  const { t } = useTranslation(NS);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <header className="mb-8 text-center">
        <p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">{t('intro.eyebrow')}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900 [word-break:auto-phrase]! sm:text-4xl">
          {t('intro.title')}
        </h1>
        <p className="mx-auto mt-3 max-w-xl text-pretty text-slate-600 sm:text-lg">{t('intro.subtitle')}</p>
      </header>
      <ApplicationWizard {...props} />
    </div>
  );
}
