/** The parts of one lead's page (LeadPage.tsx): contact details, where it came from, its pipeline, notes and history. */
import { leadPageText as text } from '#content/dashboard-leads.ts';
import { leadStatusLabels } from '#content/dashboard-overview.ts';
import type { CallState } from '#shared/booking.ts';
import { leadStatuses, type LeadChange, type LeadDetail, type LeadStatus } from '#shared/contact-fields.ts';
import type { Owner } from './LeadFilters.tsx';
import { siteTime } from '../site-time.ts';

interface HistoryItem {
  at: string;
  text: string;
  body?: string;
}

function describeChange(change: LeadChange, owners: Owner[], timeZone: string): string {
  if (change.change === 'call') {
    const [state = '', start] = change.value.split(' ');
    const label = text.callStates[state as CallState] ?? state;
    return text.callChange(label, start ? siteTime(start, timeZone) : '') + text.by(change.actorName);
  }
  const value =
    change.change === 'status'
      ? (leadStatusLabels[change.value as LeadStatus] ?? change.value)
      : change.change === 'owner' && change.value
        ? (owners.find((owner) => String(owner.id) === change.value)?.username ?? `#${change.value}`)
        : change.value;
  return text.changes[change.change](value) + text.by(change.actorName);
}

/** Receipt, changes and notes, oldest first. */
function historyOf(lead: LeadDetail, owners: Owner[], timeZone: string): HistoryItem[] {
  const items: HistoryItem[] = [
    { at: lead.createdAt, text: text.created },
    ...lead.history.map((change) => ({ at: change.at, text: describeChange(change, owners, timeZone) })),
    ...lead.notes.map((note) => ({ at: note.createdAt, text: text.noteBy(note.authorName), body: note.body })),
  ];
  return items.sort((a, b) => a.at.localeCompare(b.at));
}

export function LeadContact({ lead }: { lead: LeadDetail }) {
  return (
    <section className="card lead-page-section" aria-labelledby="lead-contact">
      <h2 id="lead-contact">{text.contact}</h2>
      <dl className="lead-details">
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${lead.email}`}>{lead.email}</a>{' '}
          <a className="button button-secondary lead-reply" href={`mailto:${lead.email}?subject=${encodeURIComponent(`Re: ${lead.subject}`)}`}>
            {text.reply}
          </a>
        </dd>
        <dt>Phone</dt>
        <dd>{lead.phone ?? text.unknown}</dd>
        <dt>Subject</dt>
        <dd>{lead.subject}</dd>
      </dl>
      <h3>{text.message}</h3>
      <p className="lead-message">{lead.message}</p>
    </section>
  );
}

export function Attribution({ lead }: { lead: LeadDetail }) {
  const rows: [string, string | null][] = [
    [text.landingPage, lead.attribution.landingPage],
    [text.referrer, lead.attribution.referrerHost],
    [text.utmSource, lead.attribution.utmSource],
    [text.utmMedium, lead.attribution.utmMedium],
    [text.utmCampaign, lead.attribution.utmCampaign],
    [text.sentFrom, lead.attribution.sentFrom],
    ...(lead.guide ? ([[text.guide, lead.guide.title]] as [string, string][]) : []),
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

/** The pipeline as the form shows it: status, owner ('' for none) and follow-up date ('' for none). */
export interface PipelineValues {
  status: LeadStatus;
  ownerId: string;
  followUp: string;
}

interface PipelineFormProps {
  values: PipelineValues;
  owners: Owner[];
  busy: boolean;
  onChange: (change: Partial<PipelineValues>) => void;
  onSave: () => void;
}

export function LeadPipelineForm({ values, owners, busy, onChange, onSave }: PipelineFormProps) {
  return (
    <section className="card lead-page-section" aria-labelledby="lead-pipeline">
      <h2 id="lead-pipeline">{text.pipeline}</h2>
      <form
        className="lead-pipeline-form"
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <label htmlFor="lead-status">{text.status}</label>
        <select id="lead-status" value={values.status} onChange={(event) => onChange({ status: event.target.value as LeadStatus })}>
          {leadStatuses.map((value) => (
            <option key={value} value={value}>
              {leadStatusLabels[value]}
            </option>
          ))}
        </select>
        <label htmlFor="lead-owner">{text.owner}</label>
        <select id="lead-owner" value={values.ownerId} onChange={(event) => onChange({ ownerId: event.target.value })}>
          <option value="">{text.noOwner}</option>
          {owners.map((owner) => (
            <option key={owner.id} value={String(owner.id)}>
              {owner.username}
            </option>
          ))}
        </select>
        <label htmlFor="lead-follow-up">{text.followUp}</label>
        <input id="lead-follow-up" type="date" value={values.followUp} onChange={(event) => onChange({ followUp: event.target.value })} />
        <button type="submit" className="button button-primary" disabled={busy}>
          {text.save}
        </button>
      </form>
    </section>
  );
}

interface NoteFormProps {
  note: string;
  busy: boolean;
  onChange: (note: string) => void;
  onAdd: () => void;
}

export function LeadNoteForm({ note, busy, onChange, onAdd }: NoteFormProps) {
  return (
    <section className="card lead-page-section" aria-labelledby="lead-notes">
      <h2 id="lead-notes">{text.notes}</h2>
      <form
        className="lead-note-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (note.trim()) onAdd();
        }}
      >
        <label htmlFor="lead-note">{text.noteLabel}</label>
        <textarea id="lead-note" rows={3} maxLength={5000} value={note} onChange={(event) => onChange(event.target.value)} />
        <button type="submit" className="button button-primary" disabled={busy || !note.trim()}>
          {text.addNote}
        </button>
      </form>
    </section>
  );
}

export function LeadHistory({ lead, owners, timeZone }: { lead: LeadDetail; owners: Owner[]; timeZone: string }) {
  return (
    <section className="card lead-page-section" aria-labelledby="lead-history">
      <h2 id="lead-history">{text.history}</h2>
      <ol className="lead-history">
        {historyOf(lead, owners, timeZone).map((item, index) => (
          <li key={`${item.at}-${index}`}>
            <time dateTime={item.at}>{siteTime(item.at, timeZone)}</time>
            <span>{item.text}</span>
            {item.body && <p className="lead-message">{item.body}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
