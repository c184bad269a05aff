import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditAction, AuditGroup } from '../../../../common/contracts/audit';
import { api, callApi } from '../../../lib/api';

export const ADMIN_AUDIT_KEY = ['admin', 'audit'] as const;
export const AUDIT_PAGE_SIZE = 50;

/** What the console filters the log by; empty strings filter nothing. */
export interface AuditFilters {
  /** One action, or a group of them. */
  kind: { action: AuditAction } | { group: AuditGroup } | null;
  /** Who did it, and whom it concerned: part of a name or e-mail. */
  actor: string;
  subject: string;
  /** The first and last day shown, as the date inputs give them (YYYY-MM-DD, the browser's own days). */
  fromDay: string;
  toDay: string;
}

/** The query the typed client sends (strings, as in a URL). */
type AuditQuery = Parameters<typeof api.admin.audit.$get>[0]['query'];

export const NO_AUDIT_FILTERS: AuditFilters = { kind: null, actor: '', subject: '', fromDay: '', toDay: '' };

/** A day of the date input as the moment it starts in the browser's time zone, `days` later. */
function dayStart(day: string, days = 0): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date + days).toISOString();
}

/** The filters as the API's query: the last day is included, so the range ends as the next day starts. */
export function auditQuery(filters: AuditFilters, offset: number): AuditQuery {
  return {
    limit: String(AUDIT_PAGE_SIZE),
    offset: String(offset),
    ...(filters.kind ?? {}),
    ...(filters.actor ? { actor: filters.actor } : {}),
    ...(filters.subject ? { subject: filters.subject } : {}),
    ...(filters.fromDay ? { from: dayStart(filters.fromDay) } : {}),
    ...(filters.toDay ? { to: dayStart(filters.toDay, 1) } : {}),
  };
}

/** One page of the audit log matching `filters`, newest first (`GET /api/admin/audit`). */
export function useAdminAudit(filters: AuditFilters, offset: number) {
  const query = auditQuery(filters, offset);
  return useQuery({
    queryKey: [...ADMIN_AUDIT_KEY, query],
    queryFn: ({ signal }) => callApi(() => api.admin.audit.$get({ query }, { init: { signal } })),
    // Paging and filtering keep the current records on screen (dimmed) until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}
