import { ScrollText, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { AUDIT_PAGE_SIZE, NO_AUDIT_FILTERS, useAdminAudit, type AuditFilters } from './api/get-audit';
import { AuditEventRow } from './audit-event';
import { AuditFilterForm, hasAuditFilters } from './audit-filters';
import { EmptyState, LoadErrorAlert } from './notices';
import { Pagination } from './pagination';
import { CountNote, TabSection } from './tab-section';
import { usePagedFilter } from './use-paged-filter';

const TYPING_DEBOUNCE_MS = 300;

/**
 * The audit log (issue 20, issue 46): every privileged act — who did it, to whom, what changed and when — newest
 * first, filtered by kind, person and days. Admins see each other's acts here; nobody can change or remove them.
 */
export function AuditTab() {
  const { t } = useTranslation('admin');
  const {
    filter: filters,
    changeFilter: handleFilters,
    offset,
    setOffset,
  } = usePagedFilter<AuditFilters>(NO_AUDIT_FILTERS);
  // Names are typed: the request waits until typing pauses. A range ending before it starts is not applied.
  const actor = useDebouncedValue(filters.actor.trim(), TYPING_DEBOUNCE_MS);
  const subject = useDebouncedValue(filters.subject.trim(), TYPING_DEBOUNCE_MS);
  const badRange = Boolean(filters.fromDay && filters.toDay && filters.toDay < filters.fromDay);
  const applied: AuditFilters = {
    ...filters,
    actor,
    subject,
    ...(badRange ? { fromDay: '', toDay: '' } : {}),
  };
  const query = useAdminAudit(applied, offset);
  const data = query.data;
  const filtered = hasAuditFilters(filters);

  return (
    <TabSection messages="audit" width="max-w-3xl" note={<CountNote messages="audit" total={data?.total} />}>
      <AuditFilterForm value={filters} onChange={handleFilters} badRange={badRange} />
      {query.isPending && (
        <div aria-busy="true" className="mt-6 space-y-2">
          <span className="sr-only">{t('audit.loading')}</span>
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-12 animate-pulse rounded-xl bg-slate-100" />
          ))}
        </div>
      )}
      {query.isError && <LoadErrorAlert className="mt-6" message={t('audit.loadError')} query={query} />}
      {data && data.total === 0 && (
        <EmptyState
          className="mt-6"
          Icon={filtered ? SearchX : ScrollText}
          title={t(filtered ? 'audit.noMatch.title' : 'audit.empty.title')}
          text={t(filtered ? 'audit.noMatch.text' : 'audit.empty.text')}
        >
          {filtered && (
            <Button variant="secondary" className="mt-5" onClick={() => handleFilters(NO_AUDIT_FILTERS)}>
              {t('audit.noMatch.clear')}
            </Button>
          )}
        </EmptyState>
      )}
      {data && data.total > 0 && (
        <div className="mt-6" aria-busy={query.isFetching}>
          <ol
            aria-label={t('audit.listLabel')}
            className={`divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm ${query.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {data.events.map((event) => (
              <AuditEventRow key={event.id} event={event} />
            ))}
          </ol>
          {data.total > AUDIT_PAGE_SIZE && (
            <Pagination offset={offset} pageSize={AUDIT_PAGE_SIZE} total={data.total} onChange={setOffset} />
          )}
        </div>
      )}
    </TabSection>
  );
}
