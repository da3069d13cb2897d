/**
 * The security page's passkeys (/dashboard/security, decision 034): the
 * user's passkeys by name, with when each was added and last used; add one
 * (named), rename one, remove one with the password or a current app code.
 * The browser's passkey dialog is driven by islands/passkey/webauthn.ts,
 * loaded only by the pages that use passkeys. The server checks every step again.
 */
import { useEffect, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { passkeyManager as copy } from '#content/passkey-manager.ts';
import { PASSKEY_NAME_MAX_LENGTH, type PasskeySummary } from '#shared/passkey-rules.ts';
import { callApi } from '../../api/api-client.ts';
import { toast } from '../../toast/toast.ts';
import { browserSupportsWebAuthn, PasskeyFailure, registerPasskey } from '../../passkey/webauthn.ts';
import '#components/text-field.css';
import './security.css';

export interface PasskeyManagerProps {
  passkeys: PasskeySummary[];
  /** An authenticator app is on: a removal may be confirmed with its code instead of the password. */
  totp: boolean;
  /** Owners require two-step sign-in and this session has none yet: a new passkey completes the sign-in. */
  enrolmentRequired: boolean;
}

type Editing = { kind: 'none' } | { kind: 'rename'; id: number } | { kind: 'remove'; id: number };

/** The day only, the same on the server and in the browser (no time zone to disagree on). */
const day = (iso: string) => iso.slice(0, 10);

export function PasskeyManager({ passkeys: initial, totp, enrolmentRequired }: PasskeyManagerProps) {
  const [passkeys, setPasskeys] = useState(initial);
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [pending, setPending] = useState(false);
  // Known only in the browser; the server's markup assumes support, so hydration matches.
  const [supported, setSupported] = useState(true);
  useEffect(() => setSupported(browserSupportsWebAuthn()), []);

  const fail = (message: string) => toast({ title: copy.failedTitle, description: message, variant: 'destructive' });

  async function call<T>(method: 'PATCH' | 'DELETE', path: string, body: unknown): Promise<T | undefined> {
    try {
      const answer = await callApi<T>(method, path, body);
      if (answer.ok) return answer.data;
      if (answer.status === 401) window.location.assign('/login');
      else fail(answer.errors[0]?.message ?? answer.message);
    } catch {
      fail(copy.failedTitle);
    }
    return undefined;
  }

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const name = String(new FormData(form).get('name') ?? '').trim() || copy.defaultName;
    setPending(true);
    try {
      const answer = await registerPasskey<{ passkey: PasskeySummary }>(name);
      toast({ title: copy.added });
      // During a required enrolment the new passkey completed the sign-in: the dashboard opens.
      if (enrolmentRequired) {
        window.location.assign('/dashboard');
        return;
      }
      setPasskeys((list) => [...list, answer.passkey]);
      form.reset();
    } catch (error) {
      if (error instanceof PasskeyFailure && error.status === 401) window.location.assign('/login');
      else fail(error instanceof Error ? error.message : String(error));
    }
    setPending(false);
  }

  async function rename(event: FormEvent<HTMLFormElement>, id: number) {
    event.preventDefault();
    if (pending) return;
    const name = String(new FormData(event.currentTarget).get('name') ?? '');
    setPending(true);
    const answer = await call<{ passkey: PasskeySummary }>('PATCH', `/api/auth/passkeys/${id}`, { name });
    setPending(false);
    if (!answer) return;
    setPasskeys((list) => list.map((passkey) => (passkey.id === id ? answer.passkey : passkey)));
    setEditing({ kind: 'none' });
    toast({ title: copy.renamed });
  }

  async function remove(event: FormEvent<HTMLFormElement>, id: number) {
    event.preventDefault();
    if (pending) return;
    const secret = String(new FormData(event.currentTarget).get('secret') ?? '');
    // Six digits with an app set up is a code; anything else is the password (never that short).
    const proof = totp && /^\d{6}$/.test(secret) ? { code: secret } : { password: secret };
    setPending(true);
    const answer = await call<unknown>('DELETE', `/api/auth/passkeys/${id}`, proof);
    setPending(false);
    if (!answer) return;
    setPasskeys((list) => list.filter((passkey) => passkey.id !== id));
    setEditing({ kind: 'none' });
    toast({ title: copy.removed });
  }

  return (
    <div className="container security security-passkeys">
      <section className="card security-section" aria-labelledby="passkeys-heading">
        <h2 id="passkeys-heading">{copy.heading}</h2>
        <p className="security-intro">{copy.intro}</p>
        {passkeys.length === 0 ? (
          <p className="security-status" data-testid="passkey-status">
            {copy.none}
          </p>
        ) : (
          <ul className="passkey-list" data-testid="passkey-list">
            {passkeys.map((passkey) => (
              <li key={passkey.id} className="passkey-item">
                <div className="passkey-item-head">
                  <div>
                    <p className="passkey-name">{passkey.name}</p>
                    <p className="passkey-meta">
                      {copy.addedOn} {day(passkey.createdAt)} · {passkey.lastUsedAt ? `${copy.lastUsed} ${day(passkey.lastUsedAt)}` : copy.neverUsed}
                      {passkey.backedUp ? ` · ${copy.synced}` : ''}
                    </p>
                  </div>
                  {editing.kind === 'none' ? (
                    <div className="passkey-actions">
                      <button type="button" className="button button-secondary" onClick={() => setEditing({ kind: 'rename', id: passkey.id })}>
                        {copy.rename}
                      </button>
                      <button type="button" className="button button-secondary" onClick={() => setEditing({ kind: 'remove', id: passkey.id })}>
                        {copy.remove}
                      </button>
                    </div>
                  ) : null}
                </div>
                {editing.kind === 'rename' && editing.id === passkey.id ? (
                  <InlineForm
                    id={`passkey-rename-${passkey.id}`}
                    label={copy.renameLabel(passkey.name)}
                    input={{ name: 'name', defaultValue: passkey.name, maxLength: PASSKEY_NAME_MAX_LENGTH }}
                    submit={copy.save}
                    pending={pending}
                    onSubmit={(event) => rename(event, passkey.id)}
                    onCancel={() => setEditing({ kind: 'none' })}
                  />
                ) : null}
                {editing.kind === 'remove' && editing.id === passkey.id ? (
                  <InlineForm
                    id={`passkey-remove-${passkey.id}`}
                    label={totp ? copy.removeLabelWithCode : copy.removeLabel}
                    input={{ name: 'secret', type: 'password', autoComplete: 'current-password' }}
                    submit={copy.removeConfirm}
                    danger
                    pending={pending}
                    onSubmit={(event) => remove(event, passkey.id)}
                    onCancel={() => setEditing({ kind: 'none' })}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {supported ? (
          <form className="security-form" onSubmit={add}>
            <label htmlFor="passkey-name">{copy.nameLabel}</label>
            <div className="security-form-row">
              <input id="passkey-name" className="text-field" name="name" placeholder={copy.namePlaceholder} maxLength={PASSKEY_NAME_MAX_LENGTH} />
              <button type="submit" className="button button-primary" disabled={pending}>
                {pending ? copy.adding : copy.add}
              </button>
            </div>
          </form>
        ) : (
          <p className="security-status">{copy.unsupported}</p>
        )}
      </section>
    </div>
  );
}

interface InlineFormProps {
  id: string;
  label: string;
  input: InputHTMLAttributes<HTMLInputElement>;
  submit: string;
  danger?: boolean;
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
}

/** One field, its action and Cancel, under a passkey: renaming it or confirming its removal. */
function InlineForm({ id, label, input, submit, danger = false, pending, onSubmit, onCancel }: InlineFormProps) {
  return (
    <form className="security-form" onSubmit={onSubmit}>
      <label htmlFor={id}>{label}</label>
      <div className="security-form-row">
        <input id={id} className="text-field" required autoFocus {...input} />
        <button type="submit" className={`button ${danger ? 'button-secondary passkey-danger' : 'button-primary'}`} disabled={pending}>
          {submit}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {copy.cancel}
        </button>
      </div>
    </form>
  );
}
