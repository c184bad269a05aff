import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, open, readdir, readFile, rename, rm, stat, utimes } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Clock } from '../clock';
import { assertSafeKey, type FileStore } from './file-store';

/**
 * Files in a directory (the embedded database's): written to a temporary name, flushed to disk, then renamed into
 * place, so a reader never sees half a file and a crash leaves only a temporary file that `list` does not name.
 * The work happens on libuv's thread pool, not on the thread that serves requests.
 */
export function directoryFileStore(root: string, now: Clock): FileStore {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(root, ...key.split('/'));
  };
  // A file's time is the app's clock's (ADR 0036), not the file system's, as `list` reports it to the sweep.
  const stamp = (partial: string) => {
    const storedAt = now();
    return utimes(partial, storedAt, storedAt);
  };
  // Under a temporary name, flushed by `write`, stamped, then renamed into place.
  const place = async (key: string, write: (partial: string) => Promise<void>) => {
    const path = pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
    await write(partial);
    await stamp(partial);
    await rename(partial, path);
  };
  return {
    kind: 'directory',
    async put(key, bytes) {
      await place(key, async (partial) => {
        const handle = await open(partial, 'w');
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
      });
    },
    async putFile(key, from) {
      await place(key, async (partial) => {
        await copyFile(from, partial);
        const handle = await open(partial, 'r+');
        try {
          await handle.sync();
        } finally {
          await handle.close();
        }
      });
    },
    async download(key, to) {
      try {
        await copyFile(pathOf(key), to);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    async get(key) {
      try {
        const bytes = await readFile(pathOf(key));
        return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
    },
    async *list(prefix) {
      let names: string[];
      try {
        names = await readdir(pathOf(prefix));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const name of names) {
        if (name.endsWith('.partial')) continue;
        const key = `${prefix}/${name}`;
        const info = await stat(pathOf(key)).catch(() => undefined);
        if (info) yield { key, storedAt: info.mtime };
      }
    },
  };
}
