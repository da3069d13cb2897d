/**
 * The owners' security settings: `GET /api/admin/security-settings` answers
 * `{requireTwoFactor}`; `PUT` with `{requireTwoFactor: boolean}` saves it (audited).
 * When it is on, a user without a second factor is sent to set one up right
 * after the password and can do nothing else until then (sign-in.server.ts).
 */
import type { Request, RequestHandler } from 'express';
import Joi from 'joi';
import type { Database } from '#database/db.server.ts';
import { getSecuritySettings, saveSecuritySettings, type SecuritySettings } from '#database/security-settings.server.ts';
import type { AuditLog } from '../audit/audit-log.server.ts';
import type { SessionUser } from '../auth/session.server.ts';
import { validate } from '../validation/validate.ts';

const settingsBody = Joi.object({ requireTwoFactor: Joi.boolean().strict().required() }).required();

export function adminSecuritySettingsHandlers(db: Database, userOf: (req: Request) => Promise<SessionUser>, audit: AuditLog, clock: () => number) {
  const show: RequestHandler = async (_req, res) => {
    res.json(await getSecuritySettings(db));
  };
  const save: RequestHandler = async (req, res) => {
    const user = await userOf(req);
    const settings = validate<SecuritySettings>(settingsBody, req.body, {
      whole: 'the security settings',
      fieldsOf: 'the security settings',
      labels: { requireTwoFactor: 'Two-step sign-in for everyone' },
    });
    const before = await getSecuritySettings(db);
    await saveSecuritySettings(db, settings, new Date(clock()).toISOString());
    if (before.requireTwoFactor !== settings.requireTwoFactor) {
      await audit.record(req, { actor: user, action: 'settings.require-2fa', details: { requireTwoFactor: settings.requireTwoFactor } });
    }
    res.json(settings);
  };
  return { show, save };
}
