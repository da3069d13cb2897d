/**
 * The page editor's bar actions (docs/product/pages.md#the-marketers-workflow): Publish, Update (publishes the
 * pending change), Schedule, Unpublish, Discard, and Schedule update / Cancel schedule (a live page's pending
 * change going live by itself). One at a time; each first saves what the autosave still
 * holds, sends the version it was made on, shows refused fields at their fields and a 409 as a conflict.
 */
import { useRef, useState } from 'react';
import { pageEditorCopy as copy } from '#content/dashboard-pages.ts';
import { pageChangesCopy as changesCopy } from '#content/page-editor-changes.ts';
import { callApi } from '#islands/api/api-client.ts';
import { toast } from '#islands/toast/toast.ts';
import { fromZonedInput } from '#shared/zoned-time.ts';
import type { DocumentSave } from '../editor-core/use-document-save.ts';
import type { EditorDocument } from '../editor-core/use-document.ts';
import { contentOf, type AdminPage, type PageFields, type PendingPage } from './page-types.ts';

export type PageAction = 'publish' | 'schedule' | 'unpublish' | 'discard' | 'scheduleUpdate' | 'unscheduleUpdate';

export interface PageActions {
  busy: PageAction | null;
  run(action: PageAction): Promise<void>;
}

interface Options {
  doc: EditorDocument<AdminPage, PendingPage, PageFields>;
  save: DocumentSave<AdminPage, PendingPage>;
  timeZone: string;
  startFrom(page: AdminPage, pending: PendingPage | null): void;
}

const doneMessage = (action: PageAction, wasLive: boolean) =>
  ({
    publish: wasLive ? copy.updated : copy.published,
    schedule: copy.scheduled,
    unpublish: copy.unpublished,
    discard: copy.discarded,
    scheduleUpdate: changesCopy.updateScheduled,
    unscheduleUpdate: changesCopy.unscheduled,
  })[action];

export function usePageActions({ doc, save, timeZone, startFrom }: Options): PageActions {
  const [busy, setBusyState] = useState<PageAction | null>(null);
  const busyRef = useRef(false);

  /** A live page's pending change (as the autosave left it) with its schedule set or cancelled. */
  function updateScheduleRequest(scheduled: boolean, page: AdminPage) {
    const publishAt = scheduled ? (fromZonedInput(doc.latest.fields.publishAtLocal, timeZone) ?? '') : null;
    const versions = { ifPageUpdatedAt: page.updatedAt, ifPendingUpdatedAt: doc.latest.pending?.updatedAt ?? null };
    return { method: 'PUT' as const, path: `/api/admin/pages/${page.id}/pending`, payload: { ...contentOf(doc.latest.fields), publishAt, ...versions } };
  }

  /** The request of one action, or a confirm() the user declined (null). */
  function requestOf(action: PageAction, page: AdminPage) {
    const body = contentOf(doc.latest.fields);
    if (action === 'publish')
      return { method: 'PUT' as const, path: `/api/admin/pages/${page.id}`, payload: { ...body, status: 'published', ifUpdatedAt: page.updatedAt } };
    if (action === 'schedule') {
      const publishAt = fromZonedInput(doc.latest.fields.publishAtLocal, timeZone) ?? '';
      return { method: 'PUT' as const, path: `/api/admin/pages/${page.id}`, payload: { ...body, status: 'scheduled', publishAt, ifUpdatedAt: page.updatedAt } };
    }
    if (action === 'scheduleUpdate' || action === 'unscheduleUpdate') return updateScheduleRequest(action === 'scheduleUpdate', page);
    if (action === 'unpublish') {
      if (!window.confirm(copy.confirmUnpublish)) return null;
      return { method: 'PUT' as const, path: `/api/admin/pages/${page.id}`, payload: { status: 'draft', ifUpdatedAt: page.updatedAt } };
    }
    if (!window.confirm(copy.confirmDiscard)) return null;
    return { method: 'DELETE' as const, path: `/api/admin/pages/${page.id}/pending`, payload: { ifPendingUpdatedAt: doc.latest.pending?.updatedAt } };
  }

  async function run(action: PageAction): Promise<void> {
    const saver = save.saver.current;
    if (busyRef.current || saver?.stopped || !doc.latest.saved) return;
    busyRef.current = true;
    setBusyState(action);
    try {
      // The autosave's unsaved change goes first (discarding it needs nothing saved).
      if (action !== 'discard' && !(await saver?.flush())) return;
      const page = doc.latest.saved;
      const request = requestOf(action, page);
      if (!request) return;
      const answer = await callApi<AdminPage & { pending: PendingPage | null }>(request.method, request.path, request.payload).catch(() => null);
      if (!answer) {
        toast({ title: copy.publishFailed, description: 'no connection to the server', variant: 'destructive' });
        return;
      }
      if (!answer.ok) {
        const outcome = save.outcomeOf(answer);
        if (!outcome.ok && outcome.conflict) save.setStatus({ kind: 'conflict', reason: outcome.reason });
        const refused = action === 'scheduleUpdate' ? changesCopy.scheduleFailed : copy.publishFailed;
        toast({ title: answer.errors.length > 0 ? refused : answer.message, variant: 'destructive' });
        return;
      }
      if (action === 'discard') {
        startFrom(page, null);
      } else if (action === 'scheduleUpdate' || action === 'unscheduleUpdate') {
        startFrom(page, answer.data.pending);
      } else {
        startFrom(answer.data, answer.data.pending);
      }
      saver?.markSaved();
      toast({ title: doneMessage(action, page.status === 'published') });
    } finally {
      busyRef.current = false;
      setBusyState(null);
    }
  }

  return { busy, run };
}
