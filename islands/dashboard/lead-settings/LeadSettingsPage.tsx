/**
 * The Speed to lead page (/dashboard/leads/settings, owners; docs/product/leads.md#dashboard): the response
 * target and business hours, the assignment rules, and the lead webhook with its delivery log.
 */
import { useEffect, useState } from 'react';
import { leadSettingsText as text } from '#content/dashboard-lead-settings.ts';
import { dashboardLeadsPath } from '#shared/dashboard-paths.ts';
import { apiRequest } from '../api.ts';
import { AssignmentRules, type AssignmentRule } from './AssignmentRules.tsx';
import { LeadWebhook, type WebhookState } from './LeadWebhook.tsx';
import { ResponseTargetForm, type RoutingState } from './ResponseTargetForm.tsx';
import '../staff/staff.css';
import './lead-settings.css';

type Routing = RoutingState & { rules: AssignmentRule[] };

function useLoaded<T>(path: string): [T | null | undefined, (value: T) => void] {
  const [value, setValue] = useState<T | null | undefined>(undefined);
  useEffect(() => {
    apiRequest<T>('GET', path).then(setValue, () => setValue(null));
  }, [path]);
  return [value, setValue];
}

export function LeadSettingsPage() {
  const [routing, setRouting] = useLoaded<Routing>('/api/admin/lead-routing');
  const [webhook, setWebhook] = useLoaded<WebhookState>('/api/admin/lead-webhook');
  const pending = (value: unknown) => (value === null ? <p>{text.loadFailed}</p> : <p>{text.loading}</p>);
  return (
    <div className="dashboard-page staff-page lead-settings-page">
      <header className="dashboard-header staff-page-header">
        <p>
          <a href={dashboardLeadsPath}>← Leads</a>
        </p>
        <h1>{text.heading}</h1>
        <p>{text.intro}</p>
      </header>
      {routing ? (
        <>
          <ResponseTargetForm initial={routing} onSaved={(saved) => setRouting({ ...routing, ...saved })} />
          <AssignmentRules rules={routing.rules} onChange={(rules) => setRouting({ ...routing, rules })} />
        </>
      ) : (
        pending(routing)
      )}
      {webhook ? <LeadWebhook state={webhook} onChange={setWebhook} /> : pending(webhook)}
    </div>
  );
}
