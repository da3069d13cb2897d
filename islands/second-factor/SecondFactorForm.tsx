/**
 * The second step of a sign-in (/login/verify): a TOTP code, or a recovery
 * code. Both forms post to POST /login/verify, so they work without
 * JavaScript; second-factor.client.ts sends them to POST /api/auth/2fa/verify
 * instead, with toasts.
 */
import { recoverySubmit, secondStepPage, secondStepSubmit } from '#content/two-factor.ts';
import { RECOVERY_CODE_MAX_LENGTH, TOTP_DIGITS } from '#shared/two-factor-rules.ts';
import '#components/text-field.css';
import '../login/login.css';
import './second-factor.css';

export interface SecondFactorFormProps {
  /** After a failed POST /login/verify (no JavaScript): the server's message. */
  error: string;
  /** Open the recovery code form (the last attempt used one). */
  recovery: boolean;
}

export function SecondFactorForm({ error, recovery }: SecondFactorFormProps) {
  const page = secondStepPage;
  return (
    <div className="second-factor">
      {error ? (
        <p className="login-error" id="second-factor-error" role="alert">
          {error}
        </p>
      ) : null}
      <form className="login-form second-factor-code" method="post" action="/login/verify">
        <div className="login-field">
          <label htmlFor="second-factor-code">{page.codeLabel}</label>
          <input
            id="second-factor-code"
            className="text-field"
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern={`[0-9]{${TOTP_DIGITS}}`}
            maxLength={TOTP_DIGITS}
            required
            autoFocus={!recovery}
            aria-describedby={error ? 'second-factor-error second-factor-code-hint' : 'second-factor-code-hint'}
          />
          <p className="second-factor-hint" id="second-factor-code-hint">
            {page.codeHint}
          </p>
        </div>
        <button type="submit" className="button button-primary login-submit">
          {secondStepSubmit}
        </button>
      </form>
      <details className="second-factor-recovery" open={recovery}>
        <summary>{page.recoverySummary}</summary>
        <form className="login-form second-factor-recovery-form" method="post" action="/login/verify">
          <div className="login-field">
            <label htmlFor="second-factor-recovery-code">{page.recoveryLabel}</label>
            <input
              id="second-factor-recovery-code"
              className="text-field"
              name="recoveryCode"
              type="text"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={RECOVERY_CODE_MAX_LENGTH}
              required
              autoFocus={recovery}
              aria-describedby="second-factor-recovery-hint"
            />
            <p className="second-factor-hint" id="second-factor-recovery-hint">
              {page.recoveryHint}
            </p>
          </div>
          <button type="submit" className="button button-secondary login-submit">
            {recoverySubmit}
          </button>
        </form>
      </details>
      <p className="second-factor-start-over">
        <a href="/login">{page.startOver}</a>
      </p>
    </div>
  );
}
