/**
 * Invitations (docs/product/admin.md#roles-and-invitations). An owner creates one for a role and gets a one-time
 * link, valid 72 hours, to copy: `<SITE_URL>/invite#<token>`. The token sits in
 * the fragment, which browsers never send, so it stays out of request logs and
 * Referer headers; the invite page posts it to `POST /api/auth/invitations/accept`
 * with the username and password the invitee chooses. Only the token's SHA-256
 * is stored. A token that is forged, expired, revoked or used gets one answer.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import Joi from 'joi';
import type { Database } from '#database/db.server.ts';
import { acceptInvitation, createInvitation, invitationStatus, listInvitations, revokeInvitation, type Invitation } from '#database/invitations.server.ts';
import { profileFieldLimits } from '#shared/profile-rules.ts';
import { roleLabels, type Role } from '#shared/roles.ts';
import { passwordProblem, usernameProblem } from '../auth/account-rules.ts';
import { hashPassword } from '../auth/passwords.server.ts';
import { getSecuritySettings } from '#database/security-settings.server.ts';
import { startSession, type SessionDeps, type SessionUser } from '../auth/session.server.ts';
import type { AuditLog } from '../audit/audit-log.server.ts';
import { mailConfigured, sendAccountMail, type AccountMail, type MailConfig } from '../mail/account-mail.server.ts';
import { brandedEmail } from '../mail/branded-email.server.ts';
import { loadCompanySettings } from '../company/company-settings.server.ts';
import { firstRunCompanySettings } from '#content/company.ts';
import { HttpError, type FieldError } from '../errors.server.ts';
import { pathId, role, roleMessage, text } from '../validation/rules.ts';
import { validate } from '../validation/validate.ts';
import { passwordsDiffer } from '#shared/account-wording.ts';

export const INVITATION_LIFETIME_MS = 72 * 60 * 60_000;

/** 32 random bytes in base64url. */
const tokenPattern = /^[\w-]{43}$/;

export const invalidInvitationMessage = 'This invitation link is not valid: it may have expired, been revoked or been used already.';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface InvitationDeps extends SessionDeps {
  db: Database;
  siteUrl: string;
  audit: AuditLog;
  /** SMTP_URL and the sender: with SMTP, an invitation may also be emailed. */
  mail: MailConfig;
}

/** A byline on one line; empty or invisible text counts as not given. */
const displayName = text(profileFieldLimits.displayName).pattern(/^[^\r\n\t]*$/, 'singleLine');
const displayNamePatterns = { singleLine: 'must be on a single line.' };

interface NewInvitation {
  role: Role;
  /** The invitee's name as bylines show it; they may change it when accepting. */
  displayName?: string;
  /** Where to email the link (SMTP only). */
  email?: string;
}

const createBody = Joi.object<NewInvitation>({
  role: role.required(),
  displayName,
  email: Joi.string().trim().max(profileFieldLimits.email).email({ tlds: false, minDomainSegments: 2 }).empty(''),
})
  .unknown(false)
  .required();
const createWording = {
  whole: 'the invitation',
  fieldsOf: 'an invitation (its role, display name and email)',
  fixed: { role: roleMessage },
  labels: { displayName: 'Display name' },
  patterns: displayNamePatterns,
};

async function invitationMail(db: Database, siteUrl: string, url: string, role: Role, expiresAt: string, to: string): Promise<AccountMail> {
  const company = await loadCompanySettings(db).then(
    (answer) => answer.settings,
    () => firstRunCompanySettings,
  );
  const email = await brandedEmail(company, siteUrl, {
    heading: `You are invited to ${company.name}'s website dashboard`,
    paragraphs: [
      `You have been invited to the website's dashboard as ${roleLabels[role]}.`,
      `Choose your username and password with the link below. It works once, until ${expiresAt}.`,
    ],
    action: { label: 'Accept the invitation', url },
    note: 'If you did not expect this, ignore this message.',
  });
  return { to, subject: 'You are invited to the website dashboard', ...email };
}

const acceptBody = Joi.object<AcceptBody>({
  token: Joi.string().required(),
  username: Joi.string().trim().required(),
  displayName,
  password: Joi.string().required(),
  // The invitation page sends the password typed twice; a client that asks once may leave it out.
  passwordAgain: Joi.string().allow(''),
})
  .unknown(false)
  .required();
interface AcceptBody {
  token: string;
  username: string;
  displayName?: string;
  password: string;
  passwordAgain?: string;
}

const acceptWording = {
  whole: 'the invitation, username and password',
  fieldsOf: 'an invitation',
  labels: { displayName: 'Display name' },
  patterns: displayNamePatterns,
};

