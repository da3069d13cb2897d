/**
 * The invitation page's form: the invitee chooses a username, a display name (for bylines) and a password, typed twice (with a "Show
 * passwords" box to check what was typed).
 * The invitation's token is in the link's fragment (`/invite#<token>`), which
 * only the browser sees, so the form needs JavaScript (invite.client.ts) and
 * stays hidden without it. It reuses the login form's look.
 */
import '#components/text-field.css';
import '../login/login.css';
import './invite.css';
import { profileFieldLimits } from '#shared/profile-rules.ts';

export function InviteForm() {
  return (
    <>
      <p className="invite-no-script" data-invite-no-script>
        Accepting an invitation needs JavaScript. Please turn it on and open the link again.
      </p>
      <form className="login-form invite-form" hidden noValidate>
        <p className="login-error" id="invite-error" role="alert" hidden />
        <div className="login-field">
          <label htmlFor="invite-username">Username</label>
          <input
            id="invite-username"
            className="text-field"
            name="username"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            minLength={3}
            maxLength={64}
            pattern="[a-zA-Z0-9_.\-]{3,64}"
            aria-describedby="invite-username-hint"
            required
          />
          <small id="invite-username-hint">3–64 letters, digits, dots, dashes or underscores.</small>
        </div>
        <div className="login-field">
          <label htmlFor="invite-display-name">Display name</label>
          <input
            id="invite-display-name"
            className="text-field"
            name="displayName"
            type="text"
            autoComplete="name"
            maxLength={profileFieldLimits.displayName}
            aria-describedby="invite-display-name-hint"
          />
          <small id="invite-display-name-hint">
            Shown as the author of your posts, e.g. “Maria Lopez”. Left empty, the name you were invited with is shown, or your username if there was none.
          </small>
        </div>
        <div className="login-field">
          <label htmlFor="invite-password">Password</label>
          <input
            id="invite-password"
            className="text-field"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={12}
            maxLength={128}
            aria-describedby="invite-password-hint"
            required
          />
          <small id="invite-password-hint">12–128 characters.</small>
        </div>
        <div className="login-field">
          <label htmlFor="invite-password-again">Password again</label>
          <input
            id="invite-password-again"
            className="text-field"
            name="passwordAgain"
            type="password"
            autoComplete="new-password"
            maxLength={128}
            aria-describedby="invite-password-again-error"
            required
          />
          <small className="invite-field-error" id="invite-password-again-error" hidden />
        </div>
        <label className="invite-show-passwords">
          <input type="checkbox" data-show-passwords /> Show passwords
        </label>
        <button type="submit" className="button button-primary login-submit">
          Create account
        </button>
      </form>
    </>
  );
}
