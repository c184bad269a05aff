import { X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, AUDIT_GROUPS, AUDIT_GROUP_NAMES } from '../../../common/contracts/audit';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/fields';
import { NO_AUDIT_FILTERS, type AuditFilters } from './api/get-audit';

/** Who did it, and whom it concerned: each searched by part of a name or e-mail. */
const PEOPLE = ['actor', 'subject'] as const;

interface AuditFilterFormProps {
  value: AuditFilters;
  onChange: (filters: AuditFilters) => void;
  /** The last day is before the first: said under it, and the dates are not applied. */
  badRange: boolean;
}

/** The select's value for a kind: `action:<action>`, `group:<group>`, or '' for every record. */
function kindValue(kind: AuditFilters['kind']): string {
  if (!kind) return '';
  return 'action' in kind ? `action:${kind.action}` : `group:${kind.group}`;
}

function kindOf(value: string): AuditFilters['kind'] {
  const [type, name = ''] = value.split(':');
  const action = AUDIT_ACTIONS.find((a) => a === name);
  const group = AUDIT_GROUP_NAMES.find((g) => g === name);
  if (type === 'action' && action) return { action };
  if (type === 'group' && group) return { group };
  return null;
}

export function hasAuditFilters(filters: AuditFilters): boolean {
  return Object.values(filters).some((value) => value !== null && value !== '');
}

/**
 * What the audit log shows: one action or a group of them, who did it, whom it concerned (part of a name or
 * e-mail) and a range of days. Native controls, so each is reached and changed from the keyboard as usual.
 */
export function AuditFilterForm({ value, onChange, badRange }: AuditFilterFormProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const set = <K extends keyof AuditFilters>(key: K, next: AuditFilters[K]) =>
    onChange({ ...value, [key]: next });

  return (
    <form
      role="search"
      aria-label={t('audit.filters.label')}
      onSubmit={(event) => event.preventDefault()}
      className="mt-4 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-5"
    >
      <SelectField
        id={`${id}-kind`}
        label={t('audit.filters.action')}
        badge={false}
        value={kindValue(value.kind)}
        onValue={(kind) => set('kind', kindOf(kind))}
      >
        <option value="">{t('audit.filters.allActions')}</option>
        {AUDIT_GROUP_NAMES.map((group) => (
          <optgroup key={group} label={t(`audit.groups.${group}`)}>
            <option value={`group:${group}`}>
              {t('audit.filters.allInGroup', { group: t(`audit.groups.${group}`) })}
            </option>
            {AUDIT_GROUPS[group].map((action) => (
              <option key={action} value={`action:${action}`}>
                {t(`audit.actions.${action}`)}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
      {PEOPLE.map((who) => (
        <TextField
          key={who}
          id={`${id}-${who}`}
          type="search"
          label={t(`audit.filters.${who}`)}
          badge={false}
          placeholder={t('audit.filters.personPlaceholder')}
          maxLength={200}
          value={value[who]}
          onValue={(text) => set(who, text)}
        />
      ))}
      <TextField
        id={`${id}-from`}
        type="date"
        label={t('audit.filters.from')}
        badge={false}
        value={value.fromDay}
        max={value.toDay || undefined}
        onValue={(fromDay) => set('fromDay', fromDay)}
      />
      <TextField
        id={`${id}-to`}
        type="date"
        label={t('audit.filters.to')}
        badge={false}
        value={value.toDay}
        min={value.fromDay || undefined}
        error={badRange ? t('audit.filters.badRange') : undefined}
        onValue={(toDay) => set('toDay', toDay)}
      />
      {hasAuditFilters(value) && (
        <div className="sm:col-span-2 lg:col-span-5">
          <Button type="button" variant="ghost" size="sm" icon={X} onClick={() => onChange(NO_AUDIT_FILTERS)}>
            {t('audit.filters.clear')}
          </Button>
        </div>
      )}
    </form>
  );
}
