/**
 * The two things of glibc Kenja needs and Node.js has no binding for — giving freed memory back (`malloc_trim`,
 * memory.ts) and asking the kernel to end a child with its parent (`prctl`) — called through koffi, a foreign
 * function interface with prebuilt binaries (an optional dependency). Elsewhere (musl, macOS, Windows, koffi not
 * installed) there is no glibc to call: `loadLibc` gives undefined and the callers do nothing.
 */
export interface Libc {
  /** `int malloc_trim(size_t pad)`, called on libuv's pool; resolves when it has run. */
  mallocTrim(pad: number): Promise<void>;
  /** `int prctl(int option, unsigned long arg)`: 0 on success, -1 on failure. */
  prctl(option: number, arg: number): number;
}

let loading: Promise<Libc | undefined> | undefined;

/** glibc's functions, loaded once per process; undefined where there is no glibc or no koffi. */
export function loadLibc(): Promise<Libc | undefined> {
  loading ??= load();
  return loading;
}

async function load(): Promise<Libc | undefined> {
  if (process.platform !== 'linux') return undefined;
  try {
    const { default: koffi } = await import('koffi');
    const libc = koffi.load('libc.so.6');
    const trim = libc.func('int malloc_trim(size_t pad)');
    // prctl is variadic in glibc's declaration: its extra arguments are given with their C type.
    const prctl = libc.func('int prctl(int option, ...)');
    return {
      mallocTrim: (pad) =>
        new Promise<void>((resolve, reject) => {
          trim.async(pad, (error: unknown) => (error ? reject(toError(error)) : resolve()));
        }),
      prctl: (option, arg) => prctl(option, 'unsigned long', arg) as number,
    };
  } catch {
    return undefined; // not glibc, or koffi could not be installed on this platform
  }
}

const toError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

const PR_SET_PDEATHSIG = 1;
const SIGKILL = 9;

/**
 * Ends this process when the process that started it ends, however it ends (Linux's parent-death signal): a child
 * busy with one long task does not read its IPC channel, so it would not notice a parent killed with SIGKILL, or
 * dead of running out of memory, until the task was done — and would hold a core from the parent's successor
 * meanwhile. True when the kernel will do it; false where it cannot (not Linux/glibc). A parent already gone
 * before the request was made is not watched: the caller's disconnect handler sees that one, as the child is idle.
 */
export async function endWithParent(): Promise<boolean> {
  const libc = await loadLibc();
  return libc?.prctl(PR_SET_PDEATHSIG, SIGKILL) === 0;
}
