/** One lead's page, /dashboard/leads/{id}. */
import { LeadPage, type LeadPageProps } from './LeadPage.tsx';
import '../dashboard.css';
import './leads.css';

export function DashboardLead(props: LeadPageProps) {
  return (
    <div className="dashboard-page">
      <LeadPage {...props} />
    </div>
  );
}
