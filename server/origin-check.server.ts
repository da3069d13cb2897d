/**
 * CSRF defence for every state-changing request: a foreign Origin or
 * `Sec-Fetch-Site: cross-site` answers 403. A request with neither header
 * (curl, server-to-server) is judged by its session alone.
 */
import type { RequestHandler } from 'express';
import { HttpError } from './errors.server.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function rejectCrossSite(siteUrl: string): RequestHandler {
  const configuredOrigin = new URL(siteUrl).origin;
  return (req, _res, next) => {
    if (safeMethods.has(req.method)) return next();
    const fetchSite = req.get('sec-fetch-site');
    if (fetchSite === 'cross-site') return next(new HttpError(403, 'Cross-site requests are not allowed'));
    const origin = req.get('origin');
    if (origin !== undefined) {
      const ownOrigin = `${req.protocol}://${req.get('host')}`;
      if (origin !== ownOrigin && origin !== configuredOrigin) {
        return next(new HttpError(403, 'Cross-site requests are not allowed'));
      }
    }
    next();
  };
}
