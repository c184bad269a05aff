import { eq, sql } from 'drizzle-orm';
import type { Transaction } from './database';
import { settings } from './schema';

/**
 * A setting's stored value (undefined when none is stored), held against every other change of that key until the
 * transaction ends — also when no row exists yet, which a row lock could not hold. Whoever changes the setting after
 * this reads the value it replaces exactly, e.g. for the audit log's "before".
 */
export async function lockedSetting(tx: Transaction, key: string): Promise<unknown> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value;
}
