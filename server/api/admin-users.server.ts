/**
 * /api/admin/users (owners only: `users.manage` in the route table). An owner
 * changes a user's role or deactivates them; deactivating ends the user's
 * sessions at once. No change may leave the site without an active owner (409).
 */
import type { RequestHandler } from 'express';
import Joi from 'joi';
import type { Database } from '#database/db.server.ts';
import { changeUser, listUsers, type User, type UserChange } from '#database/users.server.ts';
import type { AuditLog } from '../audit/audit-log.server.ts';
import type { SessionUser } from '../auth/session.server.ts';
import { HttpError } from '../errors.server.ts';
import { pathId, role, roleMessage } from '../validation/rules.ts';
import { validate } from '../validation/validate.ts';

/** What the API shows of an account: never the hash or the session version. */
export interface StaffUser {
  id: number;
  username: string;
  role: User['role'];
  active: boolean;
  createdAt: string;
}

function presentUser(user: User): StaffUser {
  return { id: user.id, username: user.username, role: user.role, active: user.active, createdAt: user.createdAt };
}

const changeBody = Joi.object<UserChange>({ role, active: Joi.boolean().strict() }).or('role', 'active').unknown(false).required();

const changeWording = { whole: 'a change of role or active', fieldsOf: 'a user change (role and active)', fixed: { role: roleMessage } };

export function adminUserHandlers(
  db: Database,
  userOf: (req: Parameters<RequestHandler>[0]) => Promise<SessionUser>,
  audit: AuditLog,
): Record<'list' | 'update', RequestHandler> {
  return {
    async list(_req, res) {
      res.json((await listUsers(db)).map(presentUser));
    },

    async update(req, res) {
      const change = validate<UserChange>(changeBody, req.body, changeWording);
      const result = await changeUser(db, pathId(req.params.id), change);
      if (result.kind === 'missing') throw new HttpError(404, 'User not found');
      if (result.kind === 'last-owner') throw new HttpError(409, 'The site must keep at least one active owner');
      const actor = await userOf(req);
      const { before } = result;
      const target = `user:${result.user.id}`;
      if (change.role !== undefined && change.role !== before.role) {
        await audit.record(req, { actor, action: 'user.role', target, details: { username: result.user.username, from: before.role, to: change.role } });
      }
      if (change.active !== undefined && change.active !== before.active) {
        await audit.record(req, { actor, action: change.active ? 'user.reactivate' : 'user.deactivate', target, details: { username: result.user.username } });
      }
      res.json(presentUser(result.user));
    },
  };
}
