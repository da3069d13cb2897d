/** The email alert settings for new leads: on or off, recipients, and a test email. */
import { useEffect, useState } from 'react';
import { leadAlertsText as text } from '#content/dashboard-leads.ts';
import { apiRequest } from '../api.ts';
import { useAction } from './use-action.ts';

interface AlertSettings {
  enabled: boolean;
  recipients: string[];
  emailConfigured: boolean;
}

export function LeadAlerts() {
  const [settings, setSettings] = useState<AlertSettings | null>(null);
  const [enabled, setEnabled] = useState(false);
  const [recipients, setRecipients] = useState('');
  const [busy, run] = useAction();

  useEffect(() => {
    apiRequest<AlertSettings>('GET', '/api/admin/lead-alerts')
      .then((loaded) => {
        setSettings(loaded);
        setEnabled(loaded.enabled);
        setRecipients(loaded.recipients.join('\n'));
      })
      .catch(() => setSettings(null));
  }, []);

  const save = () =>
    run(
      async () => {
        const list = recipients.split(/[\s,;]+/).filter(Boolean);
        setSettings(await apiRequest<AlertSettings>('PUT', '/api/admin/lead-alerts', { enabled, recipients: list }));
      },
      text.saved,
      text.saveFailed,
    );

  if (!settings) return null;
  return (
    <section className="card lead-alerts" aria-labelledby="lead-alerts-heading">
      <h2 id="lead-alerts-heading">{text.heading}</h2>
      <p>{text.intro}</p>
      {!settings.emailConfigured && <p role="note">{text.noEmail}</p>}
      <form
        className="lead-alerts-form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <label className="lead-handled">
          <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
          {text.enabled}
        </label>
        <label htmlFor="lead-alert-recipients">{text.recipients}</label>
        <textarea id="lead-alert-recipients" rows={3} value={recipients} onChange={(event) => setRecipients(event.target.value)} />
        <div className="lead-filter-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            {text.save}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={busy || !settings.emailConfigured}
            onClick={() => void run(() => apiRequest('POST', '/api/admin/lead-alerts/test').then(() => undefined), text.testSent, text.testFailed)}
          >
            {text.test}
          </button>
        </div>
      </form>
    </section>
  );
}
