import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A short note led by its icon (a warning, a notice, a hint); `className` gives its colours, size and spacing. */
export function IconNote({
  Icon,
  className,
  children,
}: {
  Icon: LucideIcon;
  className: string;
  children: ReactNode;
}) {
  return (
    <p className={`flex items-start gap-2 rounded-xl ${className}`}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      {children}
    </p>
  );
}
