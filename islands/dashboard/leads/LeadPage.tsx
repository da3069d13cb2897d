/**
 * One lead's page (/dashboard#lead-ID): the message, where it came from, its
 * pipeline (status, owner, follow-up date), notes, and its whole history in
 * time order. Deleting removes the lead with its notes and history.
 */
import { useEffect, useState } from 'react';
import { leadPageText as text } from '#content/dashboard-leads.ts';
import { leadStatusLabels } from '#content/dashboard-overview.ts';
import { leadStatuses, type LeadChange, type LeadDetail, type LeadStatus } from '#shared/contact-fields.ts';
import { dashboardLeadsPath } from '#shared/dashboard-paths.ts';
import { flashToast } from '../../toast/flash.ts';
import { apiRequest } from '../api.ts';
import { ConfirmDialog } from '../posts/ConfirmDialog.tsx';
import type { Owner } from './LeadFilters.tsx';
import { useAction } from './use-action.ts';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

interface HistoryItem {
  at: string;
  text: string;
  body?: string;
}

function describeChange(change: LeadChange, owners: Owner[]): string {
  const value =
    change.change === 'status'
      ? (leadStatusLabels[change.value as LeadStatus] ?? change.value)
      : change.change === 'owner' && change.value
        ? (owners.find((owner) => String(owner.id) === change.value)?.username ?? `#${change.value}`)
        : change.value;
  return text.changes[change.change](value) + text.by(change.actorName);
}

/** Receipt, changes and notes, oldest first. */
function historyOf(lead: LeadDetail, owners: Owner[]): HistoryItem[] {
  const items: HistoryItem[] = [
    { at: lead.createdAt, text: text.created },
    ...lead.history.map((change) => ({ at: change.at, text: describeChange(change, owners) })),
    ...lead.notes.map((note) => ({ at: note.createdAt, text: text.noteBy(note.authorName), body: note.body })),
  ];
  return items.sort((a, b) => a.at.localeCompare(b.at));
}

