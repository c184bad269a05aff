import { useTranslation } from 'react-i18next';
import {
  PREVIEW_CONTENT_MAX_LENGTH,
  PREVIEW_ITEMS_MAX,
  PREVIEW_PREVIEW_MAX_LENGTH,
  PREVIEW_TYPES,
  type PreviewItem,
} from '../../../../common/contracts/story';
import { TextAreaField } from '../../../components/ui/fields';
import { inputClass } from '../../../components/ui/form-field';
import { ListField, RemoveItemButton } from '../../../components/ui/list-field';

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
    <ListField
      legend={t('previews.legend')}
      hint={t('previews.hint')}
      canAdd={items.length < PREVIEW_ITEMS_MAX}
      addLabel={t('previews.add')}
      onAdd={() => onChange([...items, newItem()])}
    >
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
              <RemoveItemButton
                label={t('previews.remove', { n })}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              />
            </div>
            <TextAreaField
              id={`preview-${item.id}-preview`}
              label={t('previews.preview', { n })}
              hideLabel
              badge={false}
              rows={2}
              value={item.preview}
              maxLength={PREVIEW_PREVIEW_MAX_LENGTH}
              onValue={(preview) => update(index, { preview })}
            />
            <TextAreaField
              id={`preview-${item.id}-content`}
              label={t('previews.content', { n })}
              hideLabel
              badge={false}
              rows={4}
              value={item.content}
              maxLength={PREVIEW_CONTENT_MAX_LENGTH}
              onValue={(content) => update(index, { content })}
            />
            {error && <p className="text-sm font-medium text-red-700">{error}</p>}
          </li>
        );
      })}
    </ListField>
  );
}
