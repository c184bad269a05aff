import { UserX } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_USER_CONFLICTS, type AdminUserRow } from '../../../common/contracts/auth';
import type { Role } from '../../../common/roles';
import { Button } from '../../components/ui/button';
import { FieldFrame } from '../../components/ui/form-field';
import { ApiError } from '../../lib/api';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useLanguage } from '../../lib/use-language';
import { USERS_PAGE_SIZE, useAdminUsers } from './api/get-users';
import { useUpdateUser, type UserChanges } from './api/update-user';
import { apiErrorDetail, apiErrorText } from '../../lib/api-error-text';
import { PageAlert } from '../../components/ui/page-alert';
import { EmptyState, FailureText, LoadErrorAlert, SuccessNotice } from './notices';
import { Pagination } from './pagination';
import { displayName } from './user-controls';
import { UsersTable } from './users-table';
import { TabSkeleton } from './tab-skeleton';
import { SearchBox } from './search-box';
import { CountNote, TabSection } from './tab-section';
import { usePagedFilter } from './use-paged-filter';

const SEARCH_DEBOUNCE_MS = 300;

type Feedback = { kind: 'success'; text: string } | { kind: 'error'; text: string; detail?: string } | null;

/** Find people by e-mail or name, change their role, disable or enable them. */
function conflictKey(error: unknown): 'users.lastAdmin' | 'users.selfLockout' {
  return error instanceof ApiError && error.message === ADMIN_USER_CONFLICTS.lastAdmin
    ? 'users.lastAdmin'
    : 'users.selfLockout';
}

export function UsersTab({ currentUserId }: { currentUserId: string }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const searchId = useId();
  const { filter: text, changeFilter: handleSearch, offset, setOffset } = usePagedFilter('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useAdminUsers({ q, offset });
  const update = useUpdateUser();

  const users = query.data?.users ?? [];
  const total = query.data?.total ?? 0;

  function save(user: AdminUserRow, changes: UserChanges, success: (updated: AdminUserRow) => string) {
    setFeedback(null);
    const name = displayName(user);
    update.mutate(
      { id: user.id, changes },
      {
        onSuccess: (updated) => setFeedback({ kind: 'success', text: success(updated) }),
        onError: (error) =>
          setFeedback({
            kind: 'error',
            // Two conflicts: locking oneself out, or leaving no active admin (two admins at the same moment).
            text: t('users.failed', {
              name,
              reason: apiErrorText(error, t, { conflict: t(conflictKey(error)) }),
            }),
            detail: apiErrorDetail(error, language),
          }),
      },
    );
  }

  const handleChangeRole = (user: AdminUserRow, role: Role) =>
    save(user, { user_role: role }, (updated) =>
      t('users.done.role', { name: displayName(updated), role: t(`roles.${updated.user_role}`) }),
    );

  const handleToggleDisabled = (user: AdminUserRow, disabled: boolean) =>
    save(user, { disabled }, (updated) =>
      t(updated.disabled ? 'users.done.disabled' : 'users.done.enabled', { name: displayName(updated) }),
    );

  return (
    <TabSection
      messages="users"
      note={<CountNote messages="users" total={query.data?.total} />}
      aside={
        <div className="sm:w-80">
          <FieldFrame id={searchId} label={t('users.searchLabel')} hideLabel badge={false}>
            {(aria) => (
              <SearchBox
                {...aria}
                value={text}
                onValue={handleSearch}
                placeholder={t('users.searchPlaceholder')}
                maxLength={200}
              />
            )}
          </FieldFrame>
        </div>
      }
    >
      <SuccessNotice className="mt-4">{feedback?.kind === 'success' && feedback.text}</SuccessNotice>
      {feedback?.kind === 'error' && (
        <PageAlert className="mt-4" onDismiss={() => setFeedback(null)}>
          <FailureText message={feedback.text} detail={feedback.detail} />
        </PageAlert>
      )}

      {query.isError && <LoadErrorAlert className="mt-4" message={t('users.loadError')} query={query} />}

      <div className="mt-4">
        {query.isPending && <TabSkeleton tab="users" />}

        {query.isSuccess && users.length === 0 && (
          <EmptyState Icon={UserX} titleAs="h3" title={t('users.empty.title')} text={t('users.empty.text')}>
            {text && (
              <Button variant="secondary" className="mt-5" onClick={() => handleSearch('')}>
                {t('users.empty.clear')}
              </Button>
            )}
          </EmptyState>
        )}

        {users.length > 0 && (
          <div className={query.isPlaceholderData ? 'opacity-60' : undefined} aria-busy={query.isFetching}>
            <UsersTable
              users={users}
              currentUserId={currentUserId}
              pendingId={update.isPending ? update.variables.id : undefined}
              onChangeRole={handleChangeRole}
              onToggleDisabled={handleToggleDisabled}
            />
          </div>
        )}
      </div>

      {total > USERS_PAGE_SIZE && (
        <Pagination offset={offset} pageSize={USERS_PAGE_SIZE} total={total} onChange={setOffset} />
      )}
    </TabSection>
  );
}
