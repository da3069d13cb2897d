/**
 * One newsletter (/dashboard/newsletters/new and /dashboard/newsletters/{id}; docs/product/subscriptions.md#the-dashboard):
 * while it is a draft or scheduled, the compose form with autosave, the preview and the send panel; once sending,
 * its counts and clicks per link.
 */
import { useEffect, useRef, useState } from 'react';
import { newsletterText as text, newslettersText } from '#content/dashboard-newsletters.ts';
import { dashboardNewslettersPath } from '#shared/dashboard-paths.ts';
import type { NewsletterDetail, NewsletterSettingsView } from '#shared/newsletters.ts';
import { apiRequest } from '../api.ts';
import type { RichTextHandle } from '../editor/RichTextField.tsx';
import { useAction } from '../leads/use-action.ts';
import { siteTime } from '../site-time.ts';
import { ComposeForm } from './ComposeForm.tsx';
import { EmailPreview } from './EmailPreview.tsx';
import { NewsletterReport } from './NewsletterReport.tsx';
import { SendPanel } from './SendPanel.tsx';
import { useNewsletterDraft } from './use-newsletter-draft.ts';
import '#components/text-field.css';
import '../dashboard.css';
import '../staff/staff.css';
import '../editor/post-editor.css';
import './newsletters.css';

export interface NewsletterPageProps {
  /** null: a new newsletter. */
  id: number | null;
  timeZone: string;
  /** Owners are shown where the postal address is filled in. */
  isOwner: boolean;
}

interface ComposeProps {
  initial: NewsletterDetail | null;
  settings: NewsletterSettingsView;
  timeZone: string;
  isOwner: boolean;
  reload(id: number): Promise<NewsletterDetail | null>;
  /** The subject as last saved, for the page's heading. */
  onSaved(subject: string): void;
}

function Compose({ initial, settings, timeZone, isOwner, reload, onSaved }: ComposeProps) {
  const body = useRef<RichTextHandle>(null);
  const draft = useNewsletterDraft(initial, body);
  const saved = useRef(onSaved);
  saved.current = onSaved;
  useEffect(() => {
    if (draft.version > 0) saved.current(draft.fields.subject);
    // Only a save renames the page.
  }, [draft.version]);
  const [busy, run] = useAction();
  const status =
    draft.status.kind === 'failed' || draft.status.kind === 'conflict'
      ? `${text.saveStates.failed}: ${draft.status.reason}`
      : text.saveStates[draft.status.kind];
  const remove = () => {
    if (!window.confirm(text.confirmDelete)) return;
    void run(
      async () => {
        await apiRequest('DELETE', `/api/admin/newsletters/${draft.id}`);
        window.location.assign(dashboardNewslettersPath);
      },
      text.deleted,
      text.deleteFailed,
    );
  };
  return (
    <>
      <p className="newsletter-save-status" role="status">
        {status}
      </p>
      {initial?.status === 'scheduled' && initial.sendAt && <p className="newsletter-notice">{text.scheduledFor(siteTime(initial.sendAt, timeZone))}</p>}
      <div className="newsletter-columns">
        <ComposeForm
          fields={draft.fields}
          errors={draft.errors}
          initialHtml={initial?.bodyHtml ?? ''}
          body={body}
          change={draft.change}
          bodyChanged={draft.bodyChanged}
        />
        <EmailPreview src={draft.id === null ? null : (theme) => `/api/admin/newsletters/${draft.id}/preview?theme=${theme}`} version={draft.version} />
      </div>
      <SendPanel
        id={draft.id}
        settings={settings}
        timeZone={timeZone}
        isOwner={isOwner}
        flush={draft.flush}
        reload={async () => (draft.id === null ? null : reload(draft.id))}
      />
      {draft.id !== null && (
        <p>
          <button type="button" className="button button-secondary" disabled={busy} onClick={remove}>
            {text.deleteButton}
          </button>
        </p>
      )}
    </>
  );
}

export function NewsletterPage({ id, timeZone, isOwner }: NewsletterPageProps) {
  const [newsletter, setNewsletter] = useState<NewsletterDetail | null>(null);
  const [settings, setSettings] = useState<NewsletterSettingsView | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [savedSubject, setSavedSubject] = useState<string | null>(null);

  const load = async (which: number) => {
    try {
      const answer = await apiRequest<NewsletterDetail>('GET', `/api/admin/newsletters/${which}`);
      setNewsletter(answer);
      return answer;
    } catch {
      setFailed(text.loadFailed);
      return null;
    }
  };
  useEffect(() => {
    if (id !== null) void load(id);
    apiRequest<NewsletterSettingsView>('GET', '/api/admin/newsletter-settings').then(setSettings, () => setFailed(text.loadFailed));
  }, [id]);

  const loaded = settings && (id === null || newsletter);
  const sending = newsletter && (newsletter.status === 'sending' || newsletter.status === 'sent');
  return (
    <div className="dashboard-page staff-page newsletter-page">
      <header className="dashboard-header staff-page-header">
        <p>
          <a href={dashboardNewslettersPath}>{text.back}</a>
        </p>
        <h1>{savedSubject ?? (id === null ? text.newHeading : text.heading(newsletter?.subject ?? ''))}</h1>
        {newsletter && (
          <p className="newsletter-status">
            {newsletter.status === 'sent' && newsletter.finishedAt
              ? text.sentOn(siteTime(newsletter.finishedAt, timeZone))
              : newsletter.status === 'sending' && newsletter.sendAt
                ? text.sendingSince(siteTime(newsletter.sendAt, timeZone))
                : newslettersText.statuses[newsletter.status]}
          </p>
        )}
      </header>
      {failed ? (
        <p role="alert">{failed}</p>
      ) : !loaded ? (
        <p aria-live="polite">{newslettersText.loading}</p>
      ) : sending ? (
        <NewsletterReport newsletter={newsletter} />
      ) : (
        <Compose initial={newsletter} settings={settings} timeZone={timeZone} isOwner={isOwner} reload={load} onSaved={setSavedSubject} />
      )}
    </div>
  );
}
