/**
 * The owners' Staff page (/dashboard/staff): every account with its role and
 * status (change the role, deactivate, reactivate), and invitations (create one
 * for a role, copy its one-time link, email it when SMTP is set, revoke a
 * pending one). The server enforces every rule again; the last active owner
 * cannot be demoted or deactivated (409, shown as the toast's words).
 */
import { useEffect, useState } from 'react';
import { staffText as text } from '#content/dashboard-staff.ts';
import { roleLabels, roles, type Role } from '#shared/roles.ts';
import { profileFieldLimits } from '#shared/profile-rules.ts';
import { apiRequest } from '../api.ts';
import { useAction } from '../leads/use-action.ts';
import { InvitationLink, type CreatedInvitation } from './InvitationLink.tsx';
import { TextInput } from './TextInput.tsx';
import './staff.css';
import { siteTime } from '../site-time.ts';
import { DataTable, RowAction } from '../DataTable.tsx';

export interface StaffPageProps {
  /** The signed-in owner, marked "(you)" in the list. */
  username: string;
  /** Whether SMTP_URL is set: the invitation form then offers to email the link. */
  mailConfigured: boolean;
  /** The site's time zone: every time is shown in it, labelled. */
  timeZone: string;
}

/** An account as GET /api/admin/users answers it. */
interface StaffUser {
  id: number;
  username: string;
  role: Role;
  active: boolean;
  createdAt: string;
}

/** An invitation as GET /api/admin/invitations answers it. */
interface Invitation {
  id: number;
  role: Role;
  displayName: string | null;
  createdAt: string;
  expiresAt: string;
  status: 'pending' | 'accepted' | 'revoked' | 'expired';
}

