/**
 * The Newsletters page (/dashboard/newsletters, owners and editors; docs/product/subscriptions.md#the-dashboard):
 * every newsletter with its status, time and counts, the way to write one, and click counting (owners switch it).
 */
import { useEffect, useState } from 'react';
import { newslettersText as text } from '#content/dashboard-newsletters.ts';
import { dashboardNewsletterPath } from '#shared/dashboard-paths.ts';
import type { NewsletterSettingsView, NewsletterSummary } from '#shared/newsletters.ts';
import { apiRequest } from '../api.ts';
import { DataTable } from '../DataTable.tsx';
import { useAction } from '../leads/use-action.ts';
import { ListSection } from '../redirects/ListSection.tsx';
import { siteTime } from '../site-time.ts';
import '../staff/staff.css';
import './newsletters.css';

export interface NewslettersPageProps {
  timeZone: string;
  /** Owners switch click counting; editors see whether it is on. */
  canCountClicks: boolean;
}

type Row = NewsletterSummary & { totals: { recipients: number; sent: number } };

function ClickCounting({ canCountClicks }: { canCountClicks: boolean }) {
  const [settings, setSettings] = useState<NewsletterSettingsView | null>(null);
  const [busy, run] = useAction();
  useEffect(() => {
    apiRequest<NewsletterSettingsView>('GET', '/api/admin/newsletter-settings').then(setSettings, () => setSettings(null));
  }, []);
  if (!settings) return null;
  const change = (countClicks: boolean) =>
    void run(
      async () => {
        await apiRequest('PUT', '/api/admin/newsletter-settings', { countClicks });
        setSettings({ ...settings, countClicks });
      },
      text.clicksSaved(countClicks),
      text.clicksFailed,
    );
  return (
    <section className="card staff-section" aria-labelledby="click-counting-heading">
      <h2 id="click-counting-heading">{text.clicksHeading}</h2>
      <p>{text.clicksExplain}</p>
      {canCountClicks ? (
        <label className="newsletter-check">
          <input type="checkbox" checked={settings.countClicks} disabled={busy} onChange={(event) => change(event.target.checked)} /> {text.clicksToggle}
        </label>
      ) : (
        <p>{text.clicksOwnerOnly}</p>
      )}
      <p aria-live="polite">
        <strong>{settings.countClicks ? text.clicksOn : text.clicksOff}</strong>
      </p>
    </section>
  );
}

export function NewslettersPage({ timeZone, canCountClicks }: NewslettersPageProps) {
  const [list, setList] = useState<Row[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    apiRequest<{ newsletters: Row[] }>('GET', '/api/admin/newsletters').then(
      (answer) => setList(answer.newsletters),
      () => setFailed(true),
    );
  }, []);

  return (
    <div className="dashboard-page staff-page newsletters-page">
      <header className="dashboard-header staff-page-header">
        <h1>{text.heading}</h1>
        <p>{text.intro}</p>
        <p>
          <a className="button button-primary" href={dashboardNewsletterPath('new')}>
            {text.write}
          </a>
        </p>
      </header>
      <ListSection id="newsletters-heading" heading={text.listHeading} failed={failed} count={list?.length ?? null} empty={text.none}>
        <DataTable label={text.listTable} columns={[text.subject, text.status, text.when, text.recipients, text.sentCount]}>
          {list?.map((newsletter) => (
            <tr key={newsletter.id}>
              <th scope="row">
                <a href={dashboardNewsletterPath(newsletter.id)}>{newsletter.subject}</a>
              </th>
              <td>{text.statuses[newsletter.status] ?? newsletter.status}</td>
              <td>{siteTime(newsletter.finishedAt ?? newsletter.sendAt, timeZone)}</td>
              <td>{newsletter.totals.recipients}</td>
              <td>{newsletter.totals.sent}</td>
            </tr>
          ))}
        </DataTable>
      </ListSection>
      <ClickCounting canCountClicks={canCountClicks} />
    </div>
  );
}
