import type { Clock } from './clock';
import type { ChangeFeed } from './db/change-feed';
import type { Database } from './db/client';
import type { FileStore } from './files';
import { indexDocumentHandler, INDEX_DOCUMENT_JOB, MEASURE_QUALITY_JOB, type IndexingDeps } from './ingest';
import type { Logger } from './log';
import type { Mailer } from './mail/mailer';
import {
  checkoutExpiryHandler,
  EXPIRE_CHECKOUTS_JOB,
  RECEIPT_EMAIL_JOB,
  receiptEmailHandler,
} from './commerce';
import { measureQualityHandler } from './quality';
import type { Embedder, PackRanker } from './search';
import { createWorker, type WorkerOptions } from './jobs/worker';

/**
 * This instance's background worker for Kenja's jobs: indexing documents, measuring packs' answer quality, closing
 * checkouts left unpaid, and receipt e-mails when mail is set up.
 */
export function createJobWorker(deps: {
  db: Database;
  files: FileStore;
  changes: ChangeFeed;
  log: Logger;
  embedder?: Embedder | undefined;
  /** With the app's ranker, each new edition of a pack has its answer quality measured (quality/). */
  ranker?: PackRanker | undefined;
  /** With a mailer, receipts are sent (links in them point at `publicUrl`). */
  mail?: { mailer: Mailer; publicUrl: URL } | undefined;
  extraction?: IndexingDeps['extraction'];
  /** The app's clock (tests move it): every time a job reads or writes (ADR 0036). */
  now: Clock;
  options?: Partial<Pick<WorkerOptions, 'concurrency' | 'leaseMs' | 'pollMs' | 'backoffBaseMs'>>;
}) {
  return createWorker({
    db: deps.db,
    changes: deps.changes,
    log: deps.log,
    now: deps.now,
    handlers: {
      [INDEX_DOCUMENT_JOB]: indexDocumentHandler({
        db: deps.db,
        files: deps.files,
        now: deps.now,
        embedder: deps.embedder,
        ...(deps.extraction ? { extraction: deps.extraction } : {}),
      }),
      ...(deps.ranker
        ? {
            [MEASURE_QUALITY_JOB]: measureQualityHandler({ db: deps.db, ranker: deps.ranker, now: deps.now }),
          }
        : {}),
      [EXPIRE_CHECKOUTS_JOB]: checkoutExpiryHandler({ db: deps.db, now: deps.now }),
      ...(deps.mail
        ? { [RECEIPT_EMAIL_JOB]: receiptEmailHandler({ db: deps.db, now: deps.now, ...deps.mail }) }
        : {}),
    },
    ...deps.options,
  });
}
