import { secondStepPage } from '#content/two-factor.ts';
import { PasskeySignIn } from '#islands/passkey/PasskeySignIn.tsx';
import { SecondFactorForm } from '#islands/second-factor/SecondFactorForm.tsx';
import { Island } from '#renderer/Island.server.tsx';
import { usePageContext } from '#renderer/page-context.tsx';
import '../auth-card.css';

export default function Page() {
  const { secondStep } = usePageContext();
  const methods = secondStep?.methods ?? [];
  const codes = methods.includes('totp') || methods.includes('recovery-code');
  const passkey = methods.includes('passkey');
  return (
    <section className="container auth-page">
      <div className="card auth-card">
        <h1>{secondStepPage.heading}</h1>
        <p className="auth-card-intro">{codes ? (passkey ? secondStepPage.introWithPasskey : secondStepPage.intro) : secondStepPage.introPasskeyOnly}</p>
        {codes ? (
          <Island
            name="SecondFactorForm"
            component={SecondFactorForm}
            id="second-factor"
            props={{ error: secondStep?.error ?? '', recovery: secondStep?.recovery ?? false }}
          />
        ) : null}
        {passkey ? <Island name="PasskeySignIn" component={PasskeySignIn} id="passkey-second-factor" props={{ mode: 'second-factor', only: !codes }} /> : null}
        {codes ? null : (
          <p className="auth-card-footer">
            <a href="/login">{secondStepPage.startOver}</a>
          </p>
        )}
      </div>
    </section>
  );
}
