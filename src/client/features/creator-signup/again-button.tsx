import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';

/** A status screen's way to start over: load the status again, or apply again. */
export function AgainButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button icon={RotateCcw} size="lg" onClick={onClick}>
      {children}
    </Button>
  );
}
