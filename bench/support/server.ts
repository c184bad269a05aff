import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A process's resident memory (RSS) in MB, from /proc. */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return line ? Math.round(Number(line[1]) / 1024) : 0;
}

export interface RunningServer {
  baseUrl: string;
  /** The serving process's id (its memory is in /proc/<pid>/status). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * The built server in its own process (so load and server do not share an event loop), on a fresh database — or on
 * `dataDir`, one a benchmark prepared (its `db/` holds the embedded database); either way removed when it stops.
 */
export async function startBuiltServer(
  env: Record<string, string> = {},
  {
    dataDir = mkdtempSync(join(tmpdir(), 'kenja-bench-')),
    nodeArgs: benchNodeArgs = [],
  }: { dataDir?: string; nodeArgs?: string[] } = {},
): Promise<RunningServer> {
  const port = await freePort();
  // BENCH_NODE_ARGS: flags for the server's Node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where time goes.
  const nodeArgs = [...benchNodeArgs, ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, 'dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', KENJA_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    pid: child.pid ?? 0,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
