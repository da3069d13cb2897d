/** The dashboard's Leads page, /dashboard/leads: the list, its filters and (for owners) the email alerts. */
import { LeadsPanel } from './LeadsPanel.tsx';
import '../dashboard.css';

export interface DashboardLeadsProps {
  /** Only roles that may change the site settings see the alert settings (the server checks again). */
  canChangeSettings: boolean;
  /** The site's time zone: every time is shown in it, labelled. */
  timeZone: string;
}

export function DashboardLeads({ canChangeSettings, timeZone }: DashboardLeadsProps) {
  return (
    <div className="dashboard-page">
      <LeadsPanel canChangeSettings={canChangeSettings} timeZone={timeZone} />
    </div>
  );
}
