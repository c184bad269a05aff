import type { ImgHTMLAttributes } from 'react';

/** The sizes covers are shown at, each with the box it keeps while loading (width and height: no layout shift). */
const SIZES = {
  /** A list line: the cart, related packs, the pack being asked. */
  line: { width: 96, height: 60, className: 'h-15 w-24 shrink-0 rounded-lg object-cover' },
  /** A receipt's line. */
  small: {
    width: 64,
    height: 40,
    className: 'aspect-[8/5] w-16 shrink-0 rounded-lg bg-slate-100 object-cover',
  },
  /** A library card: the card's width on a phone, beside the text from sm up. */
  card: {
    width: 160,
    height: 100,
    className: 'aspect-[8/5] w-full shrink-0 rounded-xl bg-slate-100 object-cover sm:w-40',
  },
  /** The dashboard's table, from sm up. */
  icon: { width: 40, height: 40, className: 'hidden size-10 shrink-0 rounded-lg object-cover sm:block' },
  /** The top of a card, its whole width. */
  top: { width: 800, height: 500, className: 'aspect-[8/5] w-full object-cover' },
  /** The sales page's own. */
  page: {
    width: 800,
    height: 500,
    className: 'aspect-[8/5] w-full rounded-2xl border border-slate-200 object-cover',
  },
} as const;

interface PackCoverProps extends Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'fetchPriority'> {
  src: string;
  size: keyof typeof SIZES;
}

/** A pack's cover beside its title: the title says what it is, so the picture is decoration (`alt=""`). */
export function PackCover({ src, size, ...loading }: PackCoverProps) {
  return <img src={src} alt="" {...SIZES[size]} {...loading} />;
}
