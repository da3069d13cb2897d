/**
 * Named queries for invitations. The link's token is never stored, only its
 * SHA-256 (`tokenHash`). Accepting is one transaction: the invitation is
 * claimed only while pending (not accepted, revoked or expired), and the
 * account is created in the same transaction, so a link works exactly once.
 */
import type { Role } from '#shared/roles.ts';
import type { Database } from './db.server.ts';
import { createUser, type User } from './users.server.ts';

export type InvitationStatus = 'pending' | 'accepted' | 'revoked' | 'expired';

export interface Invitation {
  id: number;
  role: Role;
  createdBy: number | null;
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | null;
  acceptedUserId: number | null;
  revokedAt: string | null;
  /** The name the owner gave the invitee, for the new account's byline; null when none. */
  displayName: string | null;
}

interface InvitationRow {
  id: number;
  role: Role;
  created_by: number | null;
  created_at: string | Date;
  expires_at: string | Date;
  accepted_at: string | Date | null;
  accepted_user_id: number | null;
  revoked_at: string | Date | null;
  display_name: string | null;
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

function toInvitation(row: InvitationRow): Invitation {
  return {
    id: Number(row.id),
    role: row.role,
    createdBy: row.created_by === null ? null : Number(row.created_by),
    createdAt: iso(row.created_at)!,
    expiresAt: iso(row.expires_at)!,
    acceptedAt: iso(row.accepted_at),
    acceptedUserId: row.accepted_user_id === null ? null : Number(row.accepted_user_id),
    revokedAt: iso(row.revoked_at),
    displayName: row.display_name ?? null,
  };
}

export function invitationStatus(invitation: Invitation, now: string): InvitationStatus {
  if (invitation.acceptedAt) return 'accepted';
  if (invitation.revokedAt) return 'revoked';
  return new Date(invitation.expiresAt).getTime() <= new Date(now).getTime() ? 'expired' : 'pending';
}

export async function createInvitation(
  db: Database,
  fields: { tokenHash: string; role: Role; createdBy: number; createdAt: string; expiresAt: string; displayName?: string | null },
): Promise<Invitation> {
  const [row] = (await db('invitations')
    .insert({
      token_hash: fields.tokenHash,
      role: fields.role,
      created_by: fields.createdBy,
      created_at: fields.createdAt,
      expires_at: fields.expiresAt,
      display_name: fields.displayName ?? null,
    })
    .returning(['id', 'role', 'created_by', 'created_at', 'expires_at', 'accepted_at', 'accepted_user_id', 'revoked_at', 'display_name'])) as InvitationRow[];
  return toInvitation(row!);
}

/** Newest first. */
export async function listInvitations(db: Database): Promise<Invitation[]> {
  const rows = (await db('invitations').orderBy([
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ])) as InvitationRow[];
  return rows.map(toInvitation);
}

export type RevokeResult = { kind: 'revoked' } | { kind: 'missing' } | { kind: 'not-pending'; status: InvitationStatus };

/** Revokes a pending invitation; otherwise says why not. */
export async function revokeInvitation(db: Database, id: number, now: string): Promise<RevokeResult> {
  const changed = await db('invitations').where({ id, accepted_at: null, revoked_at: null }).where('expires_at', '>', now).update({ revoked_at: now });
  if (changed > 0) return { kind: 'revoked' };
  const row = (await db('invitations').where({ id }).first()) as InvitationRow | undefined;
  return row ? { kind: 'not-pending', status: invitationStatus(toInvitation(row), now) } : { kind: 'missing' };
}

export type AcceptResult = { kind: 'accepted'; user: User; invitation: Invitation } | { kind: 'invalid' } | { kind: 'username-taken' };

class UsernameTaken extends Error {}
class InvitationGone extends Error {}

/**
 * Claims the pending invitation with this token hash and creates its account, or changes nothing. The account's
 * display name is the invitee's, else the one the owner gave the invitation, else none (the username is the byline).
 */
export async function acceptInvitation(
  db: Database,
  fields: { tokenHash: string; username: string; passwordHash: string; now: string; displayName: string | null },
): Promise<AcceptResult> {
  try {
    return await db.transaction(async (trx) => {
      const row = (await trx('invitations')
        .where({ token_hash: fields.tokenHash, accepted_at: null, revoked_at: null })
        .where('expires_at', '>', fields.now)
        .first()) as InvitationRow | undefined;
      if (!row) return { kind: 'invalid' } as const;
      const user = await createUser(trx, fields.username, fields.passwordHash, row.role, fields.displayName ?? row.display_name ?? null);
      if (!user) throw new UsernameTaken();
      // Conditional again: of two requests racing with the same link, one claims it and the other rolls back.
      const claimed = await trx('invitations')
        .where({ id: row.id, accepted_at: null, revoked_at: null })
        .update({ accepted_at: fields.now, accepted_user_id: user.id });
      if (claimed === 0) throw new InvitationGone();
      return { kind: 'accepted', user, invitation: { ...toInvitation(row), acceptedAt: fields.now, acceptedUserId: user.id } } as const;
    });
  } catch (error) {
    if (error instanceof UsernameTaken) return { kind: 'username-taken' };
    if (error instanceof InvitationGone) return { kind: 'invalid' };
    throw error;
  }
}
