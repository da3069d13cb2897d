/**
 * A live page's scheduled update (docs/product/pages.md#the-marketers-workflow): its pending change goes live
 * by itself at a date and time in the site's time zone, through the same guardrails as Update, until the
 * marketer updates, discards or cancels the schedule.
 */
import { pageChangesCopy as copy } from '#content/page-editor-changes.ts';
import type { PageActions } from './use-page-actions.ts';
import type { PendingPage } from './page-types.ts';

interface UpdateScheduleProps {
  pending: PendingPage;
  publishAtLocal: string;
  onPublishAt(value: string): void;
  actions: PageActions;
  busy: boolean;
}

export function UpdateSchedule({ pending, publishAtLocal, onPublishAt, actions, busy }: UpdateScheduleProps) {
  return (
    <div className="page-bar-schedule">
      <label htmlFor="page-update-at">{copy.scheduleUpdateAt}</label>
      <input id="page-update-at" className="text-field" type="datetime-local" value={publishAtLocal} onChange={(event) => onPublishAt(event.target.value)} />
      <button
        type="button"
        className="button button-small button-secondary"
        disabled={busy || !publishAtLocal}
        onClick={() => void actions.run('scheduleUpdate')}
      >
        {copy.scheduleUpdate}
      </button>
      {pending.publishAt && (
        <button type="button" className="button button-small button-secondary" disabled={busy} onClick={() => void actions.run('unscheduleUpdate')}>
          {copy.unschedule}
        </button>
      )}
    </div>
  );
}
