import { useTranslation } from 'react-i18next';
import en from '../../locales/en/admin.json';
import ja from '../../locales/ja/admin.json';
import { registerNamespace } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdminConsole } from './admin-console';
import { NoAccessPage, SignInRequiredPage } from './no-access';

registerNamespace('admin', { en, ja });

/** /admin: the console for admins; everyone else is told why they cannot use it. The API enforces the same. */
export function AdminPage() {
  const session = useSession();
  if (session.status === 'loading') return <ConsoleSkeleton />;
  if (session.status === 'signedOut') return <SignInRequiredPage />;
  if (session.user.user_role !== 'admin') return <NoAccessPage />;
  return <AdminConsoleWithTitle currentUserId={session.user.id} />;
}

function AdminConsoleWithTitle({ currentUserId }: { currentUserId: string }) {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('title'));
  return <AdminConsole currentUserId={currentUserId} />;
}

/** While we do not yet know who is signed in. */
function ConsoleSkeleton() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('title'));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10" aria-busy="true">
      <p className="sr-only">{t('loading')}</p>
      <div className="animate-pulse" aria-hidden>
        <div className="h-8 w-56 rounded bg-slate-200" />
        <div className="mt-3 h-4 w-80 max-w-full rounded bg-slate-200" />
        <div className="mt-8 flex gap-4 border-b border-slate-200 pb-3">
          <div className="h-5 w-24 rounded bg-slate-200" />
          <div className="h-5 w-20 rounded bg-slate-200" />
        </div>
        <div className="mt-6 space-y-4">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className="h-28 rounded-2xl border border-slate-200 bg-white" />
          ))}
        </div>
      </div>
    </div>
  );
}
