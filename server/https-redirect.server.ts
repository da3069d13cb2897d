/**
 * Behind a TLS-terminating proxy (production, TRUST_PROXY set, SITE_URL
 * https://), a page request the proxy says came over http goes to the same
 * path on SITE_URL's origin; a write over http is refused. The target is never
 * built from the request's Host header, which the client controls.
 *
 * The proxy says so in X-Forwarded-Proto. A proxy that sends X-Forwarded-For but
 * no X-Forwarded-Proto would make every request look like http, and redirecting
 * them all would loop: such requests pass unredirected, with one warning.
 */
import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { Config } from './config.server.ts';

type RedirectConfig = Pick<Config, 'isProduction' | 'trustProxy' | 'siteUrl'>;

export const missingProtoWarning =
  'TRUST_PROXY is set: the proxy must send X-Forwarded-Proto (https or http) with every request. ' +
  'Requests without it are served as they are, never redirected to https.';

/** The redirect middleware, or undefined where it does not apply (and then nothing is logged). */
export function httpsRedirect(config: RedirectConfig, logger: Logger): RequestHandler | undefined {
  if (!config.isProduction || config.trustProxy === false || !config.siteUrl.startsWith('https://')) return undefined;
  const origin = new URL(config.siteUrl).origin;
  logger.warn(missingProtoWarning);
  let warnedOnRequest = false;

  return (req, res, next) => {
    if (req.secure) return next();
    if (fromProxyWithoutProto(req)) {
      if (!warnedOnRequest && req.headers['x-forwarded-for'] !== undefined) {
        warnedOnRequest = true;
        logger.warn({ path: req.path }, `a request came through the proxy with X-Forwarded-For but no X-Forwarded-Proto. ${missingProtoWarning}`);
      }
      return next();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(403).json({ message: 'HTTPS is required' });
      return;
    }
    // Origin-form targets only: an absolute-form one (`GET http://elsewhere/`) goes to the home page.
    res.redirect(301, origin + (req.originalUrl.startsWith('/') ? req.originalUrl : '/'));
  };
}

/** The request came from a trusted proxy that did not say which protocol the client used. */
function fromProxyWithoutProto(req: Request): boolean {
  const trusted = req.app.get('trust proxy fn') as (address: string | undefined, hop: number) => boolean;
  return !req.get('x-forwarded-proto') && trusted(req.socket.remoteAddress, 0);
}
