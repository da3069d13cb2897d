/**
 * The HTML side of signing in, for visitors with or without JavaScript:
 * `POST /login` (the form's action) and the server-side guard of every page under `/dashboard`.
 */
import express, { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import { getSecuritySettings } from '#database/security-settings.server.ts';
import { listPasskeys } from '#database/passkeys.server.ts';
import { summarize, type PasskeySummary } from './passkeys.server.ts';
import { can, type Role } from '#shared/roles.ts';
import { loginFieldLimits } from '#shared/login-rules.ts';
import { toHttpError } from '../errors.server.ts';
import { requireUtf8Body } from '../utf8-body.server.ts';
import { renderHtml, sendRendered } from '../pages.server.ts';
import type { Config } from '../config.server.ts';
import { twoFactorStatus, validateVerify } from './second-factor.server.ts';
import { finishSignIn, secondFactorMethods } from './second-step.server.ts';
import { validateResetRequest } from './password-reset.server.ts';
import { confirmEmailChange, confirmEmailPath } from './email-change.server.ts';
import type { Logger } from 'pino';
import { currentUser, halfSignedInUser, type SessionDeps } from './session.server.ts';
import { signIn, validateLogin, type SignInOptions } from './sign-in.server.ts';

declare global {
  namespace Vike {
    interface PageContext {
      /** The login form again after a failed POST /login: the error and the username typed. */
      loginForm?: { error: string; username: string };
      /** The second step of a sign-in (/login/verify), for a half session: the last error, and whether it was a recovery code. */
      secondStep?: { error: string; recovery: boolean; methods: string[] };
      /** The security page (/dashboard/security): the user's second factors. */
      securityPage?: {
        twoFactor: { totp: boolean; recoveryCodesLeft: number };
        enrolmentRequired: boolean;
        requireTwoFactor?: boolean;
        /** The user's passkeys, as GET /api/auth/passkeys lists them. */
        passkeys: PasskeySummary[];
      };
      /** The signed-in user, checked by the server before a /dashboard page renders; the role picks what shows. */
      sessionUser?: { username: string; role: Role };
      /** The site's time zone, for the dashboard's date ranges. */
      siteTimeZone?: string;
      /** "Forgot password" (/login/forgot): by email when SMTP is set, the request's outcome, and an error to show. */
      forgotPassword?: { mailConfigured: boolean; sent: boolean; error: string; email: string };
      /** Whether SMTP_URL is set: the staff page then offers to email an invitation. */
      mailConfigured?: boolean;
    }
  }
}

interface AuthPageDeps extends SessionDeps {
  config: Config;
  logger: Logger;
}

export function authPageRoutes(deps: AuthPageDeps, { loginLimits, secondFactorLimits, devices, audit, passwordResets, resetLimits }: SignInOptions): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 });

  const signInFromForm: RequestHandler = async (req, res) => {
    const { user, stage } = await signIn(req, deps, validateLogin(req.body), audit);
    // The trusted-device cookie only once the sign-in is complete (a right password alone is not).
    if (!stage) devices.remember(req, res, user);
    res.redirect(303, stage === 'code' ? '/login/verify' : stage === 'enrol' ? '/dashboard/security' : '/dashboard');
  };
  router.post('/login', requireUtf8Body('urlencoded'), form, loginLimits, signInFromForm, loginFailed(deps.config.siteUrl));

  // The second step, for a session whose password passed; anyone else starts at /login.
  const renderSecondStep = async (req: express.Request, res: express.Response, userId: number, step: { error: string; recovery: boolean }, status = 200) => {
    // What the user has set up decides what the page offers: a code form, a passkey button, or both.
    const secondStep = { ...step, methods: await secondFactorMethods(deps, userId) };
    const result = await renderHtml(req, deps.config.siteUrl, { secondStep }, '/login/verify');
    if (!result) throw new Error('the /login/verify page did not render');
    sendRendered(res, { ...result, status }, 'no-store');
  };
  router.get('/login/verify', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const pending = await halfSignedInUser(req, deps, 'code');
    if (!pending) return res.redirect(303, '/login');
    await renderSecondStep(req, res, pending.id, { error: '', recovery: false });
  });
  const requireHalfSession: RequestHandler = async (req, res, next) => {
    if (!(await halfSignedInUser(req, deps, 'code'))) return res.redirect(303, '/login');
    next();
  };
  const verifyFromForm: RequestHandler = async (req, res) => {
    devices.remember(req, res, await finishSignIn(req, deps, audit, validateVerify(req.body)));
    res.redirect(303, '/dashboard');
  };
  const verifyFailed: ErrorRequestHandler = async (error, req, res, next) => {
    const httpError = toHttpError(error);
    if (httpError.status >= 500) return next(error);
    const pending = await halfSignedInUser(req, deps, 'code');
    if (!pending) return res.redirect(303, '/login');
    const recovery = typeof (req.body as { recoveryCode?: unknown } | undefined)?.recoveryCode === 'string';
    await renderSecondStep(req, res, pending.id, { error: httpError.errors?.[0]?.message ?? httpError.message, recovery }, httpError.status);
  };
  router.post('/login/verify', requireUtf8Body('urlencoded'), form, requireHalfSession, secondFactorLimits, verifyFromForm, verifyFailed);

  // "Forgot password": a form that works without JavaScript; by email only when SMTP is set.
  const renderForgot = async (req: express.Request, res: express.Response, outcome: { sent: boolean; error: string; email: string }, status = 200) => {
    const forgotPassword = { mailConfigured: Boolean(deps.config.smtpUrl), ...outcome };
    const result = await renderHtml(req, deps.config.siteUrl, { forgotPassword }, '/login/forgot');
    if (!result) throw new Error('the /login/forgot page did not render');
    sendRendered(res, { ...result, status }, 'no-store');
  };
  router.get('/login/forgot', async (req, res) => {
    await renderForgot(req, res, { sent: false, error: '', email: '' });
  });
  const forgotFromForm: RequestHandler = async (req, res) => {
    passwordResets.request(req, validateResetRequest(req.body).email);
    await renderForgot(req, res, { sent: true, error: '', email: '' });
  };
  const forgotFailed: ErrorRequestHandler = async (error, req, res, next) => {
    const httpError = toHttpError(error);
    if (httpError.status >= 500) return next(error);
    const email = (req.body as { email?: unknown } | undefined)?.email;
    await renderForgot(
      req,
      res,
      { sent: false, error: httpError.message, email: typeof email === 'string' ? email.trim().slice(0, 254) : '' },
      httpError.status,
    );
  };
  router.post('/login/forgot', requireUtf8Body('urlencoded'), form, resetLimits, forgotFromForm, forgotFailed);

  // The link that confirms a new email address (email-change.server.ts): it works without a session, and
  // sends the browser to the profile page, which says what happened (the token stays out of that address).
  router.get(confirmEmailPath, async (req, res) => {
    res.set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
    const confirmed = await confirmEmailChange(req, { ...deps, mail: deps.config, audit }, req.query.token);
    res.redirect(303, `/dashboard/profile?email=${confirmed ? 'confirmed' : 'link-invalid'}`);
  });

  // The security page: for a signed-in user inside the dashboard's shell, and for a session that must set up
  // two-step sign-in first (owners require it), on its own without the shell's links.
  router.get('/dashboard/security', async (req, res, next) => {
    res.set('Cache-Control', 'no-store');
    const enrolling = await halfSignedInUser(req, deps, 'enrol');
    const signedIn = await currentUser(req, deps);
    const user = signedIn ?? enrolling;
    if (!user) return res.redirect(303, '/login');
    const { totp, recoveryCodesLeft } = await twoFactorStatus(deps, user.id);
    const settings = signedIn && can(signedIn.role, 'settings.manage') ? await getSecuritySettings(deps.db) : undefined;
    const result = await renderHtml(req, deps.config.siteUrl, {
      securityPage: {
        twoFactor: { totp, recoveryCodesLeft },
        enrolmentRequired: Boolean(enrolling),
        passkeys: (await listPasskeys(deps.db, user.id)).map(summarize),
        ...(settings ? { requireTwoFactor: settings.requireTwoFactor } : {}),
      },
      ...(signedIn ? { sessionUser: { username: signedIn.username, role: signedIn.role }, siteTimeZone: deps.config.siteTimeZone } : {}),
    });
    if (!result) return next();
    sendRendered(res, result, 'no-store');
  });

  // Every dashboard page: no session, no page (a redirect before any HTML); the page's own guard then
  // checks the role (pages/(site)/dashboard/+guard.ts).
  router.get(['/dashboard', '/dashboard/{*rest}'], async (req, res, next) => {
    res.set('Cache-Control', 'no-store');
    const user = await currentUser(req, deps);
    // A session that must set up two-step sign-in first (owners require it) goes there.
    if (!user && (await halfSignedInUser(req, deps, 'enrol'))) return res.redirect(303, '/dashboard/security');
    if (!user) return res.redirect(303, '/login');
    const result = await renderHtml(req, deps.config.siteUrl, {
      sessionUser: { username: user.username, role: user.role },
      siteTimeZone: deps.config.siteTimeZone,
      mailConfigured: Boolean(deps.config.smtpUrl),
      // For pages that check their record exists before rendering (the post editor: 404 for an unknown post).
      db: deps.db,
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
