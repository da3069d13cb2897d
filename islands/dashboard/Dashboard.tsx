/**
 * The admin dashboard (docs/product/admin.md#dashboard). The server has already
 * checked the session before rendering (GET /dashboard), so there is no
 * "checking session" spinner; a session that ends while the page is open sends
 * the admin to /login on the next call (api.ts).
 */
import { useState } from 'react';
import { dashboardCopy } from '#content/dashboard.ts';
import { can, type Role } from '#shared/roles.ts';
import { flashToast } from '../toast/flash.ts';
import { toast } from '../toast/toast.ts';
import { apiMessage, apiRequest } from './api.ts';
import { LeadsPanel } from './LeadsPanel.tsx';
import { PostsPanel, type EditorTarget } from './PostsPanel.tsx';
import './dashboard.css';

export interface DashboardProps {
  username: string;
  /** Decides which panels show; the server checks every call again. */
  role: Role;
}

export function Dashboard({ username, role }: DashboardProps) {
  const [editor, setEditor] = useState<EditorTarget | null>(null);
  const [loggingOut, setLoggingOut] = useState(false);

  async function logout() {
    setLoggingOut(true);
    try {
      await apiRequest('POST', '/api/auth/logout');
      flashToast({ title: dashboardCopy.loggedOut });
      window.location.assign('/login');
    } catch (error) {
      setLoggingOut(false);
      toast({ title: dashboardCopy.logoutFailed, description: apiMessage(error) ?? dashboardCopy.tryAgain, variant: 'destructive' });
    }
  }

  return (
    <div className="container dashboard">
      <header className="dashboard-header">
        <div>
          <h1>{dashboardCopy.heading}</h1>
          <p className="dashboard-greeting">{dashboardCopy.greeting(username)}</p>
        </div>
        <div className="dashboard-actions">
          {can(role, 'posts.own') && (
            <button type="button" className="button button-primary" onClick={() => setEditor({ mode: 'new' })}>
              {dashboardCopy.newPost}
            </button>
          )}
          <button type="button" className="button button-secondary" onClick={logout} disabled={loggingOut}>
            {loggingOut ? dashboardCopy.loggingOut : dashboardCopy.logout}
          </button>
        </div>
      </header>
      {can(role, 'posts.own') && <PostsPanel role={role} editor={editor} onEditorChange={setEditor} />}
      {can(role, 'leads.read') && <LeadsPanel />}
    </div>
  );
}
