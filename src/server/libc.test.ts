import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLibc } from './libc';
import { tsxApi } from './paths';

/**
 * A parent that starts a child and waits: the child (maybe) asks to end with its parent, says so, then stays busy
 * for good — it never reads its channel, as an extraction worker reading a long file does not.
 */
const parentScript = (childAsks: boolean) => `
  import { fork } from 'node:child_process';
  const child = fork('-', [], { execPath: process.execPath, execArgv: ['--input-type=module', '-e', ${JSON.stringify(
    `const { register } = await import(${JSON.stringify(tsxApi())});
     register();
     const { endWithParent } = await import(${JSON.stringify(new URL('./libc.ts', import.meta.url).href)});
     const asked = ${childAsks} ? await endWithParent() : false;
     process.send({ asked }, () => { for (;;) {} });`,
  )}] });
  child.on('message', ({ asked }) => console.log(JSON.stringify({ pid: child.pid, asked })));
  setInterval(() => {}, 60_000);
`;

/** Whether process `pid` still runs (a zombie has ended: only its parent's reaping is left). */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
}

const started: ChildProcess[] = [];
const children: number[] = [];
afterEach(() => {
  for (const parent of started.splice(0)) parent.kill('SIGKILL');
  for (const pid of children.splice(0)) if (running(pid)) process.kill(pid, 'SIGKILL');
});

/** Starts the parent, and gives its busy child's pid once the child has said whether it asked. */
async function busyChildOf(
  childAsks: boolean,
): Promise<{ parent: ChildProcess; pid: number; asked: boolean }> {
  const parent = spawn(process.execPath, ['--input-type=module', '-e', parentScript(childAsks)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  started.push(parent);
  const [line] = (await once(createInterface({ input: parent.stdout! }), 'line')) as [string];
  const { pid, asked } = JSON.parse(line) as { pid: number; asked: boolean };
  children.push(pid);
  return { parent, pid, asked };
}

async function within(ms: number, done: () => boolean): Promise<boolean> {
  for (const deadline = Date.now() + ms; Date.now() < deadline;) {
    if (done()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return done();
}

describe.runIf(process.platform === 'linux')('a child that ends with its parent (glibc)', () => {
  it('is found where there is glibc', async () => {
    expect(await loadLibc()).toBeDefined();
  });

  it('ends a busy child when its parent is killed outright', async () => {
    const { parent, pid, asked } = await busyChildOf(true);
    expect(asked).toBe(true);
    expect(running(pid)).toBe(true);
    parent.kill('SIGKILL');
    expect(await within(10_000, () => !running(pid))).toBe(true);
  });

  it('leaves a busy child that did not ask running after its parent is gone (why the worker asks)', async () => {
    const { parent, pid } = await busyChildOf(false);
    parent.kill('SIGKILL');
    await new Promise((resolve) => parent.once('exit', resolve));
    expect(await within(1_000, () => !running(pid))).toBe(false);
  });
});
