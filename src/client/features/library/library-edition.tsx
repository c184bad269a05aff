import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LibraryItem } from '../../../common/contracts/commerce';
import { EditionEntry } from '../../components/editions/edition-entry';
import { RequestError } from '../../components/ui/request-error';
import { useLanguage } from '../../lib/use-language';
import { useEditionMail } from './api/edition-mail';

/**
 * A held pack's latest edition — the creator's note and what changed since the edition before — with the rest of
 * its history on the sales page, and whether its new editions are e-mailed to the buyer (off unless they ask).
 */
export function LibraryEdition({ item }: { item: LibraryItem }) {
  const { t } = useTranslation('library');
  const { language, localize } = useLanguage();
  const mail = useEditionMail(item.packId);
  // The box follows the click at once (a controlled box that waited for the request to start would flip back for a
  // frame); the server's answer then stands, and a refusal puts back what the server has.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const checked = wanted ?? item.editionMail;
  const handleToggle = (enabled: boolean) => {
    setWanted(enabled);
    mail.mutate({ enabled, language }, { onError: () => setWanted(null) });
  };
  const latest = item.latestEdition;
  return (
    <div className="mt-3 space-y-3 rounded-xl border border-slate-200 p-3">
      {latest ? (
        <>
          <EditionEntry edition={latest} level="h3" />
          {latest.number > 1 && (
            <Link
              to={localize(`/pack/${item.slug}#editions`)}
              className="text-sm text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {t('editions.history')}
            </Link>
          )}
        </>
      ) : (
        <p className="text-sm text-slate-600">{t('editions.none')}</p>
      )}
      <label className="flex cursor-pointer items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-brand-600"
          checked={checked}
          disabled={mail.isPending}
          onChange={(event) => handleToggle(event.target.checked)}
        />
        <span>
          <Mail className="mr-1 inline size-4 text-slate-500" aria-hidden />
          {t('editions.mail')}
          {/* Every card has this box: its name says which pack it is for. */}
          <span className="sr-only"> ({item.title})</span>
        </span>
      </label>
      <RequestError request={mail} className="text-sm text-red-700" />
    </div>
  );
}
