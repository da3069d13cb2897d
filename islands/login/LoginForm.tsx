/**
 * The admin login form (docs/product/admin.md#sign-in). It posts to POST /login, so
 * it works without JavaScript; login.client.ts turns it into a JSON sign-in
 * with toasts. No credentials are ever shown here.
 */
import { loginButton, loginPage } from '#content/login.ts';
import { loginFieldLimits } from '#shared/login-rules.ts';
import '#components/text-field.css';
import './login.css';

export interface LoginFormProps {
  /** After a failed POST /login (no JavaScript): the server's message and the username typed. */
  error: string;
  username: string;
}

export function LoginForm({ error, username }: LoginFormProps) {
  return (
    <form className="login-form" method="post" action="/login">
      {error ? (
        <p className="login-error" id="login-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="login-field">
        <label htmlFor="login-username">{loginPage.usernameLabel}</label>
        <input
          id="login-username"
          className="text-field"
          name="username"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={loginFieldLimits.username}
          required
          defaultValue={username}
          aria-describedby={error ? 'login-error' : undefined}
        />
      </div>
      <div className="login-field">
        <label htmlFor="login-password">{loginPage.passwordLabel}</label>
        <input
          id="login-password"
          className="text-field"
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={loginFieldLimits.password}
          required
        />
      </div>
      <button type="submit" className="button button-primary login-submit">
        {loginButton}
      </button>
    </form>
  );
}
