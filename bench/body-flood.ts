import { request } from 'node:http';

const TEN_MB = Buffer.alloc(10 * 1024 * 1024, 0x61);

/** One client sending 10 MB JSON bodies, one after another, until stopped. */
function flood(baseUrl: string, stopped: () => boolean): Promise<number> {
  const url = new URL('/api/auth/dev-sign-in', baseUrl);
  let sent = 0;
  const once = () =>
    new Promise<void>((resolve) => {
      const req = request(
        url,
        { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': TEN_MB.length } },
        (res) => {
          res.resume();
          res.on('end', resolve);
        },
      );
      req.on('error', () => resolve()); // a refused body may close the connection early: that is fine
      req.end(TEN_MB);
    });
  return (async () => {
    while (!stopped()) {
      await once();
      sent += 1;
    }
    return sent;
  })();
}

/** Runs `measure` while `clients` send 10 MB bodies; returns its result and how many bodies were sent meanwhile. */
export async function whileFlooded<T>(
  baseUrl: string,
  clients: number,
  measure: () => Promise<T>,
): Promise<{ result: T; bodies: number }> {
  let stop = false;
  const floods = Array.from({ length: clients }, () => flood(baseUrl, () => stop));
  let result: T;
  try {
    result = await measure();
  } finally {
    stop = true;
  }
  const counts = await Promise.all(floods);
  return { result, bodies: counts.reduce((a, b) => a + b, 0) };
}
