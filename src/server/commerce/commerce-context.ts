import type { Order } from '../../common/contracts/commerce';
import type { Database } from '../db/client';
import type { Logger } from '../log';
import type { OrderRow, ReplacedOrder } from './orders';
import type { PaymentProvider } from './payments';

/** What checkout and refunds share, made once by createCommerce. */
export interface CommerceContext {
  db: Database;
  now: () => Date;
  /** The provider new checkouts use; absent when payments are not configured. */
  checkout: PaymentProvider | undefined;
  /** Every provider an existing order may have been paid with, for its refund. */
  providers: Partial<Record<OrderRow['provider'], PaymentProvider | undefined>>;
  sendReceipts: boolean;
  log: Logger | undefined;
  /** Waits until this instance has heard the entitlement change (the buyer's next call sees it). */
  settled: () => Promise<void>;
  /** Closes the provider's checkouts of orders a newer checkout replaced. */
  closeReplaced: (replaced: readonly ReplacedOrder[]) => Promise<void>;
  /** An order as its receipt shows it. */
  present: (orderId: string) => Promise<Order>;
}
