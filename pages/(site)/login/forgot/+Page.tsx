import { forgotPage, resetRequested } from '#content/password-reset.ts';
import { usePageContext } from '#renderer/page-context.tsx';
import '#components/text-field.css';
import '#islands/login/login.css';
import '../auth-card.css';

export default function Page() {
  const { forgotPassword } = usePageContext();
  if (!forgotPassword) return null;
  const { mailConfigured, sent, error, email } = forgotPassword;
  return (
    <section className="container auth-page">
      <div className="card auth-card">
        <h1>{sent ? forgotPage.sentHeading : forgotPage.heading}</h1>
        {error ? (
          <p className="login-error auth-card-error" id="forgot-error" role="alert">
            {error}
          </p>
        ) : null}
        {!mailConfigured ? (
          <>
            <p className="auth-card-intro">{forgotPage.noMailIntro}</p>
            <p>
              {forgotPage.noMailHelp} <code>{forgotPage.noMailCommand}</code>
            </p>
          </>
        ) : sent ? (
          <p className="auth-card-intro" role="status">
            {resetRequested}
          </p>
        ) : (
          <>
            <p className="auth-card-intro">{forgotPage.intro}</p>
            <form className="login-form" method="post" action="/login/forgot">
              <div className="login-field">
                <label htmlFor="forgot-email">{forgotPage.emailLabel}</label>
                <input
                  id="forgot-email"
                  className="text-field"
                  name="email"
                  type="email"
                  autoComplete="email"
                  maxLength={254}
                  required
                  defaultValue={email}
                  aria-describedby={error ? 'forgot-error' : undefined}
                />
              </div>
              <button type="submit" className="button button-primary login-submit">
                {forgotPage.submit}
              </button>
            </form>
          </>
        )}
        <p className="auth-card-footer">
          <a href="/login">{forgotPage.backToLogin}</a>
        </p>
      </div>
    </section>
  );
}
