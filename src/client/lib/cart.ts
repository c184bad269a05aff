import { useSyncExternalStore } from 'react';
import { CART_MAX_ITEMS } from '../../common/limits';

/** A pack in the cart, as it was shown when added; checkout prices it again on the server. */
export interface CartItem {
  packId: string;
  slug: string;
  title: string;
  image: string;
  currency: string;
  priceCents: number;
  discountPriceCents: number | null;
}

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
  const item = value as Partial<CartItem> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.packId === 'string' &&
    typeof item.slug === 'string' &&
    typeof item.title === 'string' &&
    typeof item.image === 'string' &&
    typeof item.currency === 'string' &&
    typeof item.priceCents === 'number' &&
    (item.discountPriceCents === null || typeof item.discountPriceCents === 'number')
  );
}

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
  /** Adds a pack once; false when the cart is full (the checkout's own limit). */
  add(item: CartItem): boolean {
    const items = read();
    if (items.some((existing) => existing.packId === item.packId)) return true;
    if (items.length >= CART_MAX_ITEMS) return false;
    write([...items, item]);
    return true;
  },
  remove(packId: string) {
    write(read().filter((item) => item.packId !== packId));
  },
  clear() {
    write([]);
  },
};

/** The cart's items, re-rendering when they change here or in another tab. */
export function useCart(): CartItem[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}
