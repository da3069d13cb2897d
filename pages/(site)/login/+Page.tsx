import { LoginForm } from '#islands/login/LoginForm.tsx';
import { Island } from '#renderer/Island.server.tsx';
import { usePageContext } from '#renderer/page-context.tsx';
import './auth-card.css';

export default function Page() {
  const { loginForm } = usePageContext();
  return (
    <section className="container auth-page">
      <div className="card auth-card">
        <h1>Admin Login</h1>
        <p className="auth-card-intro">Sign in to manage the blog.</p>
        <Island
          name="LoginForm"
          component={LoginForm}
          id="login"
          props={{ error: loginForm?.error ?? '', username: loginForm?.username ?? '' }}
        />
      </div>
    </section>
  );
}
