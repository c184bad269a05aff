// Loaded into a benchmarked server with `node --import`: appends the process's memory to $KENJA_MEMORY_LOG every
// $KENJA_MEMORY_EVERY_MS (default 1 s), one JSON line each, so a bench can plot RSS and heap over time without the
// server exposing its memory to callers. RSS is the whole process (the database's thread included); heap figures
// are the serving thread's.
import { appendFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const file = process.env.KENJA_MEMORY_LOG;
// Only the server itself: its threads and the extraction processes it starts inherit the `--import`.
if (file && isMainThread && /main\.[jt]s$/.test(process.argv[1] ?? '')) {
  const every = Number(process.env.KENJA_MEMORY_EVERY_MS ?? 1000);
  const started = Date.now();
  setInterval(() => {
    const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
    appendFileSync(
      file,
      `${JSON.stringify({ t: Date.now() - started, rss, heapUsed, heapTotal, external })}\n`,
    );
  }, every).unref();
}
