/**
 * The admin dashboard (docs/product/admin.md#dashboard). The server has already
 * checked the session before rendering (GET /dashboard), so there is no
 * "checking session" spinner; a session that ends while the page is open sends
 * the admin to /login on the next call (api.ts).
 */
import { useEffect, useState } from 'react';
import { dashboardCopy } from '#content/dashboard.ts';
import { can, type Role } from '#shared/roles.ts';
import { flashToast } from '../toast/flash.ts';
import { toast } from '../toast/toast.ts';
import { apiMessage, apiRequest } from './api.ts';
import { LeadsPanel } from './LeadsPanel.tsx';
import { LeadPage } from './leads/LeadPage.tsx';
import { OverviewPanel } from './overview/OverviewPanel.tsx';
import { PostsPanel, type EditorTarget } from './PostsPanel.tsx';
import './dashboard.css';

export interface DashboardProps {
  username: string;
  /** The site's time zone (SITE_TIME_ZONE): the overview's days. */
  timeZone: string;
  /** Decides which panels show; the server checks every call again. */
  role: Role;
}

/** `#lead-12` opens lead 12's page; the browser's Back button returns to the list. */
function useLeadInHash(): [number | null, () => void] {
  const read = () => {
    const match = /^#lead-(\d{1,10})$/.exec(window.location.hash);
    return match ? Number(match[1]) : null;
  };
  // Read after hydration: the server rendered the dashboard without knowing the hash.
  const [leadId, setLeadId] = useState<number | null>(null);
  useEffect(() => {
    const update = () => setLeadId(read());
    update();
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, []);
  const close = () => {
    if (read() !== null) window.location.hash = 'leads';
    setLeadId(null);
  };
  return [leadId, close];
}

export function Dashboard({ username, timeZone, role }: DashboardProps) {
  const [leadId, closeLead] = useLeadInHash();
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
      {leadId !== null && can(role, 'leads.read') ? (
        <LeadPage key={leadId} id={leadId} onClose={closeLead} canDelete={can(role, 'leads.delete')} />
      ) : (
        <>
          {can(role, 'analytics.read') && <OverviewPanel timeZone={timeZone} />}
          {can(role, 'posts.own') && <PostsPanel role={role} editor={editor} onEditorChange={setEditor} />}
          {can(role, 'leads.read') && <LeadsPanel canChangeSettings={can(role, 'settings.manage')} />}
        </>
      )}
    </div>
  );
}
