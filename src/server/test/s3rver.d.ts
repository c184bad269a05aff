// s3rver ships no types: the part of its API the tests use (https://github.com/jamhall/s3rver#readme).
declare module 's3rver' {
  interface S3rverOptions {
    port?: number;
    address?: string;
    directory: string;
    silent?: boolean;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Listens; resolves with the address it listens on. */
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
