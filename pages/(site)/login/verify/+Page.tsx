import { secondStepPage } from '#content/two-factor.ts';
import { SecondFactorForm } from '#islands/second-factor/SecondFactorForm.tsx';
import { Island } from '#renderer/Island.server.tsx';
import { usePageContext } from '#renderer/page-context.tsx';
import '../auth-card.css';

export default function Page() {
  const { secondStep } = usePageContext();
  return (
    <section className="container auth-page">
      <div className="card auth-card">
        <h1>{secondStepPage.heading}</h1>
        <p className="auth-card-intro">{secondStepPage.intro}</p>
        <Island
          name="SecondFactorForm"
          component={SecondFactorForm}
          id="second-factor"
          props={{ error: secondStep?.error ?? '', recovery: secondStep?.recovery ?? false }}
        />
      </div>
    </section>
  );
}
