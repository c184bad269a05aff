/** What crosses between the serving thread and the thread that runs the embedded database (pglite-thread.ts). */

/** Query options as drizzle passes them; its parsers only ever return the text as it came (dates stay strings). */
export interface WireQueryOptions {
  rowMode?: 'array' | 'object';
  /** Types whose values are handed back as the database wrote them. */
  textTypes?: number[];
}

export type ThreadRequest = { id: number } & (
  | { op: 'query'; sql: string; params?: unknown[]; options?: WireQueryOptions; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; channel: string }
  | { op: 'close' }
);

/** The fields of a database error a caller may look at (`code` 23505, say), carried across as plain data. */
export interface WireError {
  message: string;
  fields: Record<string, unknown>;
}

export type ThreadMessage =
  | { kind: 'ready' }
  | { kind: 'failed'; error: WireError }
  | { kind: 'reply'; id: number; ok: true; value: unknown }
  | { kind: 'reply'; id: number; ok: false; error: WireError }
  | { kind: 'notification'; channel: string; payload: string };

const ERROR_FIELDS = [
  'code',
  'severity',
  'detail',
  'hint',
  'position',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;

export function toWireError(error: unknown): WireError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const source = error as Error & Record<string, unknown>;
  const fields: Record<string, unknown> = { name: error.name };
  for (const field of ERROR_FIELDS) if (source[field] !== undefined) fields[field] = source[field];
  return { message: error.message, fields };
}

export function fromWireError(wire: WireError): Error {
  return Object.assign(new Error(wire.message), wire.fields);
}
