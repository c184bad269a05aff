import { Loader2, type LucideIcon } from 'lucide-react';

/** A button's icon, turning into a spinner while what it does is under way. */
export function BusyIcon({
  busy,
  Icon,
  size = 'size-4',
}: {
  busy: boolean;
  Icon: LucideIcon;
  size?: string;
}) {
  return busy ? (
    <Loader2 className={`${size} animate-spin`} aria-hidden />
  ) : (
    <Icon className={size} aria-hidden />
  );
}
