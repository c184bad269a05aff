import { fork } from 'node:child_process';

export interface UploadOrder {
  baseUrl: string;
  /** The creator, signed in again by the uploader (the development sign-in keeps a person's id by email). */
  creatorEmail: string;
  packId: string;
  files: { name: string; bytes: number; seed: string }[];
  /** Short notes imported through the import endpoint (issue 53), besides the files. */
  notes?: number;
}

/**
 * Uploads from another process, as a creator's browser is another machine: the books are made and sent (20 MB of
 * multipart bodies for ten uploads) on that process's own thread, so a probe measured in this one times the
 * server, not this process catching up with its own sending (ADR 0031). `prepare` resolves once the books are
 * made; `go()` starts the uploads and resolves when every one is indexed, with the seconds that took.
 */
export async function uploadsElsewhere(order: UploadOrder): Promise<{ go(): Promise<number> }> {
  const child = fork(new URL('./uploader.ts', import.meta.url));
  const next = () =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      child.once('message', (message) => resolve(message as Record<string, unknown>));
      child.once('exit', (code) => reject(new Error(`the uploader exited with ${code}`)));
    }).then((message) => {
      if (message.error) throw new Error(`the uploader failed: ${String(message.error)}`);
      return message;
    });
  child.send(order);
  await next();
  return {
    async go() {
      child.send('go');
      try {
        return Number((await next()).seconds);
      } finally {
        child.kill();
      }
    },
  };
}
