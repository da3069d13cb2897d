/**
 * The admin dashboard (docs/product/admin.md#dashboard). The server has already
 * checked the session before rendering (GET /dashboard), so there is no
 * "checking session" spinner; a session that ends while the page is open sends
 * the admin to /login on the next call (api.ts).
 */
import { useState } from 'react';
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
      flashToast({ title: 'Logged out successfully' });
      window.location.assign('/login');
    } catch (error) {
      setLoggingOut(false);
      toast({ title: 'Logout failed', description: apiMessage(error) ?? 'Please try again.', variant: 'destructive' });
    }
  }

  return (
    <div className="container dashboard">
      <header className="dashboard-header">
        <div>
          <h1>Blog Dashboard</h1>
          <p className="dashboard-greeting">{`Welcome, ${username}`}</p>
        </div>
        <div className="dashboard-actions">
          {can(role, 'posts.own') && (
            <button type="button" className="button button-primary" onClick={() => setEditor({ mode: 'new' })}>
              New Post
            </button>
          )}
          <button type="button" className="button button-secondary" onClick={logout} disabled={loggingOut}>
            {loggingOut ? 'Logging out...' : 'Logout'}
          </button>
        </div>
      </header>
      {can(role, 'posts.own') && <PostsPanel role={role} editor={editor} onEditorChange={setEditor} />}
      {can(role, 'leads.read') && <LeadsPanel />}
    </div>
  );
}
