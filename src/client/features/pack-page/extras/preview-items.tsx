import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PackPage } from '../../../../common/contracts/packs';
import { Panel } from '../../../components/ui/panel';

/**
 * The samples the creator chose (spec 02 §3 Preview item): each one's type, title and preview; the rest of it for
 * those who may read the pack (the server sends it only to them).
 */
export function PreviewItems({ items }: { items: PackPage['previewItems'] }) {
  const { t } = useTranslation('packPage');
  if (items.length === 0) return null;
  return (
    <Panel id="preview-items" title={t('previews.heading')} className="">
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.id} className="rounded-xl border border-slate-200 p-4">
            <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
              {t(`previews.types.${item.type}`)}
            </p>
            <h3 className="mt-1 font-medium text-slate-900">{item.title}</h3>
            <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{item.preview}</p>
            {item.content ? (
              <p className="mt-2 border-t border-slate-100 pt-2 text-sm whitespace-pre-line text-slate-700">
                {item.content}
              </p>
            ) : (
              <p className="mt-2 flex items-center gap-1 text-sm text-slate-500">
                <Lock className="size-3.5" aria-hidden />
                {t('previews.locked')}
              </p>
            )}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
