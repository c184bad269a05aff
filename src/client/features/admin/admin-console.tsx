import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploads } from '../../lib/uploads/use-uploads';
import { useAdminApplications } from './api/get-applications';
import { TEST_PACKS_KEY } from './api/get-test-packs';
import { ApplicationsTab } from './applications-tab';
import { AuditTab } from './audit-tab';
import { ClaudeChatTab } from './claude-chat-tab';
import { FileUploadTab } from './file-upload-tab';
import { PayoutsTab } from './payouts-tab';
import { SystemPromptTab } from './system-prompt-tab';
import { Tabs } from '../../components/ui/tabs';
import { ADMIN_TABS, useAdminTab, type AdminTab } from './use-admin-tab';
import { UsersTab } from './users-tab';
import { VectorSearchTab } from './vector-search-tab';

/** The console for admins: one tab per job (spec 02 §2.7). */
export function AdminConsole({ currentUserId }: { currentUserId: string }) {
  const { t } = useTranslation('admin');
  const [tab, setTab] = useAdminTab();
  const pendingCount = useAdminApplications().data?.filter((a) => a.status === 'pending').length ?? 0;
  // Kept here, not in its tab: files keep uploading (and stay listed) while the admin looks at another tab.
  const queryClient = useQueryClient();
  // Each file sent changes its pack's file count.
  const uploads = useUploads({
    onSent: () => void queryClient.invalidateQueries({ queryKey: TEST_PACKS_KEY }),
  });

  const labels: Record<AdminTab, ReactNode> = {
    applications: (
      <>
        {t('tabs.applications')}
        {pendingCount > 0 && (
          <>
            <span
              aria-hidden
              className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800 tabular-nums"
            >
              {pendingCount}
            </span>{' '}
            <span className="sr-only">({t('tabs.pending', { count: pendingCount })})</span>
          </>
        )}
      </>
    ),
    users: t('tabs.users'),
    payouts: t('tabs.payouts'),
    audit: t('tabs.audit'),
    'file-upload': t('tabs.fileUpload'),
    'vector-search': t('tabs.vectorSearch'),
    'claude-chat': t('tabs.claudeChat'),
    'system-prompt': t('tabs.systemPrompt'),
  };
  const panels: Record<AdminTab, ReactNode> = {
    applications: <ApplicationsTab />,
    users: <UsersTab currentUserId={currentUserId} />,
    payouts: <PayoutsTab />,
    audit: <AuditTab />,
    'file-upload': <FileUploadTab uploads={uploads} />,
    'vector-search': <VectorSearchTab onOpenUpload={() => setTab('file-upload')} />,
    'claude-chat': <ClaudeChatTab onOpenUpload={() => setTab('file-upload')} />,
    'system-prompt': <SystemPromptTab />,
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-slate-600">{t('subtitle')}</p>
      <div className="mt-6">
        <Tabs
          label={t('tabs.label')}
          tabs={ADMIN_TABS.map((id) => ({ id, label: labels[id] }))}
          selected={tab}
          onSelect={setTab}
        >
          {panels[tab]}
        </Tabs>
      </div>
    </div>
  );
}
