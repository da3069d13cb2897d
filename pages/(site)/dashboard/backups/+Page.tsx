import { backupsText as text } from '#content/dashboard-backups.ts';
import { usePageContext } from '#renderer/page-context.tsx';
import type { Data } from './+data.ts';
import './backups.css';

const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export default function Page() {
  const { sessionUser, data } = usePageContext();
  if (!sessionUser) return null;
  const { status } = data as Data;
  return (
    <div className="dashboard-page backups-page">
      <header className="dashboard-header backups-header">
        <h1>{text.heading}</h1>
        <p>{text.intro}</p>
      </header>
      <section className="card backups-section" aria-labelledby="backups-backup">
        <h2 id="backups-backup">{text.backup.heading}</h2>
        <p>{text.backup.text}</p>
        <p>{text.backup.encryption}</p>
        <p>
          <a className="button button-primary" href="/api/admin/backup/download" download>
            {text.backup.download}
          </a>
        </p>
      </section>
      <section className="card backups-section" aria-labelledby="backups-export">
        <h2 id="backups-export">{text.export.heading}</h2>
        <p>{text.export.text}</p>
        <p>
          <a className="button button-secondary" href="/api/admin/backup/content.zip" download>
            {text.export.download}
          </a>
        </p>
      </section>
      <section className="card backups-section" aria-labelledby="backups-schedule">
        <h2 id="backups-schedule">{text.schedule.heading}</h2>
        {status.lastError && status.lastErrorAt && (
          <div className="backups-failure" role="alert">
            <strong>{`${text.schedule.failed} ${text.schedule.failedAt} ${when(status.lastErrorAt)}:`}</strong> {status.lastError}
          </div>
        )}
        {status.running && <p>{text.schedule.running}</p>}
        {status.lastFinishedAt && status.lastFile ? (
          <dl className="backups-last">
            <dt>{text.schedule.last}</dt>
            <dd>{when(status.lastFinishedAt)}</dd>
            <dt>{text.schedule.file}</dt>
            <dd className="backups-file">{status.lastFile}</dd>
            {status.lastBytes !== null && (
              <>
                <dt>{text.schedule.size}</dt>
                <dd>{megabytes(status.lastBytes)}</dd>
              </>
            )}
          </dl>
        ) : (
          <p>{text.schedule.never}</p>
        )}
      </section>
    </div>
  );
}
