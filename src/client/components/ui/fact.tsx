import type { ReactNode } from 'react';

/** One term of a description list: its label, muted, over its value (styled by `className`). */
export function Fact({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="text-slate-500">{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
