/**
 * Request bodies are UTF-8. body-parser would decode any charset iconv-lite
 * knows (UTF-7, UTF-16, ISO-8859-1…), so text could reach a handler that the
 * client never wrote as UTF-8: refused here with 415 before any parser runs.
 * A body without a charset is UTF-8 (JSON has no other default).
 */
import type { Request, RequestHandler } from 'express';
import { HttpError } from './errors.server.ts';

/** A body is on its way: chunked, or a non-zero length. */
export function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/**
 * Every `charset` parameter of a Content-Type header, unquoted and lowercased.
 * Deliberately looser than a strict parser: a value hidden in quotes or odd
 * spacing is still found, so it is refused rather than decoded.
 */
export function declaredCharsets(contentType: string): string[] {
  return contentType
    .split(';')
    .slice(1)
    .map((parameter) => parameter.split('='))
    .filter(([name]) => name?.trim().toLowerCase() === 'charset')
    .map(([, ...value]) =>
      value
        .join('=')
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim()
        .toLowerCase(),
    );
}

export const unsupportedCharsetMessage = 'Request body must be UTF-8 (charset=utf-8, or no charset)';

/**
 * Refuses a body of `type` (the one the route parses) declared in another
 * charset. Bodies of other types are left to the route, which does not parse them.
 */
export function requireUtf8Body(type: string): RequestHandler {
  return (req, _res, next) => {
    const contentType = req.headers['content-type'];
    if (contentType === undefined || !hasBody(req) || !req.is(type)) return next();
    if (declaredCharsets(contentType).some((charset) => charset !== 'utf-8')) return next(new HttpError(415, unsupportedCharsetMessage));
    next();
  };
}
