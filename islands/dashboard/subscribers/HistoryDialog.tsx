/**
 * A subscriber's history in a modal dialog (docs/product/subscriptions.md#the-subscriber-list): each consent (when,
 * which page and form, the exact wording or an import's basis, when confirmed or who attested prior opt-in), what
 * happened to the subscription, and every newsletter sent to the person with its outcome. Focus starts on Close.
 */
import { useEffect, useId, useRef, useState } from 'react';
import {
  delivered,
  markedAsSpam,
  sendStatusLabels,
  subscriberEventLabels,
  subscriberStateLabels,
  subscribersText as text,
} from '#content/dashboard-subscribers.ts';
import type { ListedSubscriber, SubscriberHistoryAnswer } from '#shared/subscriber-list.ts';
import { apiRequest } from '../api.ts';
import { DataTable } from '../DataTable.tsx';
import { siteTime } from '../site-time.ts';
import { useModalDialog } from '../use-modal-dialog.ts';

interface HistoryDialogProps {
  person: ListedSubscriber;
  timeZone: string;
  onClose: () => void;
}

function Consents({ consents, timeZone }: { consents: SubscriberHistoryAnswer['history']['consents']; timeZone: string }) {
  if (consents.length === 0) return <p>{text.noConsents}</p>;
  return (
    <ol className="subscriber-consents">
      {consents.map((consent, index) => (
        <li key={index}>
          <dl>
            <dt>{text.consentGiven}</dt>
            <dd>{siteTime(consent.createdAt, timeZone)}</dd>
            <dt>{text.consentForm}</dt>
            <dd>{consent.form}</dd>
            <dt>{text.consentPage}</dt>
            <dd className="subscriber-break">{consent.page}</dd>
            <dt>{text.consentWording}</dt>
            <dd>
              <q>{consent.wording}</q>
            </dd>
            <dt>{text.consentConfirmed}</dt>
            <dd>
              {consent.confirmedAt ? siteTime(consent.confirmedAt, timeZone) : text.notConfirmed}
              {consent.attestedBy ? ` (${text.attestedBy(consent.attestedBy)})` : ''}
            </dd>
          </dl>
        </li>
      ))}
    </ol>
  );
}

export function HistoryDialog({ person, timeZone, onClose }: HistoryDialogProps) {
  const close = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const modal = useModalDialog({ focusFirst: () => close.current?.focus(), onEscape: onClose });
  const [answer, setAnswer] = useState<SubscriberHistoryAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    apiRequest<SubscriberHistoryAnswer>('GET', `/api/admin/subscribers/${person.id}`).then(setAnswer, () => setFailed(true));
  }, [person.id]);
  const history = answer?.history;

  return (
    <dialog {...modal.props} className="confirm-dialog subscriber-history" aria-labelledby={titleId}>
      <h2 id={titleId} className="subscriber-break">
        {text.historyOf(person.email)}
      </h2>
      <p>{subscriberStateLabels[answer?.state ?? person.state]}</p>
      {failed ? (
        <p role="alert">{text.historyFailed}</p>
      ) : !history ? (
        <p aria-live="polite">{text.loading}</p>
      ) : (
        <>
          <h3>{text.consentsHeading}</h3>
          <Consents consents={history.consents} timeZone={timeZone} />
          <h3>{text.eventsHeading}</h3>
          <ul className="subscriber-events">
            {history.events.map((event, index) => (
              <li key={index}>
                {siteTime(event.createdAt, timeZone)}: {subscriberEventLabels[event.kind] ?? event.kind}
                {event.detail ? ` (${event.detail})` : ''}
              </li>
            ))}
          </ul>
          <h3>{text.emailsHeading}</h3>
          {history.emails.length === 0 ? (
            <p>{text.noEmails}</p>
          ) : (
            <DataTable label={text.emailsHeading} columns={[text.newsletter, text.emailStatus, text.sentAt]}>
              {history.emails.map((email, index) => (
                <tr key={index}>
                  <th scope="row">{email.subject ?? text.untitled}</th>
                  <td>
                    {[sendStatusLabels[email.status] ?? email.status, email.deliveredAt ? delivered : '', email.complainedAt ? markedAsSpam : '']
                      .filter(Boolean)
                      .join(', ')}
                  </td>
                  <td>{email.sentAt ? siteTime(email.sentAt, timeZone) : '—'}</td>
                </tr>
              ))}
            </DataTable>
          )}
        </>
      )}
      <div className="dialog-actions">
        <button ref={close} type="button" className="button button-secondary" onClick={onClose}>
          {text.close}
        </button>
      </div>
    </dialog>
  );
}