function present(invitation: Invitation, now: string) {
  return {
    id: invitation.id,
    role: invitation.role,
    displayName: invitation.displayName,
    createdAt: invitation.createdAt,
    expiresAt: invitation.expiresAt,
    status: invitationStatus(invitation, now),
  };
}

export function invitationHandlers(
  deps: InvitationDeps,
  userOf: (req: Parameters<RequestHandler>[0]) => Promise<SessionUser>,
): Record<'create' | 'list' | 'revoke' | 'accept', RequestHandler> {
  const now = () => new Date((deps.clock ?? Date.now)()).toISOString();

  return {
    async create(req, res) {
      const value = validate<NewInvitation>(createBody, req.body, createWording);
      if (value.email !== undefined && !mailConfigured(deps.mail)) {
        const message = 'Email is not set up on this site (SMTP_URL): copy the link instead';
        throw new HttpError(400, message, { errors: [{ field: 'email', message }] });
      }
      const owner = await userOf(req);
      const token = randomBytes(32).toString('base64url');
      const createdAt = now();
      const expiresAt = new Date(new Date(createdAt).getTime() + INVITATION_LIFETIME_MS).toISOString();
      const invitation = await createInvitation(deps.db, {
        tokenHash: hashToken(token),
        role: value.role,
        createdBy: owner.id,
        createdAt,
        expiresAt,
        displayName: value.displayName ?? null,
      });
      const url = `${deps.siteUrl}/invite#${token}`;
      // Sent before answering, so the owner learns whether it went; the link is theirs to copy either way.
      const emailed =
        value.email === undefined
          ? undefined
          : await sendAccountMail(deps.mail, await invitationMail(deps.db, deps.siteUrl, url, value.role, expiresAt, value.email)).then(
              () => true,
              (error: unknown) => {
                req.log?.warn({ err: error instanceof Error ? error.message : String(error) }, 'invitation email failed');
                return false;
              },
            );
      await deps.audit.record(req, {
        actor: owner,
        action: 'invitation.create',
        target: `invitation:${invitation.id}`,
        details: { role: value.role, ...(emailed === undefined ? {} : { emailed }) },
      });
      res.status(201).json({ id: invitation.id, url, expiresAt, ...(emailed === undefined ? {} : { emailed }) });
    },

    async list(_req, res) {
      const at = now();
      res.json((await listInvitations(deps.db)).map((invitation) => present(invitation, at)));
    },

    async revoke(req, res) {
      const id = pathId(req.params.id);
      const outcome = await revokeInvitation(deps.db, id, now());
      if (outcome.kind === 'missing') throw new HttpError(404, 'Invitation not found');
      if (outcome.kind === 'not-pending') throw new HttpError(409, `The invitation is already ${outcome.status}`);
      await deps.audit.record(req, { actor: await userOf(req), action: 'invitation.revoke', target: `invitation:${id}` });
      res.json({ message: 'Invitation revoked' });
    },

    /** Public (the invitee has no account yet): creates the account and signs it in. */
    async accept(req, res) {
      const value = validate<AcceptBody>(acceptBody, req.body, acceptWording, {
        message: () => 'Token, username and password are required',
      });
      if (!tokenPattern.test(value.token)) throw new HttpError(404, invalidInvitationMessage);
      const problems: FieldError[] = [];
      const usernameError = usernameProblem(value.username);
      if (usernameError) problems.push({ field: 'username', message: usernameError });
      const passwordError = passwordProblem(value.password);
      if (passwordError) problems.push({ field: 'password', message: passwordError });
      if (value.passwordAgain !== undefined && value.passwordAgain !== value.password) problems.push({ field: 'passwordAgain', message: passwordsDiffer });
      if (problems.length > 0) throw new HttpError(400, problems[0]!.message, { errors: problems });

      const result = await acceptInvitation(deps.db, {
        tokenHash: hashToken(value.token),
        username: value.username,
        displayName: value.displayName ?? null,
        passwordHash: await hashPassword(value.password),
        now: now(),
      });
      if (result.kind === 'invalid') throw new HttpError(404, invalidInvitationMessage);
      if (result.kind === 'username-taken') {
        const message = 'This username is taken; choose another';
        throw new HttpError(409, message, { errors: [{ field: 'username', message }] });
      }
      const { user, invitation } = result;
      // With two-step sign-in required, the new account must set it up before anything else.
      await startSession(req, user, deps, (await getSecuritySettings(deps.db)).requireTwoFactor ? 'enrol' : undefined);
      await deps.audit.record(req, { actor: user, action: 'invitation.accept', target: `invitation:${invitation.id}`, details: { role: user.role } });
      res.status(201).json({ user: { username: user.username, displayName: user.displayName, role: user.role } });
    },
  };
}
