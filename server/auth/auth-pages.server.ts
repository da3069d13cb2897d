/**
 * The HTML side of signing in, for visitors with or without JavaScript:
 * `POST /login` (the form's action) and the server-side guard of every page under `/dashboard`.
 */
import express, { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import type { Role } from '#shared/roles.ts';
import { loginFieldLimits } from '#shared/login-rules.ts';
import { toHttpError } from '../errors.server.ts';
import { requireUtf8Body } from '../utf8-body.server.ts';
import { renderHtml, sendRendered } from '../pages.server.ts';
import type { Config } from '../config.server.ts';
import { currentUser, type SessionDeps } from './session.server.ts';
import { signIn, validateLogin, type SignInOptions } from './sign-in.server.ts';

declare global {
  namespace Vike {
    interface PageContext {
      /** The login form again after a failed POST /login: the error and the username typed. */
      loginForm?: { error: string; username: string };
      /** The signed-in user, checked by the server before a /dashboard page renders; the role picks what shows. */
      sessionUser?: { username: string; role: Role };
      /** The site's time zone, for the dashboard's date ranges. */
      siteTimeZone?: string;
      /** Whether SMTP_URL is set: the staff page then offers to email an invitation. */
      mailConfigured?: boolean;
    }
  }
}

interface AuthPageDeps extends SessionDeps {
  config: Config;
}

export function authPageRoutes(deps: AuthPageDeps, { loginLimits, devices, audit }: SignInOptions): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 });

  const signInFromForm: RequestHandler = async (req, res) => {
    const user = await signIn(req, deps, validateLogin(req.body), audit);
    devices.remember(req, res, user);
    res.redirect(303, '/dashboard');
  };
  router.post('/login', requireUtf8Body('urlencoded'), form, loginLimits, signInFromForm, loginFailed(deps.config.siteUrl));

  // Every dashboard page: no session, no page (a redirect before any HTML); the page's own guard then
  // checks the role (pages/(site)/dashboard/+guard.ts).
  router.get(['/dashboard', '/dashboard/{*rest}'], async (req, res, next) => {
    res.set('Cache-Control', 'no-store');
    const user = await currentUser(req, deps);
    if (!user) return res.redirect(303, '/login');
    const result = await renderHtml(req, deps.config.siteUrl, {
      sessionUser: { username: user.username, role: user.role },
      siteTimeZone: deps.config.siteTimeZone,
      mailConfigured: Boolean(deps.config.smtpUrl),
    });
    if (!result) return next();
    sendRendered(res, result, 'no-store');
  });
  return router;
}

/** Invalid input, wrong credentials or too many attempts: the login page again, with the message. */
function loginFailed(siteUrl: string): ErrorRequestHandler {
  return async (error, req, res, next) => {
    const httpError = toHttpError(error);
    if (httpError.status >= 500) return next(error);
    const body = req.body as { username?: unknown } | undefined;
    const username = typeof body?.username === 'string' ? body.username.trim().slice(0, loginFieldLimits.username) : '';
    const result = await renderHtml(req, siteUrl, { loginForm: { error: httpError.message, username } }, '/login');
    if (!result) return next(error);
    sendRendered(res, { ...result, status: httpError.status }, 'no-store');
  };
}
