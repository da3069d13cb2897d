/**
 * Every user's own profile (/dashboard/profile): display name and email (a
 * new email needs the current password and, with email set up, a confirmation
 * link: the page says when one was sent and when it was opened), a password change that needs the current password, and the sessions they are
 * signed in with (device, last seen; sign out one, or all the others).
 */
import { useEffect, useState } from 'react';
import { profileText as text } from '#content/dashboard-staff.ts';
import { loginFieldLimits } from '#shared/login-rules.ts';
import { profileFieldLimits } from '#shared/profile-rules.ts';
import { roleLabels, type Role } from '#shared/roles.ts';
import { toast } from '../../toast/toast.ts';
import { apiRequest } from '../api.ts';
import { useAction } from '../leads/use-action.ts';
import { TextInput } from '../staff/TextInput.tsx';
import '../staff/staff.css';
import { siteTime } from '../site-time.ts';
import type { SiteZoneProps } from '../../registry.ts';

interface Profile {
  id: number;
  username: string;
  role: Role;
  displayName: string | null;
  email: string | null;
  /** A new address waiting for its confirmation link. */
  pendingEmail: string | null;
}

const sameAddress = (a: string, b: string | null) => a.trim().toLowerCase() === (b ?? '').toLowerCase();

interface SessionSummary {
  id: number;
  device: string;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const [displayName, setDisplayName] = useState(profile.displayName ?? '');
  const [email, setEmail] = useState(profile.pendingEmail ?? profile.email ?? '');
  const [currentPassword, setCurrentPassword] = useState('');
  const [busy, run] = useAction();
  // The address "Forgot password" writes to: changing it needs the password, not only this session.
  const emailChanges = !sameAddress(email, profile.email) && !sameAddress(email, profile.pendingEmail);
  return (
    <section className="card staff-section" aria-labelledby="profile-details-heading">
      <h2 id="profile-details-heading">{text.detailsHeading}</h2>
      <dl className="profile-facts">
        <dt>{text.username}</dt>
        <dd>{profile.username}</dd>
        <dt>{text.role}</dt>
        <dd>{roleLabels[profile.role]}</dd>
      </dl>
      <form
        className="staff-form"
        onSubmit={(event) => {
          event.preventDefault();
          const body = emailChanges ? { displayName, email, currentPassword } : { displayName, email };
          void run(
            async () => {
              onSaved(await apiRequest<Profile>('PATCH', '/api/auth/profile', body));
              setCurrentPassword('');
            },
            text.saved,
            text.saveFailed,
          );
        }}
      >
        <TextInput
          id="profile-display-name"
          label={text.displayName}
          hint={text.displayNameHint}
          type="text"
          autoComplete="name"
          maxLength={profileFieldLimits.displayName}
          value={displayName}
          onChange={(event) => setDisplayName(event.target.value)}
        />
        {/* One grid item with its status line, which takes no room while empty. */}
        <div>
          <TextInput
            id="profile-email"
            label={text.email}
            hint={text.emailHint}
            type="email"
            autoComplete="email"
            maxLength={profileFieldLimits.email}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <p className="staff-hint" id="profile-email-status" role="status">
            {profile.pendingEmail ? text.emailPending(profile.pendingEmail) : ''}
          </p>
        </div>
        {emailChanges && (
          <>
            {/* For password managers: whose password this is. */}
            <input type="text" name="username" autoComplete="username" value={profile.username} hidden readOnly />
            <TextInput
              id="profile-email-password"
              label={text.emailPassword}
              hint={text.emailPasswordHint}
              type="password"
              autoComplete="current-password"
              required
              maxLength={loginFieldLimits.password}
              value={currentPassword}
              onChange={(event) => setCurrentPassword(event.target.value)}
            />
          </>
        )}
        <div>
          <button type="submit" className="button button-primary" disabled={busy}>
            {text.save}
          </button>
        </div>
      </form>
    </section>
  );
}

