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

/** An item's two texts: the part everyone sees, and the rest, which only buyers see. */
const TEXTS = [
  { part: 'preview', rows: 2, maxLength: PREVIEW_PREVIEW_MAX_LENGTH },
  { part: 'content', rows: 4, maxLength: PREVIEW_CONTENT_MAX_LENGTH },
] as const;

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
            {TEXTS.map(({ part, rows, maxLength }) => (
              <TextAreaField
                key={part}
                id={`preview-${item.id}-${part}`}
                label={t(`previews.${part}`, { n })}
                hideLabel
                badge={false}
                rows={rows}
                value={item[part]}
                maxLength={maxLength}
                onValue={(text) => update(index, { [part]: text })}
              />
            ))}
            {error && <p className="text-sm font-medium text-red-700">{error}</p>}
          </li>
        );
      })}
    </ListField>
  );
}
