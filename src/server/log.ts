import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** Keys whose values never reach a log line, wherever they appear. */
const SECRET_KEYS = [
  'token',
  'state',
  'nonce',
  'codeVerifier',
  'code_verifier',
  'csrfToken',
  'sessionId',
  'password',
  'secret',
  'cookie',
  'authorization',
];

const STACK_FRAME = /^\s+at /;

/** A stack without its first lines, which repeat the message (and so whatever the message held). */
function framesOf(stack: string | undefined): string | undefined {
  return stack
    ?.split('\n')
    .filter((line) => STACK_FRAME.test(line))
    .join('\n');
}

interface DatabaseErrorFields {
  code: string;
  severity?: string;
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
  message: string;
}

function isDatabaseError(value: unknown): value is DatabaseErrorFields {
  if (typeof value !== 'object' || value === null) return false;
  const { code, severity } = value as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}

/**
 * An error as a log shows it. A database error keeps its SQLSTATE, the table, column and constraint names, and a
 * message whose quoted values are blanked; never the query, its parameters or the row (`detail`) — they may hold
 * tokens, e-mails or session ids. (Drizzle's wrapper puts query and parameters in its message: only its cause is
 * kept.)
 */
export function describeError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { type: typeof err };
  const cause: unknown = err.cause;
  if (isDatabaseError(err) || isDatabaseError(cause)) {
    const db = (isDatabaseError(err) ? err : cause) as DatabaseErrorFields;
    return {
      type: 'DatabaseError',
      code: db.code,
      table: db.table,
      column: db.column,
      constraint: db.constraint,
      routine: db.routine,
      message: db.message.replace(/"[^"]*"|'[^']*'/g, '"…"'),
      stack: framesOf(err.stack),
    };
  }
  if ('query' in err || 'params' in err) return { type: err.name, stack: framesOf(err.stack) };
  return {
    type: err.name,
    message: err.message,
    stack: framesOf(err.stack),
    ...(cause instanceof Error ? { cause: describeError(cause) } : {}),
  };
}

export interface LoggerOptions {
  level?: string;
  /** Where lines go; standard output (asynchronously) unless given. Tests pass a stream they read. */
  destination?: DestinationStream;
}

/** Kenja's log: one JSON object per line (pino), control characters escaped by JSON itself. */
export function createLogger({ level = 'info', destination }: LoggerOptions = {}): Logger {
  return pino(
    {
      level,
      base: { service: 'kenja' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: describeError },
      redact: {
        paths: SECRET_KEYS.flatMap((key) => [key, `*.${key}`]),
        censor: '[redacted]',
      },
    },
    destination ?? pino.destination({ sync: false }),
  );
}
