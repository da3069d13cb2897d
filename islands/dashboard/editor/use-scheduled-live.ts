/**
 * An open editor notices when its scheduled post goes live (docs/product/blog.md#scheduling): at the publish time
 * it asks the server for the post (whose read publishes what is due, decision 022), and once the post is
 * published it takes the new status, keeping what is being typed, and says so. Still scheduled (the server's
 * clock a little behind): it asks again shortly.
 */
import { useEffect, useRef } from 'react';
import { writingRoomCopy as copy } from '#content/post-editor.ts';
import { callApi } from '#islands/api/api-client.ts';
import { toast } from '#islands/toast/toast.ts';
import type { DashboardPost } from '../posts/post-types.ts';
import type { PostDocument } from './use-post-document.ts';

/** After the publish time, the first look; then again this often while the post is still scheduled. */
const firstLookMs = 1000;
const againMs = 15_000;
/** setTimeout's longest wait; a later publish time is waited for in steps. */
const longestWaitMs = 2 ** 31 - 1;

export function useScheduledLive(doc: PostDocument): void {
  // The newest document, read when the timer fires: the timer itself is set again only when the schedule changes.
  const latestDoc = useRef(doc);
  latestDoc.current = doc;
  const saved = doc.saved;
  const scheduledId = saved?.status === 'scheduled' && saved.publishAt ? saved.id : null;
  const publishAt = saved?.status === 'scheduled' ? saved.publishAt : null;

  useEffect(() => {
    if (scheduledId === null || !publishAt) return;
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    const look = async () => {
      const answer = await callApi<DashboardPost>('GET', `/api/admin/blog/${scheduledId}`).catch(() => null);
      if (stopped) return;
      const editor = latestDoc.current;
      const current = editor.latest.saved;
      if (answer?.ok && answer.data.status === 'published' && current?.id === scheduledId && current.status === 'scheduled') {
        editor.setSaved(answer.data);
        editor.setFields({ ...editor.latest.fields, status: 'published' });
        toast({ title: copy.wentLive });
        return;
      }
      timer = setTimeout(() => void look(), againMs);
    };
    const wait = (ms: number) => {
      timer = setTimeout(() => (ms > longestWaitMs ? wait(ms - longestWaitMs) : void look()), Math.min(ms, longestWaitMs));
    };
    wait(Math.max(0, Date.parse(publishAt) - Date.now()) + firstLookMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [scheduledId, publishAt]);
}
