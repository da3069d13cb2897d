import { resetPage } from '#content/password-reset.ts';
import { ResetPasswordForm } from '#islands/password-reset/ResetPasswordForm.tsx';
import { Island } from '#renderer/Island.server.tsx';
import '../auth-card.css';

export default function Page() {
  return (
    <section className="container auth-page">
      <div className="card auth-card">
        <h1>{resetPage.heading}</h1>
        <p className="auth-card-intro">{resetPage.intro}</p>
        <Island name="ResetPasswordForm" component={ResetPasswordForm} id="reset-password" props={{}} />
      </div>
    </section>
  );
}
