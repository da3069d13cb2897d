/**
 * Saving a document as decision 030 describes: the first save of a new document makes a draft (and the page's
 * address becomes the draft's own), a draft saves itself, and a published or scheduled document's change is
 * saved as its pending change until Update. Every save names the version it was made on, so another tab's
 * save comes back as a conflict and is never overwritten. A save whose answer never came may have been saved
 * all the same: the next first save looks for the draft it made, and a conflict after it is checked against
 * what it sent before it is called one. The requests come from a `DocumentStore`, so any editor whose API has
 * this shape (a record, its pending change, version checks) saves this way.
 */
import { useRef } from 'react';
import type { FieldError } from '#shared/field-error.ts';
import { callApi, type ApiAnswer } from '#islands/api/api-client.ts';
import type { SaveOutcome } from './autosaver.ts';
import { useAutosave, type AutosaveHandle } from './use-autosave.ts';
import type { EditorDocument } from './use-document.ts';

/** What a save sends (the editor's fields in the API's form). */
export type SaveBody = Record<string, unknown>;

export interface SaveRequest {
  method: 'POST' | 'PUT';
  path: string;
  payload: SaveBody;
}

/** What the saves read of a stored record. */
export interface StoredDocument {
  id: number;
  /** 'draft' saves itself; any other status saves into the pending change. */
  status: string;
  updatedAt: string;
}

/** The requests of one kind of document. */
export interface DocumentStore<Saved extends StoredDocument, Pending> {
  /** The first save of a new document, which makes it a draft. */
  create(body: SaveBody): SaveRequest;
  saveDraft(saved: Saved, body: SaveBody): SaveRequest;
  savePending(saved: Saved, pending: Pending | null, body: SaveBody): SaveRequest;
  /** The record and its pending change as the server holds them. */
  load(id: number): Promise<[ApiAnswer<Saved>, ApiAnswer<{ pending: Pending | null }>]>;
  /** Whether a stored record (or pending change) holds what a save sent. */
  holds(stored: Saved | Pending, sent: SaveBody): boolean;
  /** The draft an unanswered first save made, if it did; undefined: no answer again. */
  findLostDraft(sent: SaveBody): Promise<Saved | null | undefined>;
  /** The record's own address in the dashboard. */
  dashboardPath(id: number): string;
}

export interface SaveMessages {
  offline: string;
  tooLarge: string;
  leaveQuestion: string;
}

export interface DocumentSaveOptions<Saved extends StoredDocument, Pending, Fields> {
  doc: EditorDocument<Saved, Pending, Fields>;
  store: DocumentStore<Saved, Pending>;
  /** What an autosave sends now; a string: why nothing can be sent (shown in the status line). */
  bodyOf: () => Promise<SaveBody | string>;
  messages: SaveMessages;
}

export interface DocumentSave<Saved = unknown, Pending = unknown> extends AutosaveHandle {
  /** Why a save failed, in words for the status line; and whether trying again may help. */
  outcomeOf(answer: ApiAnswer<unknown>): SaveOutcome;
  /** After a conflict: the record and its pending change as the server holds them now (the other version). */
  loadStored(): Promise<{ saved: Saved; pending: Pending | null } | null>;
  /**
   * After a conflict, the writer keeps their text (decision 084): the editor takes the stored version's marks
   * (its `updatedAt`s) as the ones it last saw, so the next save goes over it, and saves at once. False when
   * that save failed (the status line says why).
   */
  keepMine(stored: { saved: Saved; pending: Pending | null }): Promise<boolean>;
}

/** A body above this is sent without keepalive (browsers refuse keepalive bodies over 64 KB). */
const keepaliveLimit = 60_000;

/** A failed answer as a save outcome: field errors are shown at their fields, a 401 goes to the sign-in page. */
export function outcomeOf(answer: ApiAnswer<unknown>, showFieldErrors: (list: FieldError[]) => void, tooLarge: string): SaveOutcome {
  if (answer.ok) return { ok: true };
  if (answer.status === 409 && answer.errors.length === 0) return { ok: false, reason: answer.message, retry: false, conflict: true };
  if (answer.errors.length > 0) {
    showFieldErrors(answer.errors);
    return { ok: false, reason: answer.errors[0]!.message, retry: false };
  }
  if (answer.status === 413) return { ok: false, reason: tooLarge, retry: false };
  if (answer.status === 401) {
    window.location.assign('/login');
    return { ok: false, reason: answer.message, retry: false };
  }
  return { ok: false, reason: answer.message || `error ${answer.status}`, retry: answer.status >= 500 || answer.status === 429 };
}

