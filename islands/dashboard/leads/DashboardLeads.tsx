/** The dashboard's Leads page, /dashboard/leads: the list, its filters and (for owners) the email alerts. */
import { LeadsPanel } from './LeadsPanel.tsx';
import '../dashboard.css';

export interface DashboardLeadsProps {
  /** Only roles that may change the site settings see the alert settings (the server checks again). */
  canChangeSettings: boolean;
}

export function DashboardLeads({ canChangeSettings }: DashboardLeadsProps) {
  return (
    <div className="dashboard-page">
      <LeadsPanel canChangeSettings={canChangeSettings} />
    </div>
  );
}
