import { useTranslation } from 'react-i18next';
import type { CreatorApplication } from '../../../common/contracts/creator-applications';
import { useSession } from '../../lib/session';
import { EMPTY_VALUES, valuesFromApplication } from './application-form';
import { ApplicationWizard, type ApplicationWizardProps } from './application-wizard';
import { NS } from './i18n';

interface ApplyViewProps extends Omit<ApplicationWizardProps, 'initialValues'> {
  /** The application turned down, when applying again: its answers are the starting point. */
  previous?: CreatorApplication | null;
}

/** The application with the page's heading above it. */
export function ApplyView({ previous, ...props }: ApplyViewProps) {
  const { t } = useTranslation(NS);
  const session = useSession();
  // A first application starts from the name the account already has (the person may change it).
  const accountName = session.status === 'signedIn' ? (session.user.full_name?.trim() ?? '') : '';
  const initialValues = previous
    ? valuesFromApplication(previous)
    : { ...EMPTY_VALUES, displayName: accountName };
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <header className="mb-8 text-center">
        <p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">{t('intro.eyebrow')}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900 [word-break:auto-phrase]! sm:text-4xl">
          {t('intro.title')}
        </h1>
        <p className="mx-auto mt-3 max-w-xl text-pretty text-slate-600 sm:text-lg">{t('intro.subtitle')}</p>
      </header>
      <ApplicationWizard {...props} initialValues={initialValues} />
    </div>
  );
}
