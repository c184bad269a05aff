import { expect } from 'vitest';
import type { Order } from '../../common/contracts/commerce';
import type { TestBrowser } from './test-browser';

/** An error as the API answers it: a code, a message, and for a refused input the fields at fault. */
export interface ApiError {
  code: string;
  message: string;
  issues?: { path: (string | number)[]; message: string }[];
}

/** An API answer: its status and its JSON body. */
export interface Answer {
  status: number;
  body: Record<string, unknown> & { error?: ApiError };
}

/** `method /api{path}` as `browser` (its cookies and CSRF token), with `json` as the body when given. */
export async function call(
  browser: TestBrowser,
  method: string,
  path: string,
  json?: unknown,
): Promise<Answer> {
  const res = await browser.fetch(`/api${path}`, { method, ...(json !== undefined ? { json } : {}) });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

/** `call`, expecting `status` (200 unless said): the answer's body. */
export async function callOk<T>(
  browser: TestBrowser,
  method: string,
  path: string,
  json?: unknown,
  status = 200,
): Promise<T> {
  const res = await call(browser, method, path, json);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body as unknown as T;
}

/** Checks `cart` out and pays it with the dev checkout's button: the paid order. */
export async function buy(buyer: TestBrowser, cart: Record<string, unknown>): Promise<Order> {
  const res = await call(buyer, 'POST', '/checkout', cart);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const { order } = res.body as { order: Order };
  const paid = await call(buyer, 'POST', `/checkout/dev/${order.id}/pay`);
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return (paid.body as { order: Order }).order;
}
