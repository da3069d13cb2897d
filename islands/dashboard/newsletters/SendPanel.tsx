/**
 * Sending: a test to yourself (not counted), then send now or schedule in the site's time zone, after a question
 * naming the number of recipients. Without the company's postal address (CAN-SPAM) nothing can be sent: the panel
 * says so in plain words and shows an owner where to fill it in.
 */
import { useId, useState } from 'react';
import { newsletterText as text } from '#content/dashboard-newsletters.ts';
import { dashboardSettingsPath } from '#shared/dashboard-paths.ts';
import type { NewsletterDetail, NewsletterSettingsView } from '#shared/newsletters.ts';
import { fromZonedInput, zoneName } from '#shared/zoned-time.ts';
import { apiRequest } from '../api.ts';
import { useAction } from '../leads/use-action.ts';
import { siteTime } from '../site-time.ts';
import { SendConfirm } from './SendConfirm.tsx';

export interface SendPanelProps {
  id: number | null;
  settings: NewsletterSettingsView;
  timeZone: string;
  isOwner: boolean;
  /** Saves what is waiting; false when the draft could not be saved. */
  flush(): Promise<boolean>;
  /** Loads the newsletter again (its audience now, its new status after a send). */
  reload(): Promise<NewsletterDetail | null>;
}

function AddressMissing({ isOwner }: { isOwner: boolean }) {
  return (
    <div className="newsletter-notice" role="note" aria-labelledby="address-missing-heading">
      <h3 id="address-missing-heading">{text.addressMissingHeading}</h3>
      <p>{text.addressMissing}</p>
      {isOwner ? (
        <p>
          {text.addressOwner} <a href={dashboardSettingsPath}>{text.addressOwnerLink}</a>
        </p>
      ) : (
        <p>{text.addressAskOwner}</p>
      )}
    </div>
  );
}

export function SendPanel({ id, settings, timeZone, isOwner, flush, reload }: SendPanelProps) {
  const [busy, run] = useAction();
  const [mode, setMode] = useState<'now' | 'later'>('now');
  const [local, setLocal] = useState('');
  const [whenError, setWhenError] = useState('');
  const [confirm, setConfirm] = useState<{ audience: number; subject: string; at: string | null } | null>(null);
  const whenId = useId();
  const ready = settings.postalAddress && settings.mailConfigured && id !== null;

  const test = () => void run(async () => (await flush()) && apiRequest('POST', `/api/admin/newsletters/${id}/test`), text.testSent, text.testFailed);

  const ask = async () => {
    const at = mode === 'later' ? fromZonedInput(local, timeZone) : undefined;
    if (mode === 'later' && (!at || Date.parse(at) <= Date.now())) return setWhenError(text.whenRequired);
    setWhenError('');
    if (!(await flush())) return;
    const fresh = await reload();
    if (fresh) setConfirm({ audience: fresh.audience, subject: fresh.subject, at: at ?? null });
  };

  const send = () =>
    void run(
      async () => {
        await apiRequest('POST', `/api/admin/newsletters/${id}/send`, confirm?.at ? { at: confirm.at } : {});
        setConfirm(null);
        await reload();
      },
      confirm?.at ? text.scheduled : text.sending,
      text.sendFailed,
    );

  return (
    <section className="card staff-section newsletter-send" aria-labelledby="send-heading">
      <h2 id="send-heading">{text.sendHeading}</h2>
      {!settings.postalAddress && <AddressMissing isOwner={isOwner} />}
      {!settings.mailConfigured && <p className="newsletter-notice">{text.mailMissing}</p>}
      <h3>{text.testHeading}</h3>
      <p>{settings.yourEmail ? text.testIntro(settings.yourEmail) : text.testNoEmail}</p>
      <button
        type="button"
        className="button button-secondary"
        disabled={busy || !settings.yourEmail || !settings.mailConfigured || id === null}
        onClick={test}
      >
        {text.testButton}
      </button>
      <fieldset className="newsletter-when">
        <legend>{text.sendHeading}</legend>
        <label className="newsletter-check">
          <input type="radio" name="newsletter-send-mode" value="now" checked={mode === 'now'} onChange={() => setMode('now')} /> {text.sendNow}
        </label>
        <label className="newsletter-check">
          <input type="radio" name="newsletter-send-mode" value="later" checked={mode === 'later'} onChange={() => setMode('later')} /> {text.schedule}
        </label>
        {mode === 'later' && (
          <div className="field">
            <label className="field-label" htmlFor={whenId}>
              {text.when(zoneName(timeZone, Date.now()))}
            </label>
            <input
              id={whenId}
              className="text-field"
              type="datetime-local"
              value={local}
              aria-invalid={whenError ? true : undefined}
              aria-describedby={whenError ? `${whenId}-error` : undefined}
              onChange={(event) => setLocal(event.target.value)}
            />
            {whenError && (
              <p className="field-error" id={`${whenId}-error`}>
                {whenError}
              </p>
            )}
          </div>
        )}
      </fieldset>
      <button type="button" className="button button-primary" disabled={busy || !ready} onClick={() => void ask()}>
        {mode === 'later' ? text.scheduleButton : text.sendButton}
      </button>
      {confirm && (
        <SendConfirm
          subject={confirm.subject}
          audience={confirm.audience}
          when={confirm.at ? siteTime(confirm.at, timeZone) : null}
          busy={busy}
          onConfirm={send}
          onClose={() => setConfirm(null)}
        />
      )}
    </section>
  );
}
