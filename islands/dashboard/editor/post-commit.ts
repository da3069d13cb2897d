/**
 * Publish, Schedule, Update and Switch to draft (decision 030): one write of the post itself with its status,
 * on the version last seen. A press whose answer never came may have done its work: the next press's 409 is
 * then checked against what that one sent.
 */
import { writingRoomCopy as copy } from '#content/post-editor.ts';
import { fromZonedInput, toZonedInput } from '#shared/zoned-time.ts';
import { callApi, type ApiAnswer } from '#islands/api/api-client.ts';
import type { SaveBody } from '../editor-core/use-document-save.ts';
import type { DashboardPost } from '../posts/post-types.ts';
import type { EditorFields } from './editor-fields.ts';
import { holdsSentText } from './post-store.ts';
import { siteTime } from '../site-time.ts';

export type CommitAction = 'publish' | 'update' | 'draft';

/** The publish date to send: null for none (now, on publishing); undefined when the field holds no date. */
export function publishDateOf(current: DashboardPost | null, form: EditorFields, timeZone: string): string | null | undefined {
  // Unchanged: the stored time exactly (the field shows whole minutes only).
  if (current?.publishAt && form.publishAtLocal === toZonedInput(current.publishAt, timeZone)) return current.publishAt;
  if (!form.publishAtLocal) return null;
  return fromZonedInput(form.publishAtLocal, timeZone) || undefined;
}

/** Adds the status (and the publish date) the action writes to a save's body. */
export function setCommitStatus(body: SaveBody, action: CommitAction, publishAt: string | null, current: DashboardPost | null): void {
  const future = publishAt !== null && Date.parse(publishAt) > Date.now();
  if (action === 'draft') body.status = 'draft';
  else if (action === 'publish') {
    body.status = future ? 'scheduled' : 'published';
    body.publishAt = publishAt;
  } else {
    body.status = future ? 'scheduled' : current?.status === 'scheduled' ? 'published' : current?.status;
    if (publishAt || current?.status !== 'draft') body.publishAt = publishAt;
  }
}

/**
 * Sends the write; null when no answer came. `unanswered` holds the body of the last press that got none:
 * a 409 now, when the post is what that press sent, means it did its work, and the stored post is the answer.
 */
export async function sendCommit(
  current: DashboardPost | null,
  body: SaveBody,
  unanswered: { current: SaveBody | null },
): Promise<ApiAnswer<DashboardPost> | null> {
  let answer = await (
    current
      ? callApi<DashboardPost>('PUT', `/api/admin/blog/${current.id}`, { ...body, ifUpdatedAt: current.updatedAt })
      : callApi<DashboardPost>('POST', '/api/admin/blog', { ...body, authorId: '' })
  ).catch(() => null);
  const lost = unanswered.current;
  unanswered.current = answer ? null : body;
  if (current && lost && answer && !answer.ok && answer.status === 409 && answer.errors.length === 0) {
    const stored = await callApi<DashboardPost>('GET', `/api/admin/blog/${current.id}`).catch(() => null);
    if (stored?.ok && stored.data.status === body.status && holdsSentText(stored.data, lost)) answer = stored;
  }
  return answer;
}

/** The toast after a write went through. */
export function committedTitle(action: CommitAction, saved: DashboardPost, timeZone: string): string {
  if (action === 'draft') return copy.unpublished;
  if (saved.status === 'scheduled') {
    return copy.scheduled(siteTime(saved.publishAt, timeZone));
  }
  return action === 'publish' ? copy.published : copy.updated;
}
