import type { Context } from 'hono';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** IPv6 clients usually hold a whole /64: counting per address would let one of them take 2^64 turns. */
function networkOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = address.includes('::') ? 8 - headGroups.length - tailGroups.length : 0;
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Who is calling, as far as the network says: the peer's address (its /64 for IPv6). Behind a reverse proxy
 * (`trustProxy`), the address the proxy appended to X-Forwarded-For instead; never a header a client could forge
 * when there is no proxy.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',').pop()?.trim();
    if (forwarded) return networkOf(forwarded);
  }
  const bindings = c.env as NodeBindings | undefined;
  const peer = bindings?.incoming?.socket?.remoteAddress;
  return peer ? networkOf(peer) : 'unknown';
}

/** The host the client asked for: the proxy's word for it (X-Forwarded-Host) only behind a trusted proxy. */
export function requestHost(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header('X-Forwarded-Host')?.split(',')[0]?.trim() : undefined;
  return forwarded || c.req.header('Host') || '';
}
