import { loginPage } from '#content/login.ts';
import { LoginForm } from '#islands/login/LoginForm.tsx';
import { PasskeySignIn } from '#islands/passkey/PasskeySignIn.tsx';
import { Island } from '#renderer/Island.server.tsx';
import { usePageContext } from '#renderer/page-context.tsx';
import './auth-card.css';

export default function Page() {
  const { loginForm } = usePageContext();
  return (
    <section className="container auth-page">
      <div className="card auth-card">
        <h1>{loginPage.heading}</h1>
        <p className="auth-card-intro">{loginPage.intro}</p>
        <Island name="LoginForm" component={LoginForm} id="login" props={{ error: loginForm?.error ?? '', username: loginForm?.username ?? '' }} />
        <Island name="PasskeySignIn" component={PasskeySignIn} id="passkey-sign-in" props={{ mode: 'sign-in', only: false }} />
        <p className="auth-card-footer">
          <a href="/login/forgot">{loginPage.forgotLink}</a>
        </p>
      </div>
    </section>
  );
}
