import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer on 127.0.0.1 that sends each request to the next instance in turn, so consecutive requests of one
 * client land on different instances (no stickiness). Like a real one it checks each instance's readiness
 * (`/api/ready`, every 100 ms) and sends nothing to an instance that is not ready, and it tries a GET or HEAD that
 * could not reach an instance again on the next (nginx's `proxy_next_upstream error`); anything else that cannot
 * reach its instance gets 502, as from a real balancer. The client's Host header goes through unchanged; instances
 * are told the balancer's address as their PUBLIC_URL.
 */
export interface RoundRobinProxy {
  url: string;
  /** Upstream base URLs (http://127.0.0.1:port), in turn; replace to take one out or put one in. */
  upstreams: string[];
  /** How many requests each upstream was sent, by base URL. */
  served: Map<string, number>;
  close(): Promise<void>;
}

const CHECK_EVERY_MS = 100;

export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  let list = [...upstreams];
  let next = 0;
  const served = new Map<string, number>();
  const notReady = new Set<string>();

  const check = setInterval(() => {
    for (const upstream of list) {
      fetch(`${upstream}/api/ready`, { signal: AbortSignal.timeout(CHECK_EVERY_MS * 5) }).then(
        (res) => (res.ok ? notReady.delete(upstream) : notReady.add(upstream)),
        () => notReady.add(upstream),
      );
    }
  }, CHECK_EVERY_MS);

  /** The next ready instance in turn (any, when none is). */
  const pick = () => {
    for (let i = 0; i < list.length; i++) {
      const upstream = list[next++ % list.length] as string;
      if (!notReady.has(upstream)) return upstream;
    }
    return list[next++ % list.length] as string;
  };

  const forward = (incoming: IncomingMessage, outgoing: ServerResponse, triesLeft: number) => {
    const upstream = pick();
    served.set(upstream, (served.get(upstream) ?? 0) + 1);
    const forwarded = request(
      new URL(incoming.url ?? '/', upstream),
      {
        method: incoming.method,
        headers: { ...incoming.headers, 'x-forwarded-for': incoming.socket.remoteAddress ?? '' },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      notReady.add(upstream);
      const replayable = incoming.method === 'GET' || incoming.method === 'HEAD';
      if (replayable && triesLeft > 0 && !outgoing.headersSent)
        return forward(incoming, outgoing, triesLeft - 1);
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end('Bad gateway');
    });
    if (incoming.method === 'GET' || incoming.method === 'HEAD') forwarded.end();
    else incoming.pipe(forwarded);
  };

  const server: Server = createServer((incoming, outgoing) => forward(incoming, outgoing, list.length));
  // Longer than a client keeps an idle connection (undici: 4 s), as Kenja's server (main.ts) and real balancers do:
  // with Node's 5 s the balancer closed a kept connection as the client sent on it, on a busy machine.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    get upstreams() {
      return list;
    },
    set upstreams(upstreams: string[]) {
      list = [...upstreams];
    },
    served,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(check);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
