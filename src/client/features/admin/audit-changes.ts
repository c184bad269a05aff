import type { TFunction } from 'i18next';
import type { AuditEvent, AuditedPackField } from '../../../common/contracts/audit';
import { findCategory } from '../../../common/categories';
import type { Language } from '../../../common/languages';
import { formatMoney, formatNumber } from '../../lib/format';
import { formatFee } from './amounts';

/** One line under a record: a value before → after, a plain fact, or a text whose two versions can be opened. */
export type AuditChange =
  | { kind: 'value'; label: string; before: string; after: string }
  | { kind: 'fact'; label: string; value: string }
  | { kind: 'text'; label: string; summary: string; before: string | null; after: string };

type Words = { t: TFunction<'admin'>; language: Language };

const USD = 'USD';

/** A stored pack field's value in words (prices in cents, null for none). */
function packValue(field: AuditedPackField, value: string | number | null | undefined, words: Words): string {
  const { t, language } = words;
  if (value === null || value === undefined || value === '') return t('audit.values.none');
  if (typeof value === 'number') return formatMoney(value, USD, language);
  if (field === 'status') return t(`common:packStatus.${value}`);
  if (field === 'category') return findCategory(value)?.[language] ?? value;
  if (field === 'language') return t(`audit.values.languages.${value}`, { defaultValue: value });
  return value;
}

function textChange(label: string, before: string | null, after: string, words: Words): AuditChange {
  const length = (text: string | null) => formatNumber(text?.length ?? 0, words.language);
  return {
    kind: 'text',
    label,
    summary: words.t('audit.values.characters', { before: length(before), after: length(after) }),
    before,
    after,
  };
}

function packChanges(event: Extract<AuditEvent, { action: 'pack_changed' }>, words: Words): AuditChange[] {
  const { before, after } = event.detail;
  return (Object.keys(after) as AuditedPackField[]).map((field) => {
    const label = words.t(`audit.fields.${field}`);
    if (field === 'description') {
      return textChange(label, String(before[field] ?? ''), String(after[field] ?? ''), words);
    }
    return {
      kind: 'value',
      label,
      before: packValue(field, before[field], words),
      after: packValue(field, after[field], words),
    };
  });
}

type EventOf<A extends AuditEvent['action']> = Extract<AuditEvent, { action: A }>;
type Describe<A extends AuditEvent['action']> = Says<EventOf<A>>;
/** How a record of some kind says what changed. */
type Says<E> = (event: E, words: Words) => AuditChange[];

const valueChange = (label: string, before: string, after: string): AuditChange => ({
  kind: 'value',
  label,
  before,
  after,
});
const factLine = (label: string, text: string): AuditChange => ({ kind: 'fact', label, value: text });

const role: Describe<'user_role_changed'> = ({ detail }, { t }) => [
  valueChange(t('audit.fields.role'), t(`roles.${detail.before}`), t(`roles.${detail.after}`)),
];

const account: Describe<'user_disabled' | 'user_enabled'> = ({ detail }, { t }) => [
  valueChange(
    t('audit.fields.account'),
    t(`audit.values.account.${detail.before}`),
    t(`audit.values.account.${detail.after}`),
  ),
];

const approved: Describe<'application_approved'> = ({ detail }, { t }) => [
  valueChange(
    t('audit.fields.application'),
    t('audit.values.application.pending'),
    t('audit.values.application.approved'),
  ),
  ...(detail.roleBefore === detail.roleAfter
    ? []
    : [valueChange(t('audit.fields.role'), t(`roles.${detail.roleBefore}`), t(`roles.${detail.roleAfter}`))]),
];

const rejected: Describe<'application_rejected'> = ({ detail }, { t }) => [
  valueChange(
    t('audit.fields.application'),
    t('audit.values.application.pending'),
    t('audit.values.application.rejected'),
  ),
  factLine(t('audit.fields.reason'), detail.reason),
];

const payout: Describe<'payout_made'> = ({ detail }, { t, language }) => {
  const method = t(`audit.values.method.${detail.method}`);
  return [
    valueChange(
      t('audit.fields.balance'),
      formatMoney(detail.before, detail.currency, language),
      formatMoney(detail.after, detail.currency, language),
    ),
    factLine(t('audit.fields.method'), detail.transferRef ? `${method} (${detail.transferRef})` : method),
    ...(detail.note ? [factLine(t('audit.fields.note'), detail.note)] : []),
  ];
};

const payoutAccount: Describe<'payout_account_changed'> = ({ detail }, { t }) => {
  const named = (account: string | null) => account ?? t('audit.values.byHand');
  return [valueChange(t('audit.fields.payoutAccount'), named(detail.before), named(detail.after))];
};

const fee: Describe<'platform_fee_changed'> = ({ detail }, { t, language }) => [
  valueChange(t('audit.fields.fee'), formatFee(detail.before, language), formatFee(detail.after, language)),
];

const prompts: Describe<'system_prompts_changed' | 'system_prompts_reset'> = ({ detail }, words) =>
  (['en', 'ja'] as const).flatMap((language) => {
    const change = detail[language];
    const label = words.t(`audit.fields.prompt.${language}`);
    return change ? [textChange(label, change.before, change.after, words)] : [];
  });

const deleted: Describe<'pack_deleted'> = ({ detail }, { t }) => [
  factLine(t('audit.fields.status'), t(`common:packStatus.${detail.status}`)),
];

const reply: Describe<'replied_for_creator'> = ({ detail }, words) => [
  textChange(words.t(`audit.fields.reply.${detail.on}`), detail.before, detail.after, words),
];

/** The screen's reasons (`hidden_text, override_instructions`) in words; one it has no words for as it is. */
const hidden: Describe<'hidden_text_removed'> = ({ detail }, { t }) => [
  factLine(
    t('audit.fields.reasons'),
    detail.reasons
      .split(', ')
      .map((reason) => t(`audit.values.reasons.${reason}`, { defaultValue: reason }))
      .join(t('audit.values.listSeparator')),
  ),
];

const none = () => [];

/** How each kind of record says what changed. */
const DESCRIBE: { [A in AuditEvent['action']]: Says<EventOf<A>> } = {
  order_read: none,
  order_refunded: none,
  user_role_changed: role,
  user_disabled: account,
  user_enabled: account,
  application_approved: approved,
  application_rejected: rejected,
  grant_added: none,
  grant_revoked: none,
  payout_made: payout,
  payout_account_changed: payoutAccount,
  platform_fee_changed: fee,
  system_prompts_changed: prompts,
  system_prompts_reset: prompts,
  pack_changed: packChanges,
  pack_deleted: deleted,
  replied_for_creator: reply,
  hidden_text_removed: hidden,
};

/** What changed, as the console shows it under the record's sentence. */
export function auditChanges(event: AuditEvent, words: Words): AuditChange[] {
  return (DESCRIBE[event.action] as Says<AuditEvent>)(event, words);
}
