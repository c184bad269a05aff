/** From which width a column shows (it is hidden on narrower screens), as whole class names Tailwind can see. */
const SHOWN_FROM = {
  sm: 'hidden sm:table-cell',
  md: 'hidden md:table-cell',
  lg: 'hidden lg:table-cell',
} as const;

export interface Column {
  label: string;
  /** Figures: right-aligned. */
  figure?: boolean;
  shownFrom?: keyof typeof SHOWN_FROM;
}

/**
 * The header row of the dashboard's tables: small capitals under a rule, the first and last columns padded to the
 * card's edge like the rows below them.
 */
export function TableHead({ columns }: { columns: Column[] }) {
  return (
    <thead className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-600 uppercase">
      <tr>
        {columns.map(({ label, figure, shownFrom }, index) => {
          const edge = index === 0 || index === columns.length - 1;
          const classes = [
            shownFrom && SHOWN_FROM[shownFrom],
            edge ? 'px-4 py-2 sm:px-6' : 'px-3 py-2',
            figure && 'text-right',
          ];
          return (
            <th key={label} scope="col" className={classes.filter(Boolean).join(' ')}>
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
