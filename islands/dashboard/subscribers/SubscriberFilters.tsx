/** The search box, the state and topic filters, Show, and the export of what they show (SubscribersPage.tsx). */
import { useState } from 'react';
import { subscriberStateLabels, subscribersText as text } from '#content/dashboard-subscribers.ts';
import { topicLabels } from '#content/subscriptions.ts';
import { subscriberStates, subscriptionTopics } from '#shared/subscriptions.ts';

export interface Filters {
  q: string;
  state: string;
  topic: string;
}

/** The list's query string for `filters` ('' when none is set). */
export const queryOf = (filters: Filters) => {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ''));
  return query.size > 0 ? `?${query}` : '';
};

export function SubscriberFilters({ onApply, exportHref }: { onApply: (filters: Filters) => void; exportHref: string }) {
  const [draft, setDraft] = useState<Filters>({ q: '', state: '', topic: '' });
  return (
    <form
      className="card staff-section subscriber-filters"
      aria-labelledby="subscriber-filters-heading"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ ...draft, q: draft.q.trim() });
      }}
    >
      <h2 id="subscriber-filters-heading">{text.filtersHeading}</h2>
      <div className="subscriber-filter-fields">
        <div className="staff-field">
          <label htmlFor="subscriber-q">{text.search}</label>
          <input
            id="subscriber-q"
            className="text-field"
            type="search"
            maxLength={254}
            value={draft.q}
            onChange={(event) => setDraft({ ...draft, q: event.target.value })}
          />
        </div>
        <div className="staff-field">
          <label htmlFor="subscriber-state">{text.state}</label>
          <select id="subscriber-state" value={draft.state} onChange={(event) => setDraft({ ...draft, state: event.target.value })}>
            <option value="">{text.anyState}</option>
            {subscriberStates.map((state) => (
              <option key={state} value={state}>
                {subscriberStateLabels[state]}
              </option>
            ))}
          </select>
        </div>
        <div className="staff-field">
          <label htmlFor="subscriber-topic">{text.topic}</label>
          <select id="subscriber-topic" value={draft.topic} onChange={(event) => setDraft({ ...draft, topic: event.target.value })}>
            <option value="">{text.anyTopic}</option>
            {subscriptionTopics.map((topic) => (
              <option key={topic} value={topic}>
                {topicLabels[topic]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="staff-actions">
        <button type="submit" className="button button-primary">
          {text.apply}
        </button>
        <a className="button button-secondary" href={exportHref} download>
          {text.exportCsv}
        </a>
      </div>
    </form>
  );
}
