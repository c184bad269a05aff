import { useTranslation } from 'react-i18next';
import type { DiscountCode } from '../../../common/contracts/offers';
import type { StudioPack } from '../../../common/contracts/studio';
import { apiErrorText } from '../../lib/api-error-text';
import { formatDate, formatMoney } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { useEndCode } from './api/offers';
import { NewCodeForm } from './new-code-form';
import { OFFERS_PANEL, OfferList, StateBadge } from './offer-parts';
import { Panel } from '../../components/ui/panel';
import { RowActionButton } from '../../components/ui/row-action-button';

type CodeState = 'active' | 'ended' | 'usedUp';

const stateOf = (code: DiscountCode): CodeState =>
  code.expiresAt && Date.parse(code.expiresAt) <= Date.now()
    ? 'ended'
    : code.usageLimit !== null && code.uses >= code.usageLimit
      ? 'usedUp'
      : 'active';

/** The creator's discount codes: what each takes off, where, until when, how often used; and a new one. */
export function DiscountCodesSection({ codes, packs }: { codes: DiscountCode[]; packs: StudioPack[] }) {
  const { t } = useTranslation('offers');
  const { language } = useLanguage();
  const end = useEndCode();
  const currency = packs[0]?.currency ?? 'USD';
  return (
    <Panel id="codes-heading" title={t('codes.heading')} intro={t('codes.intro')} {...OFFERS_PANEL}>
      <OfferList
        offers={codes}
        label={t('codes.listLabel')}
        empty={t('codes.empty')}
        failure={end.isError ? apiErrorText(end.error, t) : null}
      >
        {(code) => {
          const state = stateOf(code);
          return (
            <li className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-mono font-semibold text-slate-900">{code.code}</p>
                <p className="text-sm text-slate-600">
                  {code.kind === 'percent'
                    ? t('codes.percentOff', { amount: code.amount })
                    : t('codes.amountOff', { amount: formatMoney(code.amount, currency, language) })}
                  {' · '}
                  {code.packTitle ?? t('codes.allPacks')}
                  {' · '}
                  {code.expiresAt
                    ? t('codes.until', { date: formatDate(code.expiresAt, language) })
                    : t('codes.noExpiry')}
                  {' · '}
                  {code.usageLimit === null
                    ? t('codes.usesUnlimited', { count: code.uses })
                    : t('codes.uses', { count: code.uses, limit: code.usageLimit })}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <StateBadge>{t(`codes.states.${state}`)}</StateBadge>
                {state === 'active' && (
                  <RowActionButton
                    name={t('codes.endLabel', { code: code.code })}
                    pending={end.isPending}
                    onClick={() => end.mutate(code.id)}
                  >
                    {t('codes.end')}
                  </RowActionButton>
                )}
              </div>
            </li>
          );
        }}
      </OfferList>
      <NewCodeForm packs={packs} currency={currency} />
    </Panel>
  );
}
