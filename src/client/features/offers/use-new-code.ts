import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiscountCodeBody } from '../../../common/contracts/offers';
import { apiErrorText } from '../../lib/api-error-text';
import { useCreateCode } from './api/offers';
import { fieldRefusal } from './refusals';

/** The new code's form as typed: the amount, the expiry date and the limit as the inputs hold them. */
export interface CodeDraft {
  code: string;
  kind: 'percent' | 'fixed';
  amount: string;
  /** Empty: every pack. */
  packId: string;
  /** A date (YYYY-MM-DD), the code good until its end; empty for none. */
  expires: string;
  /** Empty: no limit. */
  limit: string;
}

const BLANK: CodeDraft = { code: '', kind: 'percent', amount: '', packId: '', expires: '', limit: '' };

/** The body the server takes: a percentage whole, a fixed amount in cents, the expiry at the end of its day. */
function bodyOf(draft: CodeDraft): DiscountCodeBody {
  const value = Number(draft.amount);
  return {
    code: draft.code.trim(),
    kind: draft.kind,
    amount: draft.kind === 'percent' ? Math.round(value) : Math.round(value * 100),
    packId: draft.packId || null,
    expiresAt: draft.expires ? new Date(`${draft.expires}T23:59:59`).toISOString() : null,
    usageLimit: draft.limit ? Number(draft.limit) : null,
  };
}

/**
 * A new discount code being written and created. Once made, it is named and the form is emptied for the next one
 * (keeping its kind and pack); a refusal lands on its field, anything else under the button.
 */
export function useNewCode() {
  const { t } = useTranslation('offers');
  const create = useCreateCode();
  const [draft, setDraft] = useState<CodeDraft>(BLANK);
  const [made, setMade] = useState<string | null>(null);
  const refusal = (field: string) => fieldRefusal(create.error, field, t);
  const refused = ['code', 'amount', 'packId'].some((field) => refusal(field));

  const set = <K extends keyof CodeDraft>(field: K, value: CodeDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMade(null);
    create.mutate(bodyOf(draft), {
      onSuccess: ({ code: saved }) => {
        setMade(saved.code);
        setDraft((current) => ({ ...current, code: '', amount: '', limit: '', expires: '' }));
      },
    });
  };

  return {
    draft,
    set,
    submit,
    refusal,
    pending: create.isPending,
    ready: draft.code.trim() !== '' && draft.amount !== '',
    made,
    failure: refused ? null : create.isError ? apiErrorText(create.error, t) : null,
  };
}
