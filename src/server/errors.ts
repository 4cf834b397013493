/** Expected failures carry a code and the spec's German message; plugins/errors.ts maps codes to HTTP. */
export type ErrorCode =
  | 'VALIDATION'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'UNPROCESSABLE'
  | 'RATE_LIMITED'
  // Issue 38: faults of the machine, not of the input (plugins/fault-errors.ts).
  | 'REQUEST_TIMEOUT'
  | 'UNAVAILABLE'
  | 'STORAGE_FULL';

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  REQUEST_TIMEOUT: 408,
  UNAVAILABLE: 503,
  STORAGE_FULL: 507,
};

export class AppError extends Error {
  readonly code: ErrorCode;
  /** A more specific machine-readable reason (e.g. SELLER_PENDING), for clients and tests. */
  readonly reason: string | undefined;
  /** A toast title where the spec gives one ('Konto ausstehend'). */
  readonly title: string | undefined;
  /** Seconds after which a rate-limited client may try again (sent as Retry-After). */
  readonly retryAfter: number | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    opts: { reason?: string; title?: string; retryAfter?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.reason = opts.reason;
    this.title = opts.title;
    this.retryAfter = opts.retryAfter;
  }
}

export const MSG = {
  unauthenticated: 'Sie müssen angemeldet sein',
  forbidden: 'Zugriff verweigert',
  notFound: 'Nicht gefunden',
  unexpected: 'Ein unerwarteter Fehler ist aufgetreten',
  rateLimited: 'Zu viele Anfragen. Bitte versuchen Sie es in einigen Minuten erneut.',
} as const;

/** PostgreSQL unique violation (23505), through Drizzle's wrapper or straight from the driver. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth += 1) {
    if (typeof e === 'object' && (e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The constraint a PostgreSQL error names (both drivers expose it), to tell unique indexes apart. */
export function violatedConstraint(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth += 1) {
    const c = typeof e === 'object' ? (e as { constraint?: unknown }).constraint : undefined;
    if (typeof c === 'string') return c;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
