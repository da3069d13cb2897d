/**
 * The page of a "forgot password" link (`/login/reset#<token>`): the new
 * password. The token is in the link's fragment, which only the browser sees,
 * so the form needs JavaScript (reset-password.client.ts) and stays hidden
 * without it. It reuses the login form's look.
 */
import { resetPage, resetSubmit } from '#content/password-reset.ts';
import '#components/text-field.css';
import '../login/login.css';

export function ResetPasswordForm() {
  return (
    <>
      <p data-reset-no-script>{resetPage.noScript}</p>
      <form className="login-form reset-password-form" hidden noValidate>
        <p className="login-error" id="reset-error" role="alert" hidden />
        <div className="login-field">
          <label htmlFor="reset-password">{resetPage.passwordLabel}</label>
          <input
            id="reset-password"
            className="text-field"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={12}
            maxLength={128}
            aria-describedby="reset-password-hint"
            required
          />
          <small id="reset-password-hint">{resetPage.passwordHint}</small>
        </div>
        <button type="submit" className="button button-primary login-submit">
          {resetSubmit}
        </button>
      </form>
    </>
  );
}
