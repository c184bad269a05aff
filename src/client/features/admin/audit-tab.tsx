import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuditEvent } from '../../../common/contracts/audit';
import { formatDate, formatPrice } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { AUDIT_PAGE_SIZE, useAdminAudit } from './api/get-audit';
import { LoadErrorBanner } from './notices';
import { Pagination } from './pagination';
import { TabSection } from './tab-section';

/**
 * The audit log (issue 20): every time an admin read or refunded another person's order — who, whose, when, and for
 * a refund what went back. Admins see each other's actions here; nobody can change or remove them.
 */
export function AuditTab() {
  const { t } = useTranslation('admin');
  const [offset, setOffset] = useState(0);
  const query = useAdminAudit(offset);
  const data = query.data;

  return (
    <TabSection messages="audit" width="max-w-3xl">
      {query.isPending && (
        <div aria-busy="true" className="mt-6 space-y-2">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-12 animate-pulse rounded-xl bg-slate-100" />
          ))}
        </div>
      )}
      {query.isError && <LoadErrorBanner className="mt-6" message={t('audit.loadError')} query={query} />}
      {data && data.total === 0 && (
        <div className="mt-6 flex flex-col items-center rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
          <ScrollText className="size-10 text-slate-400" aria-hidden />
          <p className="mt-3 text-lg font-semibold">{t('audit.empty.title')}</p>
          <p className="mt-1 text-sm text-slate-600">{t('audit.empty.text')}</p>
        </div>
      )}
      {data && data.total > 0 && (
        <div className="mt-6" aria-busy={query.isFetching}>
          <ol
            aria-label={t('audit.listLabel')}
            className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm"
          >
            {data.events.map((event) => (
              <AuditRow key={event.id} event={event} />
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

function AuditRow({ event }: { event: AuditEvent }) {
  const { t } = useTranslation('admin');
  const { language, localize } = useLanguage();
  const person = (who: AuditEvent['actor']) => (who ? who.name || who.email : t('audit.unknownPerson'));
  const what =
    event.action === 'order_refunded'
      ? t('audit.refunded', {
          title: event.title ?? '',
          amount: formatPrice(event.amountCents ?? 0, event.currency ?? 'USD', language),
        })
      : t('audit.read');
  return (
    <li className="flex flex-wrap items-baseline gap-x-4 gap-y-1 px-4 py-3 text-sm">
      <time
        dateTime={event.createdAt}
        className="basis-full text-slate-500 sm:w-40 sm:shrink-0 sm:basis-auto"
      >
        {formatDate(event.createdAt, language, 'dateTime')}
      </time>
      <span className="min-w-0 flex-1 text-slate-900">
        {t('audit.line', { admin: person(event.actor), what, person: person(event.subject) })}
      </span>
      {event.orderId && (
        <Link
          to={localize(`/orders/${event.orderId}`)}
          className="font-medium text-brand-700 hover:underline"
        >
          {t('audit.order')}
        </Link>
      )}
    </li>
  );
}
