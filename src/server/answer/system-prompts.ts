import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AnswerLanguage, SystemPrompts, SystemPromptsUpdate } from '../../common/contracts/answers';
import type { ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/client';
import { settings } from '../db/schema';
import { DEFAULT_SYSTEM_PROMPTS } from './default-prompts';

/** The NOTIFY channel on which the database announces a changed setting (migration 0007). */
export const SETTINGS_CHANNEL = 'kenja_settings';
const KEY = 'answers.system_prompts';

const storedSchema = z.object({ en: z.string().min(1), ja: z.string().min(1) });

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
    async save(update: SystemPromptsUpdate, adminId: string, now: Date): Promise<SystemPrompts> {
      await db
        .insert(settings)
        .values({ key: KEY, value: update, updatedAt: now, updatedBy: adminId })
        .onConflictDoUpdate({
          target: settings.key,
          set: { value: update, updatedAt: now, updatedBy: adminId },
        });
      forget();
      return read();
    },
    async reset(): Promise<SystemPrompts> {
      await db.delete(settings).where(eq(settings.key, KEY));
      forget();
      return read();
    },
  };
}

export type SystemPromptStore = ReturnType<typeof createSystemPrompts>;
