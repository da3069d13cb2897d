/**
 * Text in API bodies must be well-formed Unicode. JSON can carry an unpaired
 * surrogate as a `\ud800` escape; UTF-8 (SQLite, PostgreSQL) cannot store one,
 * so it would come back as U+FFFD instead of what was sent. Refused with 400
 * before any handler runs. (NUL characters are each resource's rule: contact
 * fields refuse them, post text drops them; PostgreSQL refusing one anyway is a
 * 400 too, see toHttpError.)
 */
import type { RequestHandler } from 'express';
import { HttpError } from '../errors.server.ts';

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function hasMalformedText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return loneSurrogate.test(value);
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  return Object.entries(value).some(([key, item]) => loneSurrogate.test(key) || hasMalformedText(item, depth + 1));
}

/** The top-level field holding malformed text ('body' when it is a key or the body itself). */
function malformedField(body: unknown): string | undefined {
  if (!hasMalformedText(body)) return undefined;
  const entries = body !== null && typeof body === 'object' ? Object.entries(body) : [];
  return entries.find(([key, item]) => !loneSurrogate.test(key) && hasMalformedText(item, 1))?.[0] ?? 'body';
}

export const requireWellFormedText: RequestHandler = (req, _res, next) => {
  const field = malformedField(req.body);
  if (field === undefined) return next();
  const message = 'Text must be valid Unicode (it contains an unpaired surrogate).';
  next(new HttpError(400, message, { errors: [{ field, message }] }));
};
