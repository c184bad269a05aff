import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
  /**
   * Resolves once the server and its extraction children have used under 5% of a core for two seconds in a row:
   * the demo packs are indexed after the server answers, on both cores for about 15 s, and a figure taken then
   * measures that work, not the page or request. Gives up (and says so) after `limitMs`.
   */
  settled(limitMs?: number): Promise<void>;
  stop(): Promise<void>;
}

const CLOCK_TICKS_PER_S = 100;

/** CPU time (user + system) of a process and its direct children, in clock ticks, from /proc. */
export function cpuTicks(pid: number): number {
  const ticksOf = (id: string | number) => {
    try {
      // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
    } catch {
      return 0; // the process ended between listing and reading
    }
  };
  let children: string[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean);
  } catch {
    // No children file (an older kernel): the server's own time only.
  }
  return ticksOf(pid) + children.reduce((sum, child) => sum + ticksOf(child), 0);
}

async function settled(pid: number, limitMs = 90_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  let quietSince = Date.now();
  let before = cpuTicks(pid);
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
    const now = cpuTicks(pid);
    // Under 5% of one core over the half second.
    if (now - before > 0.05 * 0.5 * CLOCK_TICKS_PER_S) quietSince = Date.now();
    before = now;
    if (Date.now() - quietSince >= 2_000) return;
  }
  console.warn(`  the server was still busy after ${limitMs / 1000} s; measuring anyway`);
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
    settled: (limitMs) => settled(child.pid ?? 0, limitMs),
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The bare Node.js server of bench/support/bare-server.mjs in its own process, as the built server runs, answering
 * `body` (else /api/health's).
 */
export async function startBareServer(
  body?: string,
): Promise<Pick<RunningServer, 'baseUrl' | 'pid' | 'stop'>> {
  const port = await freePort();
  let bodyFile: string | undefined;
  if (body !== undefined) {
    bodyFile = join(mkdtempSync(join(tmpdir(), 'kenja-bare-')), 'body.json');
    writeFileSync(bodyFile, body);
  }
  const child = spawn(process.execPath, ['bench/support/bare-server.mjs'], {
    env: { ...process.env, PORT: String(port), ...(bodyFile ? { BODY_FILE: bodyFile } : {}) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (
    let tries = 0;
    !(await fetch(baseUrl).then(
      (r) => r.ok,
      () => false,
    ));
    tries++
  ) {
    if (tries > 100) throw new Error('the bare server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    baseUrl,
    pid: child.pid ?? 0,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
