/**
 * One lead's page (/dashboard#lead-ID): the message, where it came from, its
 * pipeline (status, owner, follow-up date), notes, and its whole history in
 * time order. Deleting removes the lead with its notes and history.
 */
import { useEffect, useState } from 'react';
import { leadPageText as text } from '#content/dashboard-leads.ts';
import type { CallOutcome, LeadCall } from '#shared/booking.ts';
import type { LeadDetail } from '#shared/contact-fields.ts';
import { dashboardLeadsPath } from '#shared/dashboard-paths.ts';
import { flashToast } from '../../toast/flash.ts';
import { apiRequest } from '../api.ts';
import { ConfirmDialog } from '../posts/ConfirmDialog.tsx';
import type { Owner } from './LeadFilters.tsx';
import { LeadCalls } from './LeadCalls.tsx';
import { LeadSequences } from './LeadSequences.tsx';
import { leadSequencesText } from '#content/sequences.ts';
import type { LeadEnrolment } from '#shared/sequences.ts';
import { LeadRevenueCheck } from './LeadRevenueCheck.tsx';
import { Attribution, LeadContact, LeadHistory, LeadNoteForm, LeadPipelineForm, type PipelineValues } from './LeadSections.tsx';
import { useAction } from './use-action.ts';
import { siteTime } from '../site-time.ts';

export interface LeadPageProps {
  id: number;
  /** Only roles that may delete leads see the button (the server checks again). */
  canDelete: boolean;
  /** The site's time zone: every time is shown in it, labelled. */
  timeZone: string;
}

/** One lead at /dashboard/leads/{id}; Back and a deletion return to the list. */
export function LeadPage({ id, canDelete, timeZone }: LeadPageProps) {
  const [lead, setLead] = useState<LeadDetail | null>(null);
  const [missing, setMissing] = useState(false);
  const [owners, setOwners] = useState<Owner[]>([]);
  const [pipeline, setPipeline] = useState<PipelineValues>({ status: 'new', ownerId: '', followUp: '' });
  const [note, setNote] = useState('');
  const [busy, run] = useAction();
  const [confirming, setConfirming] = useState(false);

  function show(detail: LeadDetail) {
    setLead(detail);
    setPipeline({ status: detail.status, ownerId: detail.ownerId === null ? '' : String(detail.ownerId), followUp: detail.followUpAt ?? '' });
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
        const { status, ownerId, followUp } = pipeline;
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

  /** Answers whether the call was marked, so its note field empties only then. */
  const markCall = async (call: LeadCall, state: CallOutcome, callNote: string) => {
    let marked = false;
    await run(
      async () => {
        await apiRequest('PATCH', `/api/admin/calls/${call.id}`, { state, ...(callNote.trim() ? { note: callNote } : {}) });
        marked = true;
        await reload();
      },
      text.callMarked,
      text.callMarkFailed,
    );
    return marked;
  };

  const takeOut = (enrolment: LeadEnrolment) =>
    void run(
      async () => {
        await apiRequest('POST', `/api/admin/contacts/${id}/sequences/${enrolment.id}/remove`);
        await reload();
      },
      leadSequencesText.takenOut,
      leadSequencesText.takeOutFailed,
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
          <time dateTime={lead.createdAt}>{siteTime(lead.createdAt, timeZone)}</time>
        </p>
      </header>
      <div className="lead-page-grid">
        <LeadContact lead={lead} />
        <Attribution lead={lead} />
        <LeadCalls calls={lead.calls} timeZone={timeZone} busy={busy} onMark={markCall} />
        <LeadRevenueCheck lead={lead} />
        <LeadPipelineForm
          values={pipeline}
          owners={owners}
          busy={busy}
          onChange={(change) => setPipeline((current) => ({ ...current, ...change }))}
          onSave={() => void save()}
        />
        <LeadNoteForm note={note} busy={busy} onChange={setNote} onAdd={() => void addNote()} />
        <LeadSequences sequences={lead.sequences ?? []} timeZone={timeZone} busy={busy} onTakeOut={takeOut} />
      </div>
      <LeadHistory lead={lead} owners={owners} timeZone={timeZone} />
      {canDelete && (
        <button type="button" className="button button-danger lead-delete" onClick={() => setConfirming(true)} disabled={busy}>
          {text.delete}
        </button>
      )}
      {confirming && (
        <ConfirmDialog
          title={text.delete}
          confirmLabel={text.delete}
          pendingLabel={text.deleting}
          pending={busy}
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
        >
          {text.deleteConfirm}
        </ConfirmDialog>
      )}
    </article>
  );
}
