/**
 * The one rule for text entering Kenja (issue 46, docs/decisions/0039-text-enters-clean.md): every string of every
 * request body — JSON, forms, multipart fields and file names, MCP tool arguments, OAuth client metadata — loses its
 * hidden characters (`withoutHiddenCharacters`: format and default-ignorable code points, except where they join an
 * emoji or make a recommended subdivision flag) before the route's schema reads it. So no field a creator, buyer or
 * client writes can carry text a person cannot see to the assistant or to another person, and a new field is covered
 * without anyone remembering to.
 *
 * Screening: when what went was hidden *text* (tag runs, made-up flags, selector runs, bidi overrides, long invisible
 * runs — the injection screen's `hiddenTextReasons`) rather than a stray zero-width space, the request records where
 * and what it said (`hidden_text_removed` in the admins' audit log, after the request: `recordHiddenText`).
 *
 * Document text is the one exception (`keepRaw`): a passage sent as JSON goes to the ingest pipeline as it came,
 * which screens it, flags its passages and strips the same characters (ingest/normalize.ts).
 */
import type { Context } from 'hono';
import { withoutHiddenCharacters } from '../../common/text';
import { hiddenTextReasons } from '../injection-screen';
import type { AppEnv, HiddenTextFinding } from './context';

export type { HiddenTextFinding } from './context';

interface Slot {
  value: unknown;
  path: string;
  /** Puts the cleaned value back where it came from. */
  set: (value: unknown) => void;
}

/**
 * `value` (a freshly parsed body, changed in place) with every string key and value cleaned, and what hid text.
 * Iterative, like `findUnsafeText`: a deeply nested body costs its size and no stack. `keepRaw` names top-level keys
 * whose strings are left as they are.
 */
export function cleanEnteredText<T>(
  value: T,
  { keepRaw = [] }: { keepRaw?: readonly string[] } = {},
): { value: T; findings: HiddenTextFinding[] } {
  const findings: HiddenTextFinding[] = [];
  const clean = (text: string, path: string): string => {
    const cleaned = withoutHiddenCharacters(text);
    if (cleaned !== text) {
      const reasons = hiddenTextReasons(text);
      if (reasons.length > 0) findings.push({ field: path || '(body)', reasons });
    }
    return cleaned;
  };
  let result: unknown = value;
  const pending: Slot[] = [{ value, path: '', set: (cleaned) => (result = cleaned) }];
  for (let slot = pending.pop(); slot; slot = pending.pop()) {
    const current = slot.value;
    if (typeof current === 'string') {
      slot.set(clean(current, slot.path));
    } else if (Array.isArray(current)) {
      const list: unknown[] = current;
      list.forEach((item, index) =>
        pending.push({
          value: item,
          path: join(slot.path, index),
          set: (cleaned) => (list[index] = cleaned),
        }),
      );
    } else if (typeof current === 'object' && current !== null) {
      const record = current as Record<string, unknown>;
      for (const [key, item] of Object.entries(record)) {
        if (slot.path === '' && keepRaw.includes(key)) continue;
        const cleanKey = clean(key, join(slot.path, key));
        if (cleanKey !== key) {
          delete record[key];
          record[cleanKey] = item;
        }
        const path = join(slot.path, cleanKey);
        pending.push({ value: item, path, set: (cleaned) => (record[cleanKey] = cleaned) });
      }
    }
  }
  return { value: result as T, findings };
}

const join = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);

/**
 * `value` cleaned by the rule above, with what hid text noted on the request, for `recordHiddenText` to record once
 * the request is answered.
 */
export function enteredText<T>(c: Context, value: T, options?: { keepRaw?: readonly string[] }): T {
  const { value: cleaned, findings } = cleanEnteredText(value, options);
  if (findings.length > 0) {
    const request = c as Context<AppEnv>;
    request.set('hiddenText', [...(request.get('hiddenText') ?? []), ...findings]);
  }
  return cleaned;
}
