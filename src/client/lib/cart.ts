import { useSyncExternalStore } from 'react';
import { CART_MAX_ITEMS } from '../../common/limits';

interface CartItemBase {
  /** The sales page it was added on. */
  slug: string;
  title: string;
  image: string;
  currency: string;
  /** A bundle's: its packs' prices one by one; its `discountPriceCents` is the bundle's price. */
  priceCents: number;
  discountPriceCents: number | null;
}

/**
 * A pack or a bundle in the cart, as it was shown when added; checkout prices it again on the server. Items stored
 * before bundles existed have no `kind`: they are packs.
 */
export type CartItem =
  | (CartItemBase & { kind?: 'pack'; packId: string })
  | (CartItemBase & { kind: 'bundle'; bundleId: string; packIds: string[]; packTitles: string[] });

/** An item's identity in the cart (a pack and a bundle never share one). */
export const itemKey = (item: CartItem) => (item.kind === 'bundle' ? `bundle:${item.bundleId}` : item.packId);

const KEY = 'kenja.cart.v1';
const listeners = new Set<() => void>();
let cached: { raw: string | null; items: CartItem[] } = { raw: null, items: [] };

/**
 * The cart lives in this browser (localStorage), so it survives a reload, a sign-in and a new tab alike, and is
 * shared by every tab (the storage event). Anything unreadable in storage is an empty cart, never an error.
 */
function read(): CartItem[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    return cached.items; // storage blocked (private mode, a policy): the cart lives in memory only
  }
  if (raw === cached.raw) return cached.items;
  let items: CartItem[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    items = Array.isArray(parsed) ? parsed.filter(isCartItem) : [];
  } catch {
    items = [];
  }
  cached = { raw, items };
  return items;
}

function write(items: CartItem[]) {
  const raw = JSON.stringify(items);
  cached = { raw, items };
  try {
    window.localStorage.setItem(KEY, raw);
  } catch {
    // kept in memory for this tab
  }
  for (const listener of listeners) listener();
}

function isCartItem(value: unknown): value is CartItem {
  const item = value as (Partial<CartItemBase> & Record<string, unknown>) | null;
  if (typeof item !== 'object' || item === null) return false;
  const identity =
    item.kind === 'bundle'
      ? typeof item.bundleId === 'string' && isStrings(item.packIds) && isStrings(item.packTitles)
      : typeof item.packId === 'string';
  return (
    identity &&
    typeof item.slug === 'string' &&
    typeof item.title === 'string' &&
    typeof item.image === 'string' &&
    typeof item.currency === 'string' &&
    typeof item.priceCents === 'number' &&
    (item.discountPriceCents === null || typeof item.discountPriceCents === 'number')
  );
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const EMPTY: CartItem[] = [];

export const salePrice = (item: Pick<CartItem, 'priceCents' | 'discountPriceCents'>) =>
  item.discountPriceCents !== null && item.discountPriceCents < item.priceCents
    ? item.discountPriceCents
    : item.priceCents;

export const cart = {
  items: read,
  /** Adds a pack or bundle once; false when the cart is full (the checkout's own limit). */
  add(item: CartItem): boolean {
    const items = read();
    if (items.some((existing) => itemKey(existing) === itemKey(item))) return true;
    if (items.length >= CART_MAX_ITEMS) return false;
    write([...items, item]);
    return true;
  },
  /** Removes the item with this key (see itemKey). */
  remove(key: string) {
    write(read().filter((item) => itemKey(item) !== key));
  },
  clear() {
    write([]);
  },
};

/** The cart's items, re-rendering when they change here or in another tab. */
export function useCart(): CartItem[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}