export function useDocumentSave<Saved extends StoredDocument, Pending, Fields>({
  doc,
  store,
  bodyOf,
  messages,
}: DocumentSaveOptions<Saved, Pending, Fields>): DocumentSave<Saved, Pending> {
  /** The body of the last autosave whose answer never came: the server may have saved it all the same. */
  const unanswered = useRef<SaveBody | null>(null);
  const outcome = (answer: ApiAnswer<unknown>) => outcomeOf(answer, doc.showFieldErrors, messages.tooLarge);
  const offline: SaveOutcome = { ok: false, reason: messages.offline, retry: true };

  /**
   * A save answered 409 after an earlier one got no answer: when the server holds exactly what that one sent,
   * it was saved and only its answer was lost (not another tab's work). Takes that version as the one this
   * editor last saw, so the next save names it; false when the server holds something else.
   */
  async function adoptLostSave(sent: SaveBody): Promise<boolean> {
    const current = doc.latest.saved;
    if (!current) return false;
    const [savedAnswer, pendingAnswer] = await store.load(current.id).catch(() => [null, null] as const);
    if (!savedAnswer?.ok || !pendingAnswer?.ok) return false;
    const stored = current.status === 'draft' ? savedAnswer.data : pendingAnswer.data.pending;
    if (!stored || !store.holds(stored, sent)) return false;
    doc.setSaved(savedAnswer.data);
    doc.setPending(pendingAnswer.data.pending);
    return true;
  }

  /** The new draft's own address: a reload, the back button or a second tab find it there. */
  function created(saved: Saved): void {
    doc.setSaved(saved);
    window.history.replaceState(window.history.state, '', store.dashboardPath(saved.id));
    doc.setErrors({});
  }

  async function saveOnce(keepalive: boolean): Promise<SaveOutcome> {
    const body = await bodyOf();
    if (typeof body === 'string') return { ok: false, reason: body, retry: false };
    const current = doc.latest.saved;
    const send = async <T>({ method, path, payload }: SaveRequest) => {
      const answer = await callApi<T>(method, path, payload, { keepalive: keepalive && JSON.stringify(payload).length < keepaliveLimit }).catch(() => null);
      unanswered.current = answer ? null : body;
      return answer;
    };
    if (!current) {
      // The first save got no answer: it may have made the draft all the same. Then save into that one.
      const lost = unanswered.current;
      if (lost) {
        const found = await store.findLostDraft(lost);
        if (found === undefined) return offline;
        unanswered.current = null;
        if (found) {
          created(found);
          return saveOnce(keepalive);
        }
      }
      const answer = await send<Saved>(store.create(body));
      if (!answer) return offline;
      if (answer.ok) created(answer.data);
      return outcome(answer);
    }
    if (current.status === 'draft') {
      const answer = await send<Saved>(store.saveDraft(current, body));
      if (!answer) return offline;
      if (answer.ok) {
        doc.setSaved(answer.data);
        doc.setErrors({});
      }
      return outcome(answer);
    }
    const answer = await send<{ pending: Pending }>(store.savePending(current, doc.latest.pending, body));
    if (!answer) return offline;
    if (answer.ok) {
      doc.setPending(answer.data.pending);
      doc.setErrors({});
    }
    return outcome(answer);
  }

  /** One autosave of what the editor holds; a 409 after a lost answer is checked once and the save resent. */
  async function autosave(keepalive: boolean): Promise<SaveOutcome> {
    const lost = unanswered.current;
    const result = await saveOnce(keepalive);
    if (!result.ok && result.conflict && lost && (await adoptLostSave(lost))) return saveOnce(keepalive);
    return result;
  }

  async function loadStored(): Promise<{ saved: Saved; pending: Pending | null } | null> {
    const current = doc.latest.saved;
    if (!current) return null;
    const [savedAnswer, pendingAnswer] = await store.load(current.id).catch(() => [null, null] as const);
    if (!savedAnswer?.ok || !pendingAnswer?.ok) return null;
    return { saved: savedAnswer.data, pending: pendingAnswer.data.pending };
  }

  const handle = useAutosave(autosave, messages.leaveQuestion);

  async function keepMine(stored: { saved: Saved; pending: Pending | null }): Promise<boolean> {
    doc.setSaved(stored.saved);
    doc.setPending(stored.pending);
    unanswered.current = null;
    return (await handle.saver.current?.resume()) ?? false;
  }

  return { ...handle, outcomeOf: outcome, loadStored, keepMine };
}
