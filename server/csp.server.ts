/**
 * Security headers (helmet). The CSP allows no inline script except the theme
 * script, by its SHA-256 hash, so cached HTML stays valid (docs/architecture.md#content-security-policy).
 */
import { createHash } from 'node:crypto';
import helmet from 'helmet';
import type { RequestHandler } from 'express';
import { themeScript } from '#shared/theme-script.ts';

export const themeScriptHash = `'sha256-${createHash('sha256').update(themeScript).digest('base64')}'`;

export function securityHeaders({ isProduction, devServer }: { isProduction: boolean; devServer: boolean }): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'none'"],
        'script-src': devServer ? ["'self'", "'unsafe-inline'"] : ["'self'", themeScriptHash],
        'style-src': ["'self'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'"],
        'connect-src': devServer ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
        'manifest-src': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'base-uri': ["'none'"],
        'object-src': ["'none'"],
      },
    },
    strictTransportSecurity: isProduction ? { maxAge: 63072000, includeSubDomains: true, preload: true } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
}

/** Browser features the site never uses. */
export const permissionsPolicy: RequestHandler = (_req, res, next) => {
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
  next();
};
