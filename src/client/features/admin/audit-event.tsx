import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuditEvent } from '../../../common/contracts/audit';
import { INTL_LOCALE, type Language } from '../../../common/languages';
import { formatDate, formatMoney } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { auditChanges, type AuditChange } from './audit-changes';

type Person = AuditEvent['actor'];

/** Who did it: a person, or — with no one recorded — Kenja itself, an anonymous caller, or an account since deleted. */
function actorName(event: AuditEvent, t: TFunction<'admin'>): string {
  if (event.actor) return event.actor.name || event.actor.email;
  if (event.action === 'hidden_text_removed') return t('audit.anonymous');
  if (event.action === 'user_role_changed' && event.detail.via) return t('audit.kenja');
  return t('audit.unknownPerson');
}

const personName = (person: Person, t: TFunction<'admin'>) =>
  person ? person.name || person.email : t('audit.unknownPerson');

/** The record as one sentence: who did what to whom. */
function sentence(event: AuditEvent, t: TFunction<'admin'>, language: Language): string {
  const names = { actor: actorName(event, t), subject: personName(event.subject, t) };
  switch (event.action) {
    case 'order_refunded': {
      const { title, amountCents, currency } = event.detail;
      return t('audit.lines.order_refunded', {
        ...names,
        title,
        amount: formatMoney(amountCents, currency, language),
      });
    }
    case 'user_role_changed':
      return t(
        event.detail.via ? 'audit.lines.user_role_changed_by_kenja' : 'audit.lines.user_role_changed',
        names,
      );
    case 'payout_made':
      return t('audit.lines.payout_made', {
        ...names,
        amount: formatMoney(event.detail.amountCents, event.detail.currency, language),
      });
    case 'grant_added':
    case 'grant_revoked':
    case 'pack_deleted':
      return t(`audit.lines.${event.action}`, { ...names, title: event.detail.title });
    case 'pack_changed': {
      const quoted = (event.detail.files ?? []).map((text) => t('audit.quoted', { text }));
      const files = new Intl.ListFormat(INTL_LOCALE[language], { type: 'conjunction' }).format(quoted);
      return t(`audit.lines.pack_changed.${event.detail.change}`, {
        ...names,
        title: event.detail.title,
        files,
      });
    }
    case 'replied_for_creator':
      return t(`audit.lines.replied_for_creator.${event.detail.on}`, { ...names, title: event.detail.title });
    case 'hidden_text_removed':
      return t('audit.lines.hidden_text_removed', {
        ...names,
        fields: event.detail.fields,
        route: event.detail.route,
      });
    default:
      return t(`audit.lines.${event.action}`, names);
  }
}

function ChangeLine({ change }: { change: AuditChange }) {
  const { t } = useTranslation('admin');
  return (
    <li>
      {/* The label's words carry their own spacing: "Role: " in English, "ロール：" in Japanese. */}
      <span className="font-medium whitespace-pre-wrap text-slate-700">
        {t('audit.fieldLabel', { label: change.label })}
      </span>
      {change.kind === 'fact' && <span className="break-words">{change.value}</span>}
      {change.kind === 'value' && (
        <>
          <span className="break-words">{change.before}</span>{' '}
          <span role="img" aria-label={t('audit.becomes')}>
            →
          </span>{' '}
          <span className="font-medium break-words text-slate-900">{change.after}</span>
        </>
      )}
      {change.kind === 'text' && (
        <details className="inline-block align-top">
          <summary className="cursor-pointer rounded text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600">
            {change.summary}
          </summary>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {(['before', 'after'] as const).map((side) => (
              <figure key={side} className="min-w-0">
                <figcaption className="text-xs font-semibold text-slate-600">{t(`audit.${side}`)}</figcaption>
                <p className="mt-1 max-h-60 overflow-y-auto rounded-lg bg-slate-50 p-2 text-xs break-words whitespace-pre-wrap text-slate-800">
                  {change[side] ?? t('audit.values.none')}
                </p>
              </figure>
            ))}
          </div>
        </details>
      )}
    </li>
  );
}

/** One record: when, the sentence, what changed (before → after), and the order it was about. */
export function AuditEventRow({ event }: { event: AuditEvent }) {
  const { t } = useTranslation('admin');
  const { language, localize } = useLanguage();
  const changes = auditChanges(event, { t, language });
  return (
    <li className="flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:gap-4">
      <time dateTime={event.createdAt} className="text-slate-500 sm:w-40 sm:shrink-0">
        {formatDate(event.createdAt, language, 'dateTime')}
      </time>
      <div className="min-w-0 flex-1">
        <p className="break-words text-slate-900">{sentence(event, t, language)}</p>
        {changes.length > 0 && (
          <ul className="mt-1 space-y-1 text-slate-600">
            {changes.map((change, index) => (
              <ChangeLine key={`${change.label}-${index}`} change={change} />
            ))}
          </ul>
        )}
      </div>
      {event.orderId && (
        <Link
          to={localize(`/orders/${event.orderId}`)}
          className="self-start font-medium text-brand-700 hover:underline"
        >
          {t('audit.order')}
        </Link>
      )}
    </li>
  );
}
