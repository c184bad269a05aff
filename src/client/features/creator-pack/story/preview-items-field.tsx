import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  PREVIEW_CONTENT_MAX_LENGTH,
  PREVIEW_ITEMS_MAX,
  PREVIEW_PREVIEW_MAX_LENGTH,
  PREVIEW_TYPES,
  type PreviewItem,
} from '../../../../common/contracts/story';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/form-field';

const newItem = (): PreviewItem => ({
  id: crypto.randomUUID().slice(0, 8),
  type: 'framework',
  title: '',
  preview: '',
  content: '',
});

/**
 * The samples shown in the sales page's Learning Content (spec 02 §3 Preview item): a type, a title, the part
 * everyone sees, and the rest, which only buyers see.
 */
export function PreviewItemsField({
  items,
  onChange,
  issue,
}: {
  items: PreviewItem[];
  onChange: (items: PreviewItem[]) => void;
  issue: (path: string) => string | undefined;
}) {
  const { t } = useTranslation('creatorPack');
  const update = (index: number, change: Partial<PreviewItem>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...change } : item)));
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">{t('previews.legend')}</legend>
      <p className="text-sm text-slate-500">{t('previews.hint')}</p>
      <ol className="mt-3 space-y-4">
        {items.map((item, index) => {
          const n = index + 1;
          const error = issue(`previewItems.${index}`);
          return (
            <li key={item.id} className="space-y-2 rounded-xl border border-slate-200 p-4">
              <div className="flex flex-wrap items-center gap-2">
                <select
                  aria-label={t('previews.type', { n })}
                  value={item.type}
                  onChange={(e) => update(index, { type: e.target.value as PreviewItem['type'] })}
                  className={`${inputClass} w-auto`}
                >
                  {PREVIEW_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`previews.types.${type}`)}
                    </option>
                  ))}
                </select>
                <input
                  aria-label={t('previews.title', { n })}
                  value={item.title}
                  maxLength={120}
                  onChange={(e) => update(index, { title: e.target.value })}
                  className={`${inputClass} min-w-0 flex-1`}
                />
                <button
                  type="button"
                  aria-label={t('previews.remove', { n })}
                  onClick={() => onChange(items.filter((_, i) => i !== index))}
                  className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <Trash2 className="size-4" aria-hidden />
                </button>
              </div>
              <textarea
                aria-label={t('previews.preview', { n })}
                rows={2}
                value={item.preview}
                maxLength={PREVIEW_PREVIEW_MAX_LENGTH}
                onChange={(e) => update(index, { preview: e.target.value })}
                className={inputClass}
              />
              <textarea
                aria-label={t('previews.content', { n })}
                rows={4}
                value={item.content}
                maxLength={PREVIEW_CONTENT_MAX_LENGTH}
                onChange={(e) => update(index, { content: e.target.value })}
                className={inputClass}
              />
              {error && <p className="text-sm font-medium text-red-700">{error}</p>}
            </li>
          );
        })}
      </ol>
      {items.length < PREVIEW_ITEMS_MAX && (
        <Button
          icon={Plus}
          type="button"
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() => onChange([...items, newItem()])}
        >
          {t('previews.add')}
        </Button>
      )}
    </fieldset>
  );
}
