import { useTranslation } from 'react-i18next';

/** The sales page's boxes' select and input fields, and their labels. */
export const FIELD =
  'mt-1.5 block h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 sm:text-sm';
export const LABEL = 'text-sm font-semibold text-slate-800';

/**
 * A choice among the viewer's own teams (each by its name and size), after a first option of the box's own: a new
 * team (the team box), or the viewer themselves (the credits box).
 */
export function TeamSelect({
  id,
  label,
  first,
  teams,
  value,
  onChange,
}: {
  id: string;
  label: string;
  first: { value: string; label: string };
  teams: { id: string; name: string; seats: number }[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('packPage');
  return (
    <>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={FIELD}>
        <option value={first.value}>{first.label}</option>
        {teams.map((team) => (
          <option key={team.id} value={team.id}>
            {t('team.existing', { name: team.name, count: team.seats })}
          </option>
        ))}
      </select>
    </>
  );
}
