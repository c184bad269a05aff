import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';

interface PaginationProps {
  offset: number;
  pageSize: number;
  total: number;
  onChange: (offset: number) => void;
}

/** "Showing 51–100 of 123" with Previous and Next. */
export function Pagination({ offset, pageSize, total, onChange }: PaginationProps) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const to = Math.min(offset + pageSize, total);
  return (
    <nav
      aria-label={t('users.pagination')}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600"
    >
      <p>
        {t('users.range', {
          from: formatNumber(offset + 1, language),
          to: formatNumber(to, language),
          total: formatNumber(total, language),
        })}
      </p>
      <div className="flex gap-2">
        <Button
          icon={ChevronLeft}
          variant="secondary"
          size="sm"
          disabled={offset === 0}
          onClick={() => onChange(Math.max(0, offset - pageSize))}
        >
          {t('users.previous')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={to >= total}
          onClick={() => onChange(offset + pageSize)}
        >
          {t('users.next')}
          <ChevronRight className="size-4" aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
