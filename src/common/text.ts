/**
 * Text Kenja accepts from anyone: no C0/C1 control characters except tab, line feed and carriage return, and no
 * lone UTF-16 surrogates. PostgreSQL refuses NUL outright (a 500 if it gets that far), and the others hide or
 * corrupt what people see and what logs show.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export function isSafeText(text: string): boolean {
  return !CONTROL_CHARACTER.test(text) && text.isWellFormed();
}

/** Single-line fields (names, e-mails, paths) also refuse tab and line breaks. */
const LINE_BREAK_OR_TAB = /[\t\n\r\u2028\u2029]/;

export function isSingleLine(text: string): boolean {
  return !LINE_BREAK_OR_TAB.test(text);
}

interface Visit {
  value: unknown;
  key?: string | number;
  parent?: Visit;
}

function pathTo(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.unshift(at.key);
  return path;
}

/**
 * The path (keys and indexes) of the first string in `value`, key or value, that is not safe text, or undefined.
 * Iterative, so a deeply nested body can neither overflow the stack nor cost more than its size.
 */
export function findUnsafeText(value: unknown): (string | number)[] | undefined {
  const pending: Visit[] = [{ value }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (!isSafeText(current)) return pathTo(visit);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, key: index, parent: visit }));
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        if (!isSafeText(key)) return [...pathTo(visit), key];
        pending.push({ value: item, key, parent: visit });
      }
    }
  }
  return undefined;
}