function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [busy, run] = useAction();
  const mismatch = again !== '' && next !== again;
  return (
    <section className="card staff-section" aria-labelledby="profile-password-heading">
      <h2 id="profile-password-heading">{text.passwordHeading}</h2>
      <form
        className="staff-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (next !== again) {
            toast({ title: text.passwordFailed, description: text.mismatch, variant: 'destructive' });
            return;
          }
          void run(
            async () => {
              await apiRequest('POST', '/api/auth/password', { currentPassword: current, newPassword: next });
              setCurrent('');
              setNext('');
              setAgain('');
              onChanged();
            },
            text.passwordChanged,
            text.passwordFailed,
          );
        }}
      >
        {/* For password managers: whose password this is. */}
        <input type="text" name="username" autoComplete="username" hidden readOnly />
        <TextInput
          id="profile-current-password"
          label={text.currentPassword}
          type="password"
          autoComplete="current-password"
          required
          maxLength={loginFieldLimits.password}
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
        <TextInput
          id="profile-new-password"
          label={text.newPassword}
          hint={text.newPasswordHint}
          type="password"
          autoComplete="new-password"
          required
          minLength={12}
          maxLength={128}
          value={next}
          onChange={(event) => setNext(event.target.value)}
        />
        <TextInput
          id="profile-again-password"
          label={text.confirmPassword}
          error={mismatch ? text.mismatch : undefined}
          type="password"
          autoComplete="new-password"
          required
          maxLength={128}
          value={again}
          onChange={(event) => setAgain(event.target.value)}
        />
        <div>
          <button type="submit" className="button button-primary" disabled={busy}>
            {text.changePassword}
          </button>
        </div>
      </form>
    </section>
  );
}

function SessionsSection({ reloadKey, timeZone }: { reloadKey: number; timeZone: string }) {
  const formatDate = (iso: string) => siteTime(iso, timeZone);
  const [sessions, setSessions] = useState<SessionSummary[] | null>(null);
  const [busy, run] = useAction();
  const load = () => apiRequest<SessionSummary[]>('GET', '/api/auth/sessions').then(setSessions);
  useEffect(() => {
    load().catch(() => setSessions(null));
  }, [reloadKey]);

  const signOut = (session: SessionSummary) =>
    run(
      async () => {
        const answer = await apiRequest<{ current: boolean }>('DELETE', `/api/auth/sessions/${session.id}`);
        if (answer.current) window.location.assign('/login');
        else await load();
      },
      text.signedOut,
      text.signOutFailed,
    );

  const others = sessions?.filter((session) => !session.current).length ?? 0;
  return (
    <section className="card staff-section" aria-labelledby="profile-sessions-heading">
      <h2 id="profile-sessions-heading">{text.sessionsHeading}</h2>
      <p>{text.sessionsIntro}</p>
      {sessions && (
        <ul className="profile-sessions">
          {sessions.map((session) => (
            <li key={session.id} data-session={session.id} className={session.current ? 'is-current' : undefined}>
              <div>
                <strong>{session.device}</strong> {session.current && <span className="staff-you">({text.thisDevice})</span>}
                <p className="staff-hint">
                  {text.lastSeen} <time dateTime={session.lastSeenAt}>{formatDate(session.lastSeenAt)}</time> · {text.signedIn}{' '}
                  <time dateTime={session.createdAt}>{formatDate(session.createdAt)}</time>
                  {session.ip ? ` · ${text.address} ${session.ip}` : ''}
                </p>
              </div>
              <button
                type="button"
                className="button button-secondary"
                disabled={busy}
                aria-label={text.signOutLabel(session.current ? text.thisDevice : session.device, formatDate(session.lastSeenAt))}
                onClick={() => void signOut(session)}
              >
                {text.signOut}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="button button-secondary profile-sign-out-others"
        disabled={busy || others === 0}
        onClick={() =>
          void run(
            async () => {
              await apiRequest('DELETE', '/api/auth/sessions/others');
              await load();
            },
            text.signedOutOthers(others),
            text.signOutFailed,
          )
        }
      >
        {text.signOutOthers}
      </button>
    </section>
  );
}

export function ProfilePage({ timeZone }: SiteZoneProps) {
  const [profile, setProfile] = useState<Profile | null>(null);
  const [failed, setFailed] = useState(false);
  const [sessionsKey, setSessionsKey] = useState(0);
  useEffect(() => {
    apiRequest<Profile>('GET', '/api/auth/profile').then(setProfile, () => setFailed(true));
    // Back from a confirmation link (GET /profile/confirm-email): say how it went, once.
    const outcome = new URLSearchParams(window.location.search).get('email');
    if (outcome === 'confirmed') toast({ title: text.emailConfirmed });
    if (outcome === 'link-invalid') toast({ title: text.emailLinkInvalid, variant: 'destructive' });
    if (outcome) window.history.replaceState(null, '', window.location.pathname);
  }, []);

  return (
    <div className="dashboard-page staff-page">
      <header className="dashboard-header staff-page-header">
        <h1>{text.heading}</h1>
        <p>{text.intro}</p>
      </header>
      {failed && <p role="alert">{text.loadFailed}</p>}
      {profile && <ProfileForm profile={profile} onSaved={setProfile} />}
      {profile && <PasswordForm onChanged={() => setSessionsKey((key) => key + 1)} />}
      {profile && <SessionsSection reloadKey={sessionsKey} timeZone={timeZone} />}
    </div>
  );
}
