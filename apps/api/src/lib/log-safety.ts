/**
 * What the logs may hold. An error log line is read by whoever runs the server, so it carries what is
 * needed to find a fault — the type, the message, the SQL text, the stack — and never what a person
 * sent: no query parameters (a failed INSERT lists every value, password hash and national id among
 * them), no bodies, no tokens. The redact paths in loggerOptions cover known fields; this covers text.
 */

const SECRET_PATTERNS: readonly [RegExp, string][] = [
  // drizzle's "Failed query: … \nparams: a,b,c" (in the message and again in the stack), up to the stack frames.
  [/\nparams: [\s\S]*?(?=\n {4}at |$)/g, '\nparams: [redacted]'],
  [/\$argon2(?:id|i|d)\$[^\s,'"]*/g, '[redacted]'],
  [/\bbearer\s+[\w.~+/-]+=*/gi, 'Bearer [redacted]'],
  // A Thai national id, bare or written with dashes or spaces (1-1017-00000-00-1).
  [/(?<!\d)\d[- ]?\d{4}[- ]?\d{5}[- ]?\d{2}[- ]?\d(?!\d)/g, '[redacted]'],
];

export function scrubSecrets(text: string): string {
  return SECRET_PATTERNS.reduce((scrubbed, [pattern, replacement]) => scrubbed.replace(pattern, replacement), text);
}

type LoggedError = {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  stack: string;
  cause?: LoggedError;
};

/** pino's `err` serializer: a fixed set of fields, scrubbed, with the cause chain to a small depth. */
export function loggableError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubSecrets(String(error)), stack: '' };
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return {
    type: error.constructor.name,
    message: scrubSecrets(error.message),
    stack: scrubSecrets(error.stack ?? ''),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof constraint === 'string' ? { constraint } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: loggableError(error.cause, depth + 1) } : {}),
  };
}

// Query values that name a person or hold a secret: a search box takes names and national ids.
const PRIVATE_QUERY_KEYS = new Set(['q', 'search', 'email', 'idnumber', 'phone', 'token', 'name']);

/** The request line as the access log keeps it: the path, and the query with private values blanked. */
export function loggableUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return scrubSecrets(url);
  const query = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of new Set(query.keys())) {
    if (PRIVATE_QUERY_KEYS.has(key.toLowerCase())) query.set(key, '[redacted]');
  }
  return scrubSecrets(`${url.slice(0, queryStart)}?${query.toString()}`);
}
