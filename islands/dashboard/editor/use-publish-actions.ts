/**
 * The publish bar's actions: Publish and Schedule (asking for the byline first: use-byline-prompt.tsx), Update
 * and Switch to draft (post-commit.ts), Save draft, Discard the pending change, and Duplicate. One at a time: a second press while one runs does nothing (its
 * button is disabled too), and each first saves what the autosave still holds.
 */
import { useRef, useState } from 'react';
import { writingRoomCopy as copy } from '#content/post-editor.ts';
import { dashboardPostPath } from '#shared/dashboard-paths.ts';
import { callApi } from '#islands/api/api-client.ts';
import { flashToast } from '#islands/toast/flash.ts';
import { toast } from '#islands/toast/toast.ts';
import type { DocumentSave, SaveBody } from '../editor-core/use-document-save.ts';
import type { DashboardPost, PendingChange } from '../posts/post-types.ts';
import { postBodyOf } from './post-body.ts';
import { committedTitle, publishDateOf, sendCommit, setCommitStatus, type CommitAction } from './post-commit.ts';
import type { HtmlMode } from './use-html-mode.ts';
import type { PostDocument } from './use-post-document.ts';

export interface PublishActions {
  /** The action under way, or null. */
  busy: string | null;
  commit(action: CommitAction): Promise<void>;
  saveDraftNow(): Promise<void>;
  discardPending(): Promise<void>;
  duplicate(): Promise<void>;
}

interface PublishActionsOptions {
  doc: PostDocument;
  save: DocumentSave;
  htmlMode: HtmlMode;
  timeZone: string;
  startFrom: (post: DashboardPost, pending: PendingChange | null) => void;
  /** Before a first publish: asks a writer without a display name for one (use-byline-prompt.tsx); false: stop. */
  confirmByline: (post: DashboardPost | null) => Promise<boolean>;
}

export function usePublishActions({ doc, save, htmlMode, timeZone, startFrom, confirmByline }: PublishActionsOptions): PublishActions {
  const [busy, setBusyState] = useState<string | null>(null);
  const busyRef = useRef(false);
  /** The body of the last Publish, Update or Switch to draft whose answer never came. */
  const unansweredCommit = useRef<SaveBody | null>(null);
  const saver = save.saver;
  const setBusy = (action: string | null) => {
    busyRef.current = action !== null;
    setBusyState(action);
  };
  const failed = (description: string) => {
    toast({ title: copy.actionFailed, description, variant: 'destructive' });
  };

  async function commit(action: CommitAction): Promise<void> {
    if (busyRef.current || saver.current?.stopped) return;
    setBusy(action);
    try {
      // The first publish names its author: without a display name the byline would be the username.
      if (action === 'publish' && !(await confirmByline(doc.latest.saved))) return;
      // A draft's unsaved text goes first, so the write below names the newest version.
      if (doc.latest.saved?.status === 'draft' || !doc.latest.saved) await saver.current?.flush();
      const current = doc.latest.saved;
      const form = doc.latest.fields;
      const body = await postBodyOf(doc, htmlMode);
      if (typeof body === 'string') return failed(body);
      const publishAt = publishDateOf(current, form, timeZone);
      if (publishAt === undefined) return doc.showFieldErrors([{ field: 'publishAt', message: 'Enter a date and a time.' }]);
      setCommitStatus(body, action, publishAt, current);
      const answer = await sendCommit(current, body, unansweredCommit);
      if (!answer) return failed(copy.offline);
      if (!answer.ok) {
        const outcome = save.outcomeOf(answer);
        if (!outcome.ok && outcome.conflict) {
          save.setStatus({ kind: 'conflict', reason: outcome.reason });
          saver.current?.dispose();
        } else {
          failed(answer.errors.length > 0 ? copy.fixFields : answer.message);
        }
        return;
      }
      const saved = answer.data;
      if (!current) window.history.replaceState(window.history.state, '', dashboardPostPath(saved.id));
      doc.setSaved(saved);
      doc.setPending(null);
      doc.setErrors({});
      doc.setFields({ ...doc.latest.fields, status: saved.status, slugEdited: doc.latest.fields.slugEdited || saved.status !== 'draft' });
      saver.current?.markSaved();
      toast({ title: committedTitle(action, saved, timeZone) });
    } finally {
      setBusy(null);
    }
  }

  async function saveDraftNow(): Promise<void> {
    if (busyRef.current || !saver.current) return;
    setBusy('save');
    try {
      saver.current.changed();
      if (await saver.current.flush()) toast({ title: copy.savedDraft });
    } finally {
      setBusy(null);
    }
  }

  async function discardPending(): Promise<void> {
    const current = doc.latest.saved;
    if (!current || !doc.latest.pending || busyRef.current || !window.confirm(copy.discardQuestion)) return;
    setBusy('discard');
    try {
      await saver.current?.flush();
      const answer = await callApi('DELETE', `/api/admin/blog/${current.id}/pending`, { ifPendingUpdatedAt: doc.latest.pending?.updatedAt }).catch(() => null);
      if (!answer?.ok) return void toast({ title: copy.actionFailed, description: answer?.message ?? copy.offline, variant: 'destructive' });
      startFrom(current, null);
      saver.current?.markSaved();
      toast({ title: copy.discarded });
    } finally {
      setBusy(null);
    }
  }

  async function duplicate(): Promise<void> {
    const current = doc.latest.saved;
    if (!current || busyRef.current) return;
    setBusy('duplicate');
    try {
      await saver.current?.flush();
      const answer = await callApi<DashboardPost>('POST', `/api/admin/blog/${current.id}/duplicate`).catch(() => null);
      if (!answer?.ok) return void toast({ title: copy.duplicateFailed, description: answer?.message ?? copy.offline, variant: 'destructive' });
      flashToast({ title: copy.duplicated, description: answer.data.title });
      window.location.assign(dashboardPostPath(answer.data.id));
    } finally {
      setBusy(null);
    }
  }

  return { busy, commit, saveDraftNow, discardPending, duplicate };
}
