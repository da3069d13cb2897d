/**
 * "Sign in with a passkey": on /login a sign-in with the passkey alone (the
 * authenticator offers the accounts it holds), on /login/verify the second
 * step after the password. A passkey needs JavaScript: without it the button
 * is not shown (passkey.css), and passkey-sign-in.client.ts hides it in a
 * browser that cannot use one. Shown from the first paint otherwise, so
 * nothing moves when the script starts.
 */
import { passkeyDivider, passkeyNeedsScript, passkeySecondFactorButton, passkeySignInButton } from '#content/passkeys.ts';
import './passkey.css';

export interface PasskeySignInProps {
  /** `sign-in`: the passkey alone (/login); `second-factor`: after the password (/login/verify). */
  mode: 'sign-in' | 'second-factor';
  /** The page has nothing else to offer (second step of a user with passkeys only): say why nothing shows without JavaScript. */
  only: boolean;
}

export function PasskeySignIn({ mode, only }: PasskeySignInProps) {
  return (
    <div className="passkey-sign-in" data-mode={mode}>
      {only ? (
        <p className="passkey-no-script" data-passkey-no-script>
          {passkeyNeedsScript}
        </p>
      ) : null}
      <div className="passkey-sign-in-body">
        {only ? null : (
          <p className="passkey-divider">
            <span>{passkeyDivider}</span>
          </p>
        )}
        <button type="button" className={`button ${only ? 'button-primary' : 'button-secondary'} login-submit passkey-button`}>
          <svg className="passkey-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="9" cy="7" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M2 21v-1a6 6 0 0 1 6-6h2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            <circle cx="17" cy="13" r="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M17 15.5V22m0-3h2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="passkey-button-label">{mode === 'sign-in' ? passkeySignInButton : passkeySecondFactorButton}</span>
        </button>
      </div>
    </div>
  );
}
