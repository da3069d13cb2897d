/**
 * API errors: every failure answers JSON `{"message": …}` (plus `errors` for
 * validation), never a stack trace, SQL or a file path (docs/product/api.md#errors).
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { isDatabaseUnavailable } from '#database/unavailable.server.ts';
import type { FieldError } from '#shared/field-error.ts';

export type { FieldError };

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