function UsersSection({ username }: { username: string }) {
  const [users, setUsers] = useState<StaffUser[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, run] = useAction();

  useEffect(() => {
    apiRequest<StaffUser[]>('GET', '/api/admin/users').then(setUsers, () => setFailed(true));
  }, []);

  const replace = (changed: StaffUser) => setUsers((list) => list?.map((user) => (user.id === changed.id ? changed : user)) ?? null);

  const changeRole = (user: StaffUser, role: Role) =>
    run(
      async () => {
        try {
          replace(await apiRequest<StaffUser>('PATCH', `/api/admin/users/${user.id}`, { role }));
        } catch (error) {
          // The select shows what the server still holds.
          replace({ ...user });
          throw error;
        }
      },
      text.roleChanged,
      text.roleChangeFailed,
    );

  const setActive = (user: StaffUser, active: boolean) => {
    if (!active && !window.confirm(text.confirmDeactivate(user.username))) return;
    void run(
      async () => replace(await apiRequest<StaffUser>('PATCH', `/api/admin/users/${user.id}`, { active })),
      active ? text.reactivated : text.deactivated_,
      text.statusChangeFailed,
    );
  };

  return (
    <section className="card staff-section" aria-labelledby="staff-users-heading">
      <h2 id="staff-users-heading">{text.usersHeading}</h2>
      {failed ? (
        <p role="alert">{text.loadFailed}</p>
      ) : !users ? (
        <p aria-live="polite">{text.loading}</p>
      ) : (
        <DataTable label={text.usersTable} columns={[text.username, text.role, text.status]} actionsLabel={text.deactivate}>
          {users.map((user) => (
            <tr key={user.id} data-username={user.username} className={user.active ? undefined : 'is-inactive'}>
              <th scope="row">
                {user.username} {user.username === username && <span className="staff-you">{text.you}</span>}
              </th>
              <td>
                <select
                  className="staff-role"
                  aria-label={text.roleOf(user.username)}
                  value={user.role}
                  disabled={busy}
                  onChange={(event) => void changeRole(user, event.target.value as Role)}
                >
                  {roles.map((role) => (
                    <option key={role} value={role}>
                      {roleLabels[role]}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <span className={`staff-status ${user.active ? 'is-active' : 'is-deactivated'}`}>{user.active ? text.active : text.deactivated}</span>
              </td>
              <RowAction
                label={`${user.active ? text.deactivate : text.reactivate} ${user.username}`}
                disabled={busy}
                onClick={() => setActive(user, !user.active)}
                className={`${user.active ? 'button-secondary' : 'button-primary'} staff-toggle`}
              >
                {user.active ? text.deactivate : text.reactivate}
              </RowAction>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}

function InvitationsSection({ mailConfigured, timeZone }: { mailConfigured: boolean; timeZone: string }) {
  const formatDate = (iso: string) => siteTime(iso, timeZone);
  const [invitations, setInvitations] = useState<Invitation[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [role, setRole] = useState<Role>('author');
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  const [busy, run] = useAction();

  const load = () => apiRequest<Invitation[]>('GET', '/api/admin/invitations').then(setInvitations, () => setFailed(true));
  useEffect(() => {
    void load();
  }, []);

  const create = () =>
    run(
      async () => {
        const address = email.trim();
        const displayName = name.trim();
        const answer = await apiRequest<{ id: number; url: string; expiresAt: string; emailed?: boolean }>('POST', '/api/admin/invitations', {
          role,
          ...(displayName ? { displayName } : {}),
          ...(address ? { email: address } : {}),
        });
        setCreated({ url: answer.url, expiresAt: answer.expiresAt, emailedTo: answer.emailed === undefined ? null : { address, sent: answer.emailed } });
        setEmail('');
        setName('');
        await load();
      },
      text.invitationCreated,
      text.invitationFailed,
    );

  const revoke = (invitation: Invitation) => {
    if (!window.confirm(text.confirmRevoke)) return;
    void run(
      async () => {
        await apiRequest('DELETE', `/api/admin/invitations/${invitation.id}`);
        await load();
      },
      text.revoked,
      text.revokeFailed,
    );
  };

  const pending = invitations?.filter((invitation) => invitation.status === 'pending') ?? [];
  return (
    <section className="card staff-section" aria-labelledby="staff-invitations-heading">
      <h2 id="staff-invitations-heading">{text.invitationsHeading}</h2>
      <p>{text.invitationsIntro}</p>
      {!mailConfigured && <p role="note">{text.noEmail}</p>}
      <form
        className="staff-invite-form"
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <div className="staff-field">
          <label htmlFor="invite-role">{text.inviteRole}</label>
          <select id="invite-role" value={role} onChange={(event) => setRole(event.target.value as Role)}>
            {roles.map((each) => (
              <option key={each} value={each}>
                {roleLabels[each]}
              </option>
            ))}
          </select>
        </div>
        <TextInput
          id="invite-name"
          label={text.inviteName}
          hint={text.inviteNameHint}
          autoComplete="off"
          maxLength={profileFieldLimits.displayName}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        {mailConfigured && (
          <TextInput
            id="invite-email"
            label={text.inviteEmail}
            hint={text.inviteEmailHint}
            type="email"
            autoComplete="off"
            maxLength={profileFieldLimits.email}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
        <div>
          <button type="submit" className="button button-primary" disabled={busy}>
            {text.createInvitation}
          </button>
        </div>
      </form>
      {created && <InvitationLink invitation={created} />}
      <h3>{text.pendingHeading}</h3>
      {failed ? (
        <p role="alert">{text.loadFailed}</p>
      ) : !invitations ? (
        <p>{text.loading}</p>
      ) : pending.length === 0 ? (
        <p className="staff-empty">{text.noPending}</p>
      ) : (
        <ul className="staff-invitations">
          {pending.map((invitation) => (
            <li key={invitation.id} data-invitation={invitation.id}>
              <span className="staff-invitation-role">
                {invitation.displayName ? `${invitation.displayName} · ` : ''}
                {roleLabels[invitation.role]}
              </span>
              <span>
                {text.created} {formatDate(invitation.createdAt)} · {text.expires} {formatDate(invitation.expiresAt)}
              </span>
              <button
                type="button"
                className="button button-secondary"
                disabled={busy}
                aria-label={text.revokeLabel(roleLabels[invitation.role], formatDate(invitation.expiresAt))}
                onClick={() => revoke(invitation)}
              >
                {text.revoke}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function StaffPage({ username, mailConfigured, timeZone }: StaffPageProps) {
  return (
    <div className="dashboard-page staff-page">
      <header className="dashboard-header staff-page-header">
        <h1>{text.heading}</h1>
        <p>{text.intro}</p>
      </header>
      <UsersSection username={username} />
      <InvitationsSection mailConfigured={mailConfigured} timeZone={timeZone} />
    </div>
  );
}
