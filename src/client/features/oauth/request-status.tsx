import { ArrowUpRight, ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/button';
import { Bars, SkeletonPage } from '../../components/ui/skeleton';
import { StatusCard } from '../../components/ui/status-card';
import { apiErrorDetail, apiErrorText } from '../../lib/api-error-text';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';
import { CONSENT_CARD, CONSENT_FRAME } from './consent-frame';
import { HomeButton } from '../../components/home-button';

/** The consent card's shape while the request is judged (or the session asked for). */
export function ConsentSkeleton() {
  const { t } = useTranslation('oauth');
  useDocumentTitle(t('title'));
  return (
    <SkeletonPage namespace="oauth" className={CONSENT_FRAME} bodyClassName={CONSENT_CARD}>
      <div className="flex items-start gap-4">
        <Bars shapes={['size-12 shrink-0 rounded-2xl']} tone="bg-slate-100" />
        <div className="flex-1">
          <Bars shapes={['h-7 w-3/4 rounded-lg', 'mt-2 h-4 w-1/3 rounded']} tone="bg-slate-100" />
        </div>
      </div>
      <Bars
        shapes={[
          'mt-8 h-4 w-1/3 rounded',
          'mt-3 h-4 w-5/6 rounded',
          'mt-2 h-4 w-2/3 rounded',
          'mt-8 h-4 w-1/2 rounded',
          'mt-3 h-4 w-3/4 rounded',
          'mt-8 h-11 w-full rounded-xl sm:ml-auto sm:w-40',
        ]}
        tone="bg-slate-100"
      />
    </SkeletonPage>
  );
}

/**
 * A request that cannot even be answered at the assistant's address (an unknown assistant, a return address it
 * does not own): said here, with the server's reason, since there is nowhere safe to send the person back to.
 */
export function UnusableRequest({ error }: { error: unknown }) {
  const { t } = useTranslation('oauth');
  const { language } = useLanguage();
  useDocumentTitle(t('error.title'));
  const detail = apiErrorDetail(error, language);
  return (
    <div className="wrap-anywhere">
      <StatusCard
        Icon={ShieldX}
        tone="red"
        title={t('error.title')}
        actions={<HomeButton>{t('error.home')}</HomeButton>}
      >
        <p>{apiErrorText(error, t, { validation: t('error.invalid') })}</p>
        {detail && <p className="text-base text-slate-700">{t('error.reason', { reason: detail })}</p>}
      </StatusCard>
    </div>
  );
}

/**
 * The request was wrong in a way the assistant must hear about. The person goes back by choice, never on their own:
 * anyone can register a return address, so sending every visitor of such a link there at once would make Kenja's
 * domain a redirector (RFC 9700 §4.11.2).
 */
export function ReturningToAssistant({ to }: { to: string }) {
  const { t } = useTranslation('oauth');
  useDocumentTitle(t('redirect.title'));
  const host = URL.canParse(to) ? new URL(to).host || new URL(to).protocol.replace(/:$/, '') : to;
  // What the assistant is told (RFC 6749 §4.1.2.1), said to the person too. This page is served by the issuer, which
  // is PUBLIC_URL's origin: the MCP address to use is its /mcp.
  const answer = URL.canParse(to) ? new URL(to).searchParams : null;
  return (
    <div className="wrap-anywhere">
      <StatusCard
        Icon={ArrowUpRight}
        tone="brand"
        title={t('redirect.title')}
        actions={
          <a href={to} rel="noreferrer" className={buttonClass('secondary', 'lg')}>
            {t('redirect.button', { host })}
          </a>
        }
      >
        <p>
          {answer?.get('error') === 'invalid_target'
            ? t('redirect.otherAddress', { address: `${window.location.origin}/mcp` })
            : t('redirect.text')}
        </p>
        {answer?.get('error_description') && (
          <p className="mt-2 text-sm text-slate-600">
            {t('error.reason', { reason: answer.get('error_description') })}
          </p>
        )}
      </StatusCard>
    </div>
  );
}
