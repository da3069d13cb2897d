/**
 * The Site health page (/dashboard/site-health, owners and editors; docs/product/redirects.md#site-health):
 * the last background check's items, grouped by kind, each with its page and a link to fix it. Nothing is
 * checked when the page opens: it reads the last report.
 */
import { useEffect, useState } from 'react';
import { siteHealthText as text } from '#content/dashboard-upkeep.ts';
import { siteHealthKinds, type SiteHealthItem, type SiteHealthReport } from '#shared/site-health.ts';
import { apiRequest } from '../api.ts';
import '../staff/staff.css';
import './site-health.css';
import { siteTime } from '../site-time.ts';
import type { SiteZoneProps } from '../../registry.ts';

function KindSection({ kind, items }: { kind: SiteHealthItem['kind']; items: SiteHealthItem[] }) {
  const heading = `health-${kind}`;
  return (
    <section className="card staff-section" aria-labelledby={heading} data-kind={kind}>
      <h2 id={heading}>
        {text.kinds[kind]} <span className="health-count">({items.length})</span>
      </h2>
      <ul className="health-items">
        {items.map((item, index) => (
          <li key={`${item.url}-${index}`} className="health-item">
            <p className="health-page">
              <a href={item.url}>
                <code>{item.url}</code>
              </a>
            </p>
            <p>{item.detail}</p>
            <p>
              {item.editUrl ? (
                <a className="button button-secondary" href={item.editUrl} aria-label={text.editLabel(item.url)}>
                  {text.edit}
                </a>
              ) : (
                <span className="health-no-editor">{text.noEditor}</span>
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SiteHealthPage({ timeZone }: SiteZoneProps) {
  const [report, setReport] = useState<SiteHealthReport | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    apiRequest<SiteHealthReport>('GET', '/api/admin/site-health').then(setReport, () => setFailed(true));
  }, []);

  return (
    <div className="dashboard-page staff-page site-health-page">
      <header className="dashboard-header staff-page-header">
        <h1>{text.heading}</h1>
        <p>{text.intro}</p>
      </header>
      {failed ? (
        <p role="alert">{text.loadFailed}</p>
      ) : !report ? (
        <p aria-live="polite">{text.loading}</p>
      ) : report.checkedAt === null ? (
        <p className="card staff-section">{text.notChecked}</p>
      ) : (
        <>
          <p className="health-summary">
            {text.checkedAt} <time dateTime={report.checkedAt}>{siteTime(report.checkedAt, timeZone)}</time>.{' '}
            {report.items.length === 0 ? text.allClear : text.count(report.items.length)}
          </p>
          {siteHealthKinds.map((kind) => {
            const items = report.items.filter((item) => item.kind === kind);
            return items.length > 0 && <KindSection key={kind} kind={kind} items={items} />;
          })}
        </>
      )}
    </div>
  );
}
