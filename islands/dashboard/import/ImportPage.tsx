/**
 * The Import page (/dashboard/import, owners and editors; docs/product/admin.md#importing): an export and its
 * images archive are uploaded with progress, then the job is polled every second until it ends and its report
 * shows. Recent imports are listed with their status, each report one click away.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { importText as text } from '#content/dashboard-import.ts';
import { draftsChoices } from '#shared/import-report.ts';
import { apiMessage, apiRequest } from '../api.ts';
import { isRunning, type ImportJobView } from './import-job.ts';
import { ImportReportView } from './ImportReportView.tsx';
import { uploadImport } from './import-upload.ts';
import '../staff/staff.css';
import './import.css';

const pollMs = 1000;

function JobStatus({ job }: { job: ImportJobView }) {
  if (job.status === 'queued') return <p>{text.queued}</p>;
  if (job.status === 'running')
    return (
      <p>
        <label htmlFor="import-progress">{text.running(job.processed, job.total)}</label>{' '}
        <progress id="import-progress" max={Math.max(job.total, 1)} value={job.processed} />
      </p>
    );
  if (job.status === 'failed') return <p role="alert">{`${text.failed} ${job.error ?? ''}`}</p>;
  if (job.status === 'interrupted') return <p role="alert">{text.interrupted}</p>;
  return job.report ? <ImportReportView report={job.report} /> : null;
}

export function ImportPage() {
  const [source, setSource] = useState<'wordpress' | 'ghost'>('wordpress');
  const [sending, setSending] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [job, setJob] = useState<ImportJobView | null>(null);
  const [recent, setRecent] = useState<ImportJobView[]>([]);

  const loadRecent = () =>
    apiRequest<{ jobs: ImportJobView[] }>('GET', '/api/admin/import').then(
      (answer) => setRecent(answer.jobs),
      () => undefined,
    );
  useEffect(() => void loadRecent(), []);

  // The dashboard polls the job's row (server/import/import-jobs.server.ts) until it ends.
  useEffect(() => {
    if (!job || !isRunning(job)) return;
    const timer = setTimeout(() => {
      apiRequest<ImportJobView>('GET', `/api/admin/import/${job.id}`).then(
        (next) => {
          setJob(next);
          if (!isRunning(next)) void loadRecent();
        },
        (failure: unknown) => setError(apiMessage(failure) ?? text.failed),
      );
    }, pollMs);
    return () => clearTimeout(timer);
  }, [job]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) return setError(text.noFile);
    const uploads = form.get('uploads');
    if (uploads instanceof File && uploads.size === 0) form.delete('uploads');
    setError(null);
    setJob(null);
    setSending(0);
    const result = await uploadImport(form, (fraction) => setSending(Math.round(fraction * 100)));
    setSending(null);
    if (!result.ok) return setError(result.message);
    setJob(result.job);
  };

  return (
    <div className="dashboard-page staff-page import-page">
      <header className="dashboard-header staff-page-header">
        <h1>{text.heading}</h1>
        <p>{text.intro}</p>
      </header>
      <form className="card staff-section import-form" aria-label={text.formLabel} onSubmit={(event) => void submit(event)}>
        <fieldset className="staff-field">
          <legend>{text.source}</legend>
          {(['wordpress', 'ghost'] as const).map((kind) => (
            <label key={kind} className="import-choice">
              <input type="radio" name="source" value={kind} checked={source === kind} onChange={() => setSource(kind)} /> {text.sources[kind]}
            </label>
          ))}
        </fieldset>
        <div className="staff-field">
          <label htmlFor="import-file">{text.file}</label>
          <input id="import-file" name="file" type="file" required accept={source === 'wordpress' ? '.xml,text/xml' : '.json,application/json'} />
        </div>
        <div className="staff-field">
          <label htmlFor="import-uploads">{text.uploads}</label>
          <input id="import-uploads" name="uploads" type="file" accept=".zip,application/zip" aria-describedby="import-uploads-hint" />
          <p id="import-uploads-hint" className="import-hint">
            {text.uploadsHint[source]}
          </p>
        </div>
        <fieldset className="staff-field" aria-describedby="import-drafts-hint">
          <legend>{text.drafts}</legend>
          {draftsChoices.map((choice) => (
            <label key={choice} className="import-choice">
              <input type="radio" name="drafts" value={choice} defaultChecked={choice === 'missing-images'} /> {text.draftsChoices[choice]}
            </label>
          ))}
          <p id="import-drafts-hint" className="import-hint">
            {text.draftsHint}
          </p>
        </fieldset>
        <div className="staff-actions">
          <button type="submit" className="button button-primary" disabled={sending !== null || (job !== null && isRunning(job))}>
            {text.start}
          </button>
        </div>
        <div aria-live="polite">
          {sending !== null && <p>{text.sending(sending)}</p>}
          {error && <p role="alert">{error}</p>}
        </div>
      </form>
      {job && (
        <section className="card staff-section" aria-labelledby="import-current" aria-live="polite">
          <h2 id="import-current">
            {text.report}: {job.fileName}
          </h2>
          <JobStatus job={job} />
        </section>
      )}
      <section className="card staff-section" aria-labelledby="import-recent">
        <h2 id="import-recent">{text.recent}</h2>
        {recent.length === 0 ? (
          <p className="staff-empty">{text.none}</p>
        ) : (
          <ul className="import-recent">
            {recent.map((item) => (
              <li key={item.id}>
                {item.fileName} ({text.sources[item.kind]}): {text.statuses[item.status]}{' '}
                {item.report && (
                  <button type="button" className="button button-secondary" onClick={() => setJob(item)}>
                    {text.show}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
