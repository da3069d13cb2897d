/**
 * The owner's setup list (docs/product/admin.md#setup-list): each item a fresh site still needs, done or not, with
 * a link to where it is done; the whole list goes away once every item is done.
 */
import { useEffect, useState } from 'react';
import { setupListText as text } from '#content/dashboard.ts';
import { setupItemPath, type SetupAnswer } from '#shared/setup-list.ts';
import { apiRequest } from '../api.ts';
import './overview.css';

export function SetupList() {
  const [answer, setAnswer] = useState<SetupAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    apiRequest<SetupAnswer>('GET', '/api/admin/setup').then(setAnswer, () => setFailed(true));
  }, []);
  if (failed)
    return (
      <p className="setup-list-failed" role="alert">
        {text.loadFailed}
      </p>
    );
  if (!answer || answer.items.every((item) => item.done)) return null;
  const doneCount = answer.items.filter((item) => item.done).length;
  return (
    <section className="card setup-list" aria-labelledby="setup-list-heading">
      <h2 id="setup-list-heading">{text.heading}</h2>
      <p>{text.intro}</p>
      <p className="setup-list-progress">{text.progress(doneCount, answer.items.length)}</p>
      <ol className="setup-list-items">
        {answer.items.map(({ key, done }) => (
          <li key={key} className={done ? 'is-done' : undefined} data-setup-item={key}>
            <span className="setup-list-state">{done ? text.done : text.toDo}</span>
            <div>
              <p className="setup-list-label">{text.items[key].label}</p>
              {!done && <p className="setup-list-why">{text.items[key].why}</p>}
              {!done && <a href={setupItemPath[key]}>{text.items[key].action}</a>}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
