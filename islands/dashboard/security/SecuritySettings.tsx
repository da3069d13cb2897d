/**
 * The security page (/dashboard/security): set up an authenticator app (QR
 * code drawn by the server, and the key to type in), confirm it with a first
 * code, save the recovery codes shown once, or switch it off with a current
 * code. The server checks every step again.
 */
import { useState, type FormEvent } from 'react';
import { securityPage as copy } from '#content/two-factor.ts';
import { TOTP_DIGITS } from '#shared/two-factor-rules.ts';
import { callApi } from '../../api/api-client.ts';
import { toast } from '../../toast/toast.ts';
import { RecoveryCodes, TotpSetup } from './TotpSteps.tsx';
import '#components/text-field.css';
import './security.css';

export interface TwoFactorSummary {
  totp: boolean;
  recoveryCodesLeft: number;
}

export interface SecuritySettingsProps {
  twoFactor: TwoFactorSummary;
  /** Owners require two-step sign-in and this session has none yet: setting it up is all it can do. */
  enrolmentRequired: boolean;
  /** The owners' setting, for an owner (absent for everyone else). */
  requireTwoFactor?: boolean;
}

type Step = { kind: 'idle' } | { kind: 'setup'; secret: string; qrCodeSvg: string } | { kind: 'codes'; recoveryCodes: string[] };

/** Calls the API; a session that has ended goes to /login, any other failure becomes a toast. */
async function call<T>(path: string, body?: unknown, method: 'POST' | 'PUT' = 'POST'): Promise<T | undefined> {
  try {
    const answer = await callApi<T>(method, path, body);
    if (answer.ok) return answer.data;
    if (answer.status === 401) {
      window.location.assign('/login');
      return undefined;
    }
    toast({ title: copy.failedTitle, description: answer.errors[0]?.message ?? answer.message, variant: 'destructive' });
  } catch {
    toast({ title: copy.failedTitle, description: copy.loadFailed, variant: 'destructive' });
  }
  return undefined;
}

export function SecuritySettings({ twoFactor, enrolmentRequired, requireTwoFactor }: SecuritySettingsProps) {
  const [status, setStatus] = useState(twoFactor);
  const [required, setRequired] = useState(requireTwoFactor ?? false);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [pending, setPending] = useState(false);

  async function startSetup() {
    setPending(true);
    const setup = await call<{ secret: string; qrCodeSvg: string }>('/api/auth/2fa/totp/setup');
    setPending(false);
    if (setup) setStep({ kind: 'setup', secret: setup.secret, qrCodeSvg: setup.qrCodeSvg });
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    setPending(true);
    const answer = await call<{ recoveryCodes: string[] }>('/api/auth/2fa/totp/confirm', { code });
    setPending(false);
    if (!answer) return;
    setStatus({ totp: true, recoveryCodesLeft: answer.recoveryCodes.length });
    setStep({ kind: 'codes', recoveryCodes: answer.recoveryCodes });
    toast({ title: copy.enabledTitle });
  }

  async function switchOff(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    setPending(true);
    const answer = await call<{ twoFactor: TwoFactorSummary }>('/api/auth/2fa/totp/disable', { code });
    setPending(false);
    if (!answer) return;
    setStatus(answer.twoFactor);
    toast({ title: copy.disabledTitle });
  }

  async function saveRequirement(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const wanted = new FormData(event.currentTarget).get('requireTwoFactor') === 'on';
    setPending(true);
    const answer = await call<{ requireTwoFactor: boolean }>('/api/admin/security-settings', { requireTwoFactor: wanted }, 'PUT');
    setPending(false);
    if (!answer) return;
    setRequired(answer.requireTwoFactor);
    toast({ title: copy.requirementSaved });
  }

  // After a required enrolment the session is a full one: the codes' button opens the dashboard.
  const codesDone = () => (enrolmentRequired ? window.location.assign('/dashboard') : setStep({ kind: 'idle' }));

  return (
    <div className="container security">
      <header className="security-header">
        <h1>{copy.heading}</h1>
        <p className="security-intro">{copy.intro}</p>
        {enrolmentRequired ? (
          <p className="security-required" role="alert">
            {copy.enrolmentRequired}
          </p>
        ) : (
          <p>
            <a href="/dashboard">{copy.back}</a>
          </p>
        )}
      </header>

      <section className="card security-section" aria-labelledby="totp-heading">
        <h2 id="totp-heading">{copy.totpHeading}</h2>
        <p className="security-status" data-testid="totp-status">
          {status.totp ? copy.totpOn : copy.totpOff}
          {status.totp ? ` ${copy.recoveryLeft(status.recoveryCodesLeft)}` : ''}
        </p>

        {step.kind === 'codes' ? (
          <RecoveryCodes codes={step.recoveryCodes} onDone={codesDone} />
        ) : status.totp ? (
          <form className="security-form" onSubmit={switchOff}>
            <label htmlFor="totp-off-code">{copy.turnOffLabel}</label>
            <div className="security-form-row">
              <input id="totp-off-code" className="text-field" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={TOTP_DIGITS} required />
              <button type="submit" className="button button-secondary" disabled={pending}>
                {pending ? copy.turningOff : copy.turnOff}
              </button>
            </div>
          </form>
        ) : step.kind === 'setup' ? (
          <TotpSetup secret={step.secret} qrCodeSvg={step.qrCodeSvg} pending={pending} onConfirm={confirm} onCancel={() => setStep({ kind: 'idle' })} />
        ) : (
          <button type="button" className="button button-primary" onClick={startSetup} disabled={pending}>
            {pending ? copy.settingUp : copy.setUp}
          </button>
        )}
      </section>

      {requireTwoFactor === undefined ? null : (
        <section className="card security-section" aria-labelledby="requirement-heading">
          <h2 id="requirement-heading">{copy.requirementHeading}</h2>
          <p>{copy.requirementIntro}</p>
          <form className="security-form" onSubmit={saveRequirement}>
            <label className="security-checkbox">
              <input type="checkbox" name="requireTwoFactor" defaultChecked={required} key={String(required)} />
              {copy.requirementLabel}
            </label>
            <div className="security-form-row">
              <button type="submit" className="button button-primary" disabled={pending}>
                {copy.requirementSave}
              </button>
            </div>
          </form>
        </section>
      )}
    </div>
  );
}
