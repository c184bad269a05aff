import type { ReactNode } from 'react';

/** `ids` with `id` in it or not, the others in their order. */
export function toggled(ids: readonly string[], id: string, on: boolean): string[] {
  return on ? [...ids.filter((one) => one !== id), id] : ids.filter((one) => one !== id);
}

interface CheckboxListProps<Item extends { id: string }> {
  items: readonly Item[];
  /** The ids of the ticked items. */
  chosen: readonly string[];
  onToggle: (id: string, on: boolean) => void;
  className: string;
  /** The look of each item's label, which holds its box. */
  labelClassName: string;
  boxClassName?: string;
  /** What an item's label says after its box. */
  children: (item: Item) => ReactNode;
}

/** A list to tick items in (packs for a bundle, a token or a search): each a box with its label. */
export function CheckboxList<Item extends { id: string }>(props: CheckboxListProps<Item>) {
  const { items, chosen, onToggle, className, labelClassName, boxClassName, children } = props;
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>
          <label className={labelClassName}>
            <input
              type="checkbox"
              checked={chosen.includes(item.id)}
              onChange={(event) => onToggle(item.id, event.target.checked)}
              className={boxClassName}
            />
            {children(item)}
          </label>
        </li>
      ))}
    </ul>
  );
}
