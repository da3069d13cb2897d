/**
 * A writer who cannot publish asks an editor to (docs/product/blog.md#status): **Submit for review** in the
 * editor's bar saves what the autosave holds, then marks the draft as waiting; once submitted the bar says "In
 * review". Editors see it waiting on the dashboard (ReviewQueue).
 */
import { useState } from 'react';
import { postReviewCopy as copy } from '#content/post-review.ts';
import { writingRoomCopy } from '#content/post-editor.ts';
import { callApi } from '#islands/api/api-client.ts';
import { toast } from '#islands/toast/toast.ts';
import type { DashboardPost } from '../posts/post-types.ts';

interface ReviewRequestProps {
  post: DashboardPost;
  /** Saves what the editor holds first; false when that failed. */
  flush(): Promise<boolean>;
  onSubmitted(post: DashboardPost): void;
  disabled: boolean;
}

export function ReviewRequest({ post, flush, onSubmitted, disabled }: ReviewRequestProps) {
  const [busy, setBusy] = useState(false);
  if (post.status !== 'draft') return null;
  if (post.reviewRequestedAt !== null) {
    return (
      <span className="badge badge-draft post-review-waiting" title={copy.waitingHint}>
        {copy.waiting}
        <span className="visually-hidden">: {copy.waitingHint}</span>
      </span>
    );
  }
  async function submit() {
    if (busy) return;
    setBusy(true);
    try {
      if (!(await flush())) return;
      const answer = await callApi<DashboardPost>('POST', `/api/admin/blog/${post.id}/review`).catch(() => null);
      if (!answer?.ok) {
        toast({ title: copy.failed, description: answer?.message ?? writingRoomCopy.offline, variant: 'destructive' });
        return;
      }
      toast({ title: copy.submitted });
      onSubmitted(answer.data);
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className="button button-primary button-small" disabled={disabled || busy} onClick={() => void submit()}>
      {busy ? copy.submitting : copy.submit}
    </button>
  );
}
