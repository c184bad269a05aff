import { Plus } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';

/** The bar's height and a little more: what the page keeps clear above it when it scrolls something into view. */
const BAR_CLEARANCE = '6rem';

/**
 * The spec's floating "Create new pack" button (02 §2.4), on a bar of its own that stays at the bottom of the window
 * while the dashboard scrolls and comes to rest after the ledger. A button floating over the page covered the
 * ledger's earnings column on wide screens and the chart on phones (issue 25); on its bar nothing sits under it,
 * and an element scrolled or focused into view stops above it rather than behind it.
 */
export function NewPackBar({ to, label }: { to: string; label: string }) {
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.scrollPaddingBottom;
    root.style.scrollPaddingBottom = BAR_CLEARANCE;
    return () => {
      root.style.scrollPaddingBottom = before;
    };
  }, []);

  return (
    <div className="sticky bottom-0 z-20 -mx-4 flex justify-end border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
      <Link to={to} className={buttonClass('primary', 'lg', 'w-full rounded-full shadow-sm sm:w-auto')}>
        <Plus className="size-5" aria-hidden />
        {label}
      </Link>
    </div>
  );
}
