/**
 * "My calendar feed" (docs/product/booking.md#staff-side): the person's private iCalendar address. Only its
 * hash is stored, so the address shows once, when made; a new one replaces it and "Turn off" revokes it.
 */
import { useEffect, useRef, useState } from 'react';
import { callsText as text } from '#content/dashboard-calls.ts';
import { toast } from '../../toast/toast.ts';
import { apiRequest } from '../api.ts';
import { useAction } from '../leads/use-action.ts';

export function CalendarFeed() {
  const [createdAt, setCreatedAt] = useState<string | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const [busy, run] = useAction();
  const urlField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    apiRequest<{ createdAt: string | null }>('GET', '/api/admin/calendar-feed').then(
      (state) => setCreatedAt(state.createdAt),
      () => setFailed(true),
    );
  }, []);

  const make = () => {
    if (createdAt && !window.confirm(text.confirmRemake)) return;
    void run(
      async () => {
        const made = await apiRequest<{ url: string }>('POST', '/api/admin/calendar-feed');
        setUrl(made.url);
        setCreatedAt(new Date().toISOString());
        requestAnimationFrame(() => urlField.current?.select());
      },
      text.feedMade,
      text.feedFailed,
    );
  };

  const revoke = () => {
    if (!window.confirm(text.confirmRevoke)) return;
    void run(
      async () => {
        await apiRequest('DELETE', '/api/admin/calendar-feed');
        setUrl(null);
        setCreatedAt(null);
      },
      text.feedRevoked,
      text.revokeFailed,
    );
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: text.copied });
    } catch {
      urlField.current?.select();
      toast({ title: text.copyFailed, variant: 'destructive' });
    }
  };

  const made = createdAt ? new Date(createdAt).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }) : '';
  return (
    <section className="card staff-section calls-feed" aria-labelledby="feed-heading">
      <h2 id="feed-heading">{text.feedHeading}</h2>
      <p>{text.feedIntro}</p>
      {failed && <p>{text.loadFailed}</p>}
      {!failed && createdAt === undefined && <p>{text.loading}</p>}
      {createdAt === null && <p>{text.feedNone}</p>}
      {createdAt && !url && <p>{text.feedSince(made)}</p>}
      {url && (
        <div className="staff-field">
          <label htmlFor="calendar-feed-url">{text.feedUrl}</label>
          <input ref={urlField} id="calendar-feed-url" className="text-field calls-feed-url" readOnly value={url} onFocus={(event) => event.target.select()} />
        </div>
      )}
      {createdAt !== undefined && (
        <div className="staff-actions">
          {url && (
            <button type="button" className="button button-secondary" onClick={() => void copy()}>
              {text.copy}
            </button>
          )}
          <button type="button" className="button button-primary" disabled={busy} onClick={make}>
            {createdAt ? text.remakeFeed : text.makeFeed}
          </button>
          {createdAt && (
            <button type="button" className="button button-secondary" disabled={busy} onClick={revoke}>
              {text.revokeFeed}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
