import type { LucideIcon } from 'lucide-react';
import type { TFunction } from 'i18next';

export interface IconCard {
  key: string;
  Icon: LucideIcon;
  title: string;
  text: string;
}

/** Icons by the key of what they stand for, in the order they are shown. */
export type IconsByKey = Readonly<Record<string, LucideIcon>>;

/** A card for each of `icons`, worded by `<prefix>.<key>.title` and `.text`. */
export function iconCardsOf(t: TFunction, prefix: string, icons: IconsByKey): IconCard[] {
  return Object.entries(icons).map(([key, Icon]) => ({
    key,
    Icon,
    title: t(`${prefix}.${key}.title`),
    text: t(`${prefix}.${key}.text`),
  }));
}

/** How a row of icon cards looks: grid, card, the icon's tile (none: the bare icon), heading and text. */
const LOOKS = {
  /** Small grey tiles, four across on a wide screen. */
  tile: {
    list: 'mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4',
    card: 'rounded-2xl border border-slate-200 bg-slate-50 p-6',
    badge: '',
    icon: 'size-6 text-brand-600',
    title: 'mt-4 font-semibold text-slate-900',
    text: 'mt-2 text-sm text-slate-600',
  },
  /** Large white cards, three across, the icon on an accent tile. */
  card: {
    list: 'mt-12 grid gap-6 md:grid-cols-3',
    card: 'rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8',
    badge: 'flex size-12 items-center justify-center rounded-xl bg-accent-600/10 text-accent-600',
    icon: 'size-6',
    title: 'mt-4 text-xl font-semibold text-slate-900',
    text: 'mt-2 text-slate-600',
  },
  /** No card: centred text under a large brand tile, three across. */
  centred: {
    list: 'mt-12 grid gap-8 md:grid-cols-3',
    card: 'text-center',
    badge: 'mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600',
    icon: 'size-7',
    title: 'mt-4 text-lg font-semibold text-slate-900',
    text: 'mx-auto mt-2 max-w-sm text-slate-600',
  },
} as const;

export type IconCardLook = keyof typeof LOOKS;

/** A row of cards, each an icon, a heading and a line of text (reasons, benefits, qualities). */
export function IconCards({ cards, look }: { cards: IconCard[]; look: IconCardLook }) {
  const style = LOOKS[look];
  return (
    <ul className={style.list}>
      {cards.map(({ key, Icon, title, text }) => (
        <li key={key} className={style.card}>
          {style.badge ? (
            <span className={style.badge}>
              <Icon className={style.icon} aria-hidden />
            </span>
          ) : (
            <Icon className={style.icon} aria-hidden />
          )}
          <h3 className={style.title}>{title}</h3>
          <p className={style.text}>{text}</p>
        </li>
      ))}
    </ul>
  );
}
