/**
 * Express's way into the page-view counter: once a response has gone out, an
 * HTML answer to a GET is offered to `count` (which decides whether it is a
 * public page view). Mounted just before the page handler, so only pages reach it.
 */
import type { RequestHandler } from 'express';
import type { PageViewCounter } from './count-page-view.server.ts';

export function countPageViews(counter: PageViewCounter): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET') {
      res.once('finish', () => {
        const type = res.getHeader('content-type');
        if (typeof type !== 'string' || !type.startsWith('text/html')) return;
        counter.count({ method: req.method, url: req.originalUrl, headers: req.headers, status: res.statusCode, ip: req.ip });
      });
    }
    next();
  };
}
