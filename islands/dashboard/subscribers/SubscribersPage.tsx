/**
 * The Subscribers page (/dashboard/subscribers, owners and editors; docs/product/subscriptions.md#the-subscriber-list):
 * search and filters, the list with each person's history and Erase, the export of what the filters show, and
 * the import form.
 */
import { useEffect, useState } from 'react';
import { subscriberStateLabels, subscribersText as text } from '#content/dashboard-subscribers.ts';
import { topicLabels } from '#content/subscriptions.ts';
import type { ListedSubscriber } from '#shared/subscriber-list.ts';
import { apiRequest } from '../api.ts';
import { DataTable } from '../DataTable.tsx';
import { useAction } from '../leads/use-action.ts';
import { ConfirmDialog } from '../posts/ConfirmDialog.tsx';
import { siteTime } from '../site-time.ts';
import type { SubscribersPageProps } from '../../registry.ts';
import { HistoryDialog } from './HistoryDialog.tsx';
import { queryOf, SubscriberFilters, type Filters } from './SubscriberFilters.tsx';
import { ImportForm } from './ImportForm.tsx';
import '#components/text-field.css';
import '../posts/posts.css';
import '../staff/staff.css';
import './subscribers.css';

export function SubscribersPage({ timeZone, canAttest }: SubscribersPageProps) {
  const [filters, setFilters] = useState<Filters>({ q: '', state: '', topic: '' });
  const [list, setList] = useState<ListedSubscriber[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [reload, setReload] = useState(0);
  const [showing, setShowing] = useState<ListedSubscriber | null>(null);
  const [erasing, setErasing] = useState<ListedSubscriber | null>(null);
  const [busy, run] = useAction();

  useEffect(() => {
    setList(null);
    apiRequest<{ subscribers: ListedSubscriber[] }>('GET', `/api/admin/subscribers${queryOf(filters)}`).then(
      (answer) => {
        setFailed(false);
        setList(answer.subscribers);
      },
      () => setFailed(true),
    );
  }, [filters, reload]);

  const erase = (person: ListedSubscriber) =>
    void run(
      async () => {
        await apiRequest('DELETE', `/api/admin/subscribers/${person.id}`);
        setErasing(null);
        setList((current) => current?.filter((other) => other.id !== person.id) ?? null);
      },
      text.erased,
      text.eraseFailed,
    );

  return (
    <div className="dashboard-page staff-page subscribers-page">
      <header className="dashboard-header staff-page-header">
        <h1>{text.heading}</h1>
        <p>{text.intro}</p>
      </header>
      <SubscriberFilters onApply={setFilters} exportHref={`/api/admin/subscribers/export.csv${queryOf(filters)}`} />
      <section className="card staff-section" aria-labelledby="subscriber-list-heading">
        <h2 id="subscriber-list-heading">{text.listHeading}</h2>
        {failed ? (
          <p role="alert">{text.loadFailed}</p>
        ) : list === null ? (
          <p aria-live="polite">{text.loading}</p>
        ) : list.length === 0 ? (
          <p className="staff-empty" role="status">
            {queryOf(filters) ? text.empty : text.none}
          </p>
        ) : (
          <>
            <p role="status">{text.shown(list.length)}</p>
            <DataTable label={text.table} columns={[text.email, text.state, text.topics, text.signedUp, text.confirmedAt]} actionsLabel={text.actions}>
              {list.map((person) => (
                <tr key={person.id} data-email={person.email}>
                  <th scope="row" className="subscriber-email">
                    {person.email}
                  </th>
                  <td>{subscriberStateLabels[person.state]}</td>
                  <td>{person.topics.length > 0 ? person.topics.map((topic) => topicLabels[topic]).join(', ') : text.noTopics}</td>
                  <td className="subscriber-time">{siteTime(person.createdAt, timeZone)}</td>
                  <td className="subscriber-time">{person.confirmedAt ? siteTime(person.confirmedAt, timeZone) : '—'}</td>
                  <td className="subscriber-actions">
                    <button type="button" className="button button-secondary" aria-label={text.historyOf(person.email)} onClick={() => setShowing(person)}>
                      {text.history}
                    </button>
                    <button
                      type="button"
                      className="button button-secondary"
                      aria-label={text.eraseOf(person.email)}
                      disabled={busy}
                      onClick={() => setErasing(person)}
                    >
                      {text.erase}
                    </button>
                  </td>
                </tr>
              ))}
            </DataTable>
          </>
        )}
      </section>
      <ImportForm canAttest={canAttest} onImported={() => setReload((n) => n + 1)} />
      {showing && <HistoryDialog person={showing} timeZone={timeZone} onClose={() => setShowing(null)} />}
      {erasing && (
        <ConfirmDialog
          title={text.eraseTitle}
          confirmLabel={text.eraseConfirm}
          pendingLabel={text.erasing}
          pending={busy}
          onConfirm={() => erase(erasing)}
          onCancel={() => setErasing(null)}
        >
          <p>{text.eraseText(erasing.email)}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