function Attribution({ lead }: { lead: LeadDetail }) {
  const rows: [string, string | null][] = [
    [text.landingPage, lead.attribution.landingPage],
    [text.referrer, lead.attribution.referrerHost],
    [text.utmSource, lead.attribution.utmSource],
    [text.utmMedium, lead.attribution.utmMedium],
    [text.utmCampaign, lead.attribution.utmCampaign],
    [text.sentFrom, lead.attribution.sentFrom],
  ];
  return (
    <section className="card lead-page-section" aria-labelledby="lead-attribution">
      <h2 id="lead-attribution">{text.attribution}</h2>
      <dl className="lead-details">
        {rows.map(([label, value]) => (
          <div key={label} className="lead-detail-row">
            <dt>{label}</dt>
            <dd>{value ?? text.unknown}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export interface LeadPageProps {
  id: number;
  /** Only roles that may delete leads see the button (the server checks again). */
  canDelete: boolean;
}

/** One lead at /dashboard/leads/{id}; Back and a deletion return to the list. */
export function LeadPage({ id, canDelete }: LeadPageProps) {
  const [lead, setLead] = useState<LeadDetail | null>(null);
  const [missing, setMissing] = useState(false);
  const [owners, setOwners] = useState<Owner[]>([]);
  const [status, setStatus] = useState<LeadStatus>('new');
  const [ownerId, setOwnerId] = useState('');
  const [followUp, setFollowUp] = useState('');
  const [note, setNote] = useState('');
  const [busy, run] = useAction();
  const [confirming, setConfirming] = useState(false);

  function show(detail: LeadDetail) {
    setLead(detail);
    setStatus(detail.status);
    setOwnerId(detail.ownerId === null ? '' : String(detail.ownerId));
    setFollowUp(detail.followUpAt ?? '');
  }

  const reload = () => apiRequest<LeadDetail>('GET', `/api/admin/contacts/${id}`).then(show);

  useEffect(() => {
    reload().catch(() => setMissing(true));
    apiRequest<Owner[]>('GET', '/api/admin/lead-owners')
      .then(setOwners)
      .catch(() => setOwners([]));
  }, [id]);

  const save = () =>
    run(
      async () => {
        await apiRequest('PATCH', `/api/admin/contacts/${id}`, { status, ownerId: ownerId ? Number(ownerId) : null, followUpAt: followUp || null });
        await reload();
      },
      text.saved,
      text.saveFailed,
    );

  const addNote = () =>
    run(
      async () => {
        await apiRequest('POST', `/api/admin/contacts/${id}/notes`, { text: note });
        setNote('');
        await reload();
      },
      text.noteAdded,
      text.noteFailed,
    );

  const remove = () =>
    run(
      async () => {
        await apiRequest('DELETE', `/api/admin/contacts/${id}`);
        setConfirming(false);
        // The toast goes with the visitor to the list.
        flashToast({ title: text.deleted });
        window.location.assign(dashboardLeadsPath);
      },
      text.deleted,
      text.deleteFailed,
    );

  const back = (
    <a className="lead-page-back" href={dashboardLeadsPath}>
      {text.back}
    </a>
  );
  if (missing) {
    return (
      <section className="lead-page">
        {back}
        <p role="alert">{text.notFound}</p>
      </section>
    );
  }
  if (!lead) return <p>{text.loading}</p>;
  return (
    <article className="lead-page" aria-labelledby="lead-page-heading">
      {back}
      <header className="lead-page-header">
        <h1 id="lead-page-heading">{lead.fullName}</h1>
        <p className="lead-company">{lead.company}</p>
        <p>
          {`${text.received} `}
          <time dateTime={lead.createdAt}>{timeFormat.format(new Date(lead.createdAt))}</time>
        </p>
      </header>
      <div className="lead-page-grid">
        <section className="card lead-page-section" aria-labelledby="lead-contact">
          <h2 id="lead-contact">{text.contact}</h2>
          <dl className="lead-details">
            <dt>Email</dt>
            <dd>{lead.email}</dd>
            <dt>Phone</dt>
            <dd>{lead.phone ?? text.unknown}</dd>
            <dt>Subject</dt>
            <dd>{lead.subject}</dd>
          </dl>
          <h3>{text.message}</h3>
          <p className="lead-message">{lead.message}</p>
        </section>
        <Attribution lead={lead} />
        <section className="card lead-page-section" aria-labelledby="lead-pipeline">
          <h2 id="lead-pipeline">{text.pipeline}</h2>
          <form
            className="lead-pipeline-form"
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <label htmlFor="lead-status">{text.status}</label>
            <select id="lead-status" value={status} onChange={(event) => setStatus(event.target.value as LeadStatus)}>
              {leadStatuses.map((value) => (
                <option key={value} value={value}>
                  {leadStatusLabels[value]}
                </option>
              ))}
            </select>
            <label htmlFor="lead-owner">{text.owner}</label>
            <select id="lead-owner" value={ownerId} onChange={(event) => setOwnerId(event.target.value)}>
              <option value="">{text.noOwner}</option>
              {owners.map((owner) => (
                <option key={owner.id} value={String(owner.id)}>
                  {owner.username}
                </option>
              ))}
            </select>
            <label htmlFor="lead-follow-up">{text.followUp}</label>
            <input id="lead-follow-up" type="date" value={followUp} onChange={(event) => setFollowUp(event.target.value)} />
            <button type="submit" className="button button-primary" disabled={busy}>
              {text.save}
            </button>
          </form>
        </section>
        <section className="card lead-page-section" aria-labelledby="lead-notes">
          <h2 id="lead-notes">{text.notes}</h2>
          <form
            className="lead-note-form"
            onSubmit={(event) => {
              event.preventDefault();
              if (note.trim()) void addNote();
            }}
          >
            <label htmlFor="lead-note">{text.noteLabel}</label>
            <textarea id="lead-note" rows={3} maxLength={5000} value={note} onChange={(event) => setNote(event.target.value)} />
            <button type="submit" className="button button-primary" disabled={busy || !note.trim()}>
              {text.addNote}
            </button>
          </form>
        </section>
      </div>
      <section className="card lead-page-section" aria-labelledby="lead-history">
        <h2 id="lead-history">{text.history}</h2>
        <ol className="lead-history">
          {historyOf(lead, owners).map((item, index) => (
            <li key={`${item.at}-${index}`}>
              <time dateTime={item.at}>{timeFormat.format(new Date(item.at))}</time>
              <span>{item.text}</span>
              {item.body && <p className="lead-message">{item.body}</p>}
            </li>
          ))}
        </ol>
      </section>
      {canDelete && (
        <button type="button" className="button button-danger lead-delete" onClick={() => setConfirming(true)} disabled={busy}>
          {text.delete}
        </button>
      )}
      {confirming && (
        <ConfirmDialog title={text.delete} confirmLabel={text.delete} pendingLabel={text.deleting} pending={busy} onConfirm={() => void remove()} onCancel={() => setConfirming(false)}>
          {text.deleteConfirm}
        </ConfirmDialog>
      )}
    </article>
  );
}
