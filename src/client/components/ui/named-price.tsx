import type { ReactNode } from 'react';

interface NamedPriceProps {
  /** What the figure is ("Price", "List price"), read out before it and not shown. */
  name: string;
  /** The price it replaces, struck through. */
  struck?: boolean;
  className: string;
  children: ReactNode;
}

/** A price named for a screen reader: the price paid, or (struck) the one a discount replaces. */
export function NamedPrice({ name, struck = false, className, children }: NamedPriceProps) {
  const Figure = struck ? 's' : 'span';
  return (
    <Figure className={className}>
      <span className="sr-only">{name}: </span>
      {children}
    </Figure>
  );
}
