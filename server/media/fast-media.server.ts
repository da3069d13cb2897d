/**
 * The media fast path (decision 037: image serving at least as fast as a static
 * server): a request for a /media/ file already in the memory cache is
 * answered in the `http` server's request listener, before Express, with the
 * same headers the /media/ route sends (server/media/media-files.server.ts);
 * test/server/fast-media-headers.test.ts compares the two. Anything else (a
 * file not in memory yet, a malformed name, shutdown, plain http where https is
 * required) falls through to Express. Logged like Express's answers
 * (docs/decisions/015-request-logging-and-the-fast-path.md), as the page fast
 * path does (server/fast-pages.server.ts).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, Request } from 'express';
import type { Logger } from 'pino';
import type { Lifecycle } from '../health.server.ts';
import { slowRequestMs } from '../request-log.server.ts';
import { matches, mediaFileHeaders, mediaKeyOf, type MediaFileCache } from './media-files.server.ts';

export interface FastMediaDeps {
  express: Express;
  cache: MediaFileCache;
  lifecycle: Lifecycle;
  logger: Logger;
  httpsOnly: boolean;
  /** The security headers every answer carries, taken once from the same middleware. */
  fixedHeaders: [string, string][];
}

const prefix = '/media/';

export function fastMedia({
  express,
  cache,
  lifecycle,
  logger,
  httpsOnly,
  fixedHeaders,
}: FastMediaDeps): (req: IncomingMessage, res: ServerResponse) => boolean {
  const headersFor = (route: [string, string][], id: string): string[] => {
    // As setHeader does: a later value replaces an earlier one (the route's CSP over helmet's).
    const byName = new Map<string, [string, string]>();
    for (const [name, value] of [...fixedHeaders, ['X-Request-Id', id] as [string, string], ...route])
      byName.set(name.toLowerCase(), [byName.get(name.toLowerCase())?.[0] ?? name, value]);
    return [...byName.values()].flat();
  };

  return (req, res) => {
    const method = req.method;
    const url = req.url ?? '';
    if ((method !== 'GET' && method !== 'HEAD') || lifecycle.shuttingDown || !url.startsWith(prefix)) return false;
    const key = mediaKeyOf(url.slice(prefix.length));
    const file = key && cache.get(key);
    if (!file) return false;
    if (httpsOnly) {
      const view = Object.assign(Object.create(express.request) as Request, { headers: req.headers, socket: req.socket, connection: req.socket });
      if (view.protocol !== 'https') return false;
    }
    const started = Date.now();
    const id = randomUUID();
    const notModified = matches(req.headers['if-none-match'], file.etag);
    const status = notModified ? 304 : 200;
    res.writeHead(status, headersFor(mediaFileHeaders(file, notModified), id));
    res.end(notModified || method === 'HEAD' ? undefined : file.data);
    const logFinished = () => {
      const responseTime = Date.now() - started;
      const level = responseTime >= slowRequestMs ? 'warn' : 'info';
      if (logger.isLevelEnabled(level)) logger[level]({ req: { id, method, path: url }, res: { statusCode: status }, responseTime }, 'request completed');
    };
    if (res.writableLength === 0) logFinished();
    else res.once('finish', logFinished);
    return true;
  };
}
