import { Bot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { INTL_LOCALE, type Language } from '../../../common/languages';
import type { Connection, OAuthScope } from '../../../common/contracts/oauth';
import { RowActionButton } from '../../components/ui/row-action-button';
import { UnverifiedBadge } from '../../components/unverified-badge';
import { useReadablePacks } from '../../lib/readable-packs';
import { useLanguage } from '../../lib/use-language';
import { useDateText } from '../../lib/use-date-text';
import { ConnectionBudget } from './connection-budget';

/** Each scope's words, `connections.scopes.<key>`: i18next would read the colon in a scope as a namespace's. */
const SCOPE_KEYS: Record<OAuthScope, string> = { 'packs:read': 'read', 'packs:ask': 'ask' };

interface ConnectionRowProps {
  connection: Connection;
  onDisconnect: () => void;
}

/**
 * One connected assistant: who, from where, which packs, what it may do, since when and when last used, and what it
 * may spend.
 */
export function ConnectionRow({ connection, onDisconnect }: ConnectionRowProps) {
  const { t } = useTranslation('connect');
  const { language } = useLanguage();
  const packs = useReadablePacks();
  const { client } = connection;
  const date = useDateText('dateTime');
  const details = [
    t('connections.connected', { date: date(connection.created_at) }),
    connection.last_used_at
      ? t('connections.lastUsed', { date: date(connection.last_used_at) })
      : t('connections.neverUsed'),
  ];
  return (
    <li className="flex flex-wrap items-start gap-3 p-4">
      <Bot className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden />
      <div className="min-w-0 flex-1 wrap-anywhere">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {client.name}
          {!client.verified && <UnverifiedBadge />}
        </p>
        <p className="text-xs text-slate-600">{client.domain}</p>
        <p className="mt-1 text-sm text-slate-700">
          {packWords(connection.pack_ids, packs.data?.packs, t, language)}
        </p>
        <p className="text-sm text-slate-700">
          {connection.scopes.map((scope) => t(`connections.scopes.${SCOPE_KEYS[scope]}`)).join(' · ')}
        </p>
        <p className="mt-0.5 text-xs text-slate-600">{details.join(' · ')}</p>
      </div>
      <RowActionButton name={t('connections.disconnectLabel', { name: client.name })} onClick={onDisconnect}>
        {t('connections.disconnect')}
      </RowActionButton>
      <ConnectionBudget connection={connection} />
    </li>
  );
}

/**
 * The packs an assistant may use, by title. A pack the person can no longer read is counted, not named (its title
 * is no longer theirs to see), and until the titles arrive the packs are counted too.
 */
function packWords(
  packIds: string[] | null,
  readable: { id: string; title: string }[] | undefined,
  t: TFunction,
  language: Language,
): string {
  if (packIds === null) return t('connections.allPacks');
  if (!readable) return t('tokens.somePacks', { count: packIds.length });
  const titles = packIds.flatMap((id) => readable.find((pack) => pack.id === id)?.title ?? []);
  const unreadable = packIds.length - titles.length;
  const parts =
    unreadable > 0 ? [...titles, t('connections.unreadablePacks', { count: unreadable })] : titles;
  return t('connections.packs', {
    titles: new Intl.ListFormat(INTL_LOCALE[language], { type: 'conjunction' }).format(parts),
  });
}
