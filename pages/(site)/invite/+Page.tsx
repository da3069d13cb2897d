import { InviteForm } from '#islands/invite/InviteForm.tsx';
import { Island } from '#renderer/Island.server.tsx';
import '../login/auth-card.css';

export default function Page() {
  return (
    <section className="container auth-page">
      <div className="card auth-card">
        <h1>Accept your invitation</h1>
        <p className="auth-card-intro">Choose the username and password you will sign in with.</p>
        <Island name="InviteForm" component={InviteForm} id="invite" props={{}} />
      </div>
    </section>
  );
}
