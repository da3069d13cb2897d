/**
 * API errors: every failure answers JSON `{"message": …}` (plus `errors` for
 * validation), never a stack trace, SQL or a file path (DESIGN.md, "Operator interface").
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';

export interface FieldError {
  field: string;
  message: string;
}

export class HttpError extends Error {
  readonly status: number;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string>;

  constructor(status: number, message: string, options: { errors?: FieldError[]; headers?: Record<string, string> } = {}) {
    super(message);
    this.status = status;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }
}

/** Raised when the database cannot be reached or written; answered with 503 and Retry-After. */
export class DatabaseUnavailableError extends HttpError {
  constructor() {
    super(503, 'The service is temporarily unavailable. Please try again shortly.', { headers: { 'Retry-After': '5' } });
  }
}

const databaseErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  'SQLITE_FULL',
  'SQLITE_PROTOCOL',
  '57P01', // admin_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '08006', // connection_failure
  '08001',
  '08003',
]);

/**
 * better-sqlite3 reports extended result codes (SQLITE_IOERR_WRITE, SQLITE_READONLY_DIRECTORY,
 * SQLITE_BUSY_SNAPSHOT…): every variant of these families means the file cannot be used right now.
 */
const sqliteUnavailableFamilies = ['SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_READONLY', 'SQLITE_IOERR', 'SQLITE_CANTOPEN'];

/** True for errors that mean "the database is not there right now" rather than a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, name, message, errors } = error as { code?: unknown; name?: unknown; message?: unknown; errors?: unknown };
  // Connecting to a host name with several addresses fails with an AggregateError of one error per address.
  if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
  if (typeof code === 'string' && (databaseErrorCodes.has(code) || sqliteUnavailableFamilies.some((family) => code === family || code.startsWith(`${family}_`)))) {
    return true;
  }
  if (name === 'KnexTimeoutError') return true;
  return typeof message === 'string' && /Connection terminated|timeout exceeded when trying to connect|Knex: Timeout acquiring/i.test(message);
}

/** Errors thrown by body-parser and friends carry a status and a type. */
function fromParserError(error: { status?: number; type?: string }): HttpError | undefined {
  switch (error.type) {
    case 'entity.too.large':
      return new HttpError(413, 'Request body is too large');
    case 'entity.parse.failed':
      return new HttpError(400, 'Request body is not valid JSON');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new HttpError(415, 'Unsupported content encoding or charset');
    case 'request.aborted':
      return new HttpError(400, 'Request was aborted');
    case 'parameters.too.many':
      return new HttpError(413, 'Too many form fields');
    default:
      return error.status && error.status >= 400 && error.status < 500 ? new HttpError(error.status, 'Bad request') : undefined;
  }
}

/**
 * PostgreSQL refusing a character in a query parameter (a NUL from a URL or a
 * form): the request's fault, not the server's.
 */
function isUnstorableText(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '22021' || code === '22P05'; // character_not_in_repertoire, untranslatable_character
}

export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (isDatabaseUnavailable(error)) return new DatabaseUnavailableError();
  if (isUnstorableText(error)) return new HttpError(400, 'The request contains a character that is not allowed.');
  const parsed = error && typeof error === 'object' ? fromParserError(error as { status?: number; type?: string }) : undefined;
  return parsed ?? new HttpError(500, 'Internal server error');
}

export const apiNotFound: RequestHandler = (_req, _res, next) => next(new HttpError(404, 'Not found'));

/** The last handler of the API: logs unexpected errors, answers JSON. */
export const apiErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const httpError = toHttpError(error);
  if (httpError.status >= 500) req.log?.error({ err: error }, 'request failed');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(httpError.status).set(httpError.headers).set('Cache-Control', 'no-store');
  res.json(httpError.errors ? { message: httpError.message, errors: httpError.errors } : { message: httpError.message });
};
