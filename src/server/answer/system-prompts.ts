import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  ANSWER_LANGUAGES,
  type AnswerLanguage,
  type SystemPrompts,
  type SystemPromptsUpdate,
} from '../../common/contracts/answers';
import type { AuditDetail } from '../../common/contracts/audit';
import { recordAudit } from '../audit';
import type { ChangeFeed } from '../db/change-feed';
import type { Database, Transaction } from '../db/client';
import { lockedSetting } from '../db/locked-setting';
import { settings } from '../db/schema';
import { DEFAULT_SYSTEM_PROMPTS } from './default-prompts';

/** The NOTIFY channel on which the database announces a changed setting (migration 0007). */
export const SETTINGS_CHANNEL = 'kenja_settings';
const KEY = 'answers.system_prompts';

const storedSchema = z.object({ en: z.string().min(1), ja: z.string().min(1) });
type Prompts = z.infer<typeof storedSchema>;

/**
 * The system prompts every answer uses: the admin's, saved in `settings`, else the defaults. Read once and kept
 * in memory; a save on any instance is announced by the database and drops every instance's copy.
 */
export function createSystemPrompts(db: Database, changes: ChangeFeed) {
  let cached: Promise<SystemPrompts> | undefined;
  const forget = () => {
    cached = undefined;
  };
  changes.subscribe(SETTINGS_CHANNEL, (key) => key === KEY && forget(), forget);

  async function read(): Promise<SystemPrompts> {
    const [row] = await db.select().from(settings).where(eq(settings.key, KEY));
    const stored = row ? storedSchema.safeParse(row.value) : undefined;
    const prompts = stored?.success ? stored.data : DEFAULT_SYSTEM_PROMPTS;
    return {
      ...prompts,
      defaults: { ...DEFAULT_SYSTEM_PROMPTS },
      updated_at: stored?.success && row ? row.updatedAt.toISOString() : null,
    };
  }

  function current(): Promise<SystemPrompts> {
    if (!changes.live) return read();
    if (!cached) {
      const reading = read();
      cached = reading;
      // A failed read is not kept: the next caller tries again.
      reading.catch(() => cached === reading && forget());
    }
    return cached;
  }

  return {
    current,
    async forLanguage(language: AnswerLanguage): Promise<string> {
      return (await current())[language];
    },
    /** An admin's prompts from now on, audited with the ones they replace in the same transaction. */
    async save(update: SystemPromptsUpdate, adminId: string, now: Date): Promise<SystemPrompts> {
      await db.transaction(async (tx) => {
        const before = inForce(await lockedSetting(tx, KEY));
        await tx
          .insert(settings)
          .values({ key: KEY, value: update, updatedAt: now, updatedBy: adminId })
          .onConflictDoUpdate({
            target: settings.key,
            set: { value: update, updatedAt: now, updatedBy: adminId },
          });
        await recordChange(tx, 'system_prompts_changed', { before, after: update, adminId, now });
      });
      forget();
      return read();
    },
    /** Back to the defaults, audited likewise. */
    async reset(adminId: string, now: Date): Promise<SystemPrompts> {
      await db.transaction(async (tx) => {
        const before = inForce(await lockedSetting(tx, KEY));
        await tx.delete(settings).where(eq(settings.key, KEY));
        const after = { ...DEFAULT_SYSTEM_PROMPTS };
        await recordChange(tx, 'system_prompts_reset', { before, after, adminId, now });
      });
      forget();
      return read();
    },
  };
}

/** The prompts a stored setting puts in force: its own when valid, else the defaults. */
function inForce(stored: unknown): Prompts {
  const parsed = storedSchema.safeParse(stored);
  return parsed.success ? parsed.data : { ...DEFAULT_SYSTEM_PROMPTS };
}

/** The audit record of a change of prompts: each language whose text changed, before and after (nothing if none). */
async function recordChange(
  tx: Transaction,
  action: 'system_prompts_changed' | 'system_prompts_reset',
  change: { before: Prompts; after: Prompts; adminId: string; now: Date },
) {
  const { before, after } = change;
  const detail: AuditDetail<typeof action> = {};
  for (const language of ANSWER_LANGUAGES) {
    if (before[language] !== after[language]) {
      detail[language] = { before: before[language], after: after[language] };
    }
  }
  if (Object.keys(detail).length === 0) return;
  await recordAudit(tx, { action, actorId: change.adminId, detail, createdAt: change.now });
}

export type SystemPromptStore = ReturnType<typeof createSystemPrompts>;
