import type { ReactNode } from 'react';
import { Button } from './button';

interface RowActionButtonProps {
  /** The button's name, saying which row it acts on (its words alone are the same in every row). */
  name: string;
  onClick: () => void;
  /** The action is under way: no second click meanwhile. */
  pending?: boolean;
  children: ReactNode;
}

/** A list row's own action (revoke a token, disconnect an assistant, end a code), named after the row. */
export function RowActionButton({ name, onClick, pending = false, children }: RowActionButtonProps) {
  return (
    <Button variant="secondary" size="sm" disabled={pending} onClick={onClick} aria-label={name}>
      {children}
    </Button>
  );
}
