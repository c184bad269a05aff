import type { Clock } from './clock';
import type { ChangeFeed } from './db/change-feed';
import type { Database } from './db/client';
import type { FileStore } from './files';
import { indexDocumentHandler, INDEX_DOCUMENT_JOB, MEASURE_QUALITY_JOB, type IndexingDeps } from './ingest';
import type { Logger } from './log';
import type { Mailer } from './mail/mailer';
import {
  checkoutExpiryHandler,
  editionEmailHandler,
  EXPIRE_CHECKOUTS_JOB,
  RECEIPT_EMAIL_JOB,
  receiptEmailHandler,
} from './commerce';
import { EDITION_EMAIL_JOB } from './packs';
import { invitationEmailHandler, TEAM_INVITATION_JOB } from './teams';
import { measureQualityHandler } from './quality';
import { RELEASE_STALE_PURCHASE_JOB, staleReservationHandler } from './spending';
import type { Embedder, PackRanker } from './search';
import { createWorker, type WorkerOptions } from './jobs/worker';

/**
 * This instance's background worker for Kenja's jobs: indexing documents, measuring packs' answer quality, closing
 * checkouts left unpaid, releasing assistants' purchases a stopped instance left reserved, and receipt and new-edition
 * e-mails when mail is set up.
 */
export function createJobWorker(deps: {
  db: Database;
  files: FileStore;
  changes: ChangeFeed;
  log: Logger;
  embedder?: Embedder | undefined;
  /** With the app's ranker, each new edition of a pack has its answer quality measured (quality/). */
  ranker?: PackRanker | undefined;
  /** With a mailer, receipts and new editions are e-mailed (links in them point at `publicUrl`). */
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
      [RELEASE_STALE_PURCHASE_JOB]: staleReservationHandler({ db: deps.db, now: deps.now }),
      ...(deps.mail
        ? {
            [RECEIPT_EMAIL_JOB]: receiptEmailHandler({ db: deps.db, now: deps.now, ...deps.mail }),
            [EDITION_EMAIL_JOB]: editionEmailHandler({ db: deps.db, ...deps.mail }),
            [TEAM_INVITATION_JOB]: invitationEmailHandler({ db: deps.db, ...deps.mail }),
          }
        : {}),
    },
    ...deps.options,
  });
}
