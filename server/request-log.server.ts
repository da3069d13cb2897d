/**
 * The request log (docs/decisions/015-request-logging-and-the-fast-path.md): one line per request with the
 * request id, method, path (no query string), status and response time. Express's answers are
 * logged by pino-http here; the fast path (server/fast-pages.server.ts) writes the same fields.
 * A server error logs at `error` and a slow request at `warn`, so both are written at once and
 * survive LOG_LEVEL=warn; the rest are info lines, written in batches (server/logger.server.ts).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

/** A request that takes this long (to the last byte handed to the socket) is logged as a warning. */
export const slowRequestMs = 1000;

export function requestLogger(logger: Logger): RequestHandler {
  const startedAt = new WeakMap<IncomingMessage, number>();
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      startedAt.set(req, Date.now());
      const id = randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    // Only method, path and status: no query strings, bodies or cookies.
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, path: req.url.split('?')[0] }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (req, res, error) => {
      if (error || res.statusCode >= 500) return 'error';
      return Date.now() - (startedAt.get(req) ?? Date.now()) >= slowRequestMs ? 'warn' : 'info';
    },
    autoLogging: { ignore: (req) => req.url?.startsWith('/assets/') === true },
  });
}
