/**
 * A newsletter's draft and its autosave (the editor core's useAutosave, decision 055): the subject, topics and post
 * are state, the body is read from the editor when a save runs. A new newsletter is created by its first save
 * (once it has a subject and a body) and the address becomes its own, so a reload or Back finds it; after that
 * each save changes it. The leave guard asks before unsaved work is left.
 */
import { useRef, useState, type RefObject } from 'react';
import { newsletterText as text } from '#content/dashboard-newsletters.ts';
import { dashboardNewsletterPath } from '#shared/dashboard-paths.ts';
import type { NewsletterDetail } from '#shared/newsletters.ts';
import type { SubscriptionTopic } from '#shared/subscriptions.ts';
import { ApiError, apiRequest } from '../api.ts';
import type { SaveOutcome } from '../editor-core/autosaver.ts';
import { useAutosave } from '../editor-core/use-autosave.ts';
import type { RichTextHandle } from '../editor/RichTextField.tsx';

export interface DraftFields {
  subject: string;
  topics: SubscriptionTopic[];
  postId: number | null;
}

/** The editor's HTML has words or an image (an empty editor answers '' or an empty paragraph). */
const hasBody = (html: string) => /<img\b/i.test(html) || html.replace(/<[^>]*>|&nbsp;/g, '').trim() !== '';

export function useNewsletterDraft(initial: NewsletterDetail | null, body: RefObject<RichTextHandle | null>) {
  const [id, setId] = useState<number | null>(initial?.id ?? null);
  const [fields, setFields] = useState<DraftFields>({ subject: initial?.subject ?? '', topics: initial?.topics ?? [], postId: initial?.postId ?? null });
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** Bumped after each save: the preview reloads. */
  const [version, setVersion] = useState(0);
  const latest = useRef(fields);
  latest.current = fields;
  const idRef = useRef(id);

  const save = async (): Promise<SaveOutcome> => {
    const html = (await body.current?.getHtml()) ?? '';
    const { subject, topics, postId } = latest.current;
    if (!subject.trim() || !hasBody(html)) return { ok: false, reason: text.needsBody, retry: false };
    try {
      if (idRef.current === null) {
        const created = await apiRequest<{ id: number }>('POST', '/api/admin/newsletters', { subject, html, topics, ...(postId ? { postId } : {}) });
        idRef.current = created.id;
        setId(created.id);
        window.history.replaceState(window.history.state, '', dashboardNewsletterPath(created.id));
      } else {
        await apiRequest('PATCH', `/api/admin/newsletters/${idRef.current}`, { subject, html, topics, postId });
      }
      setErrors({});
      setVersion((v) => v + 1);
      return { ok: true };
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(Object.fromEntries((error.failure.errors ?? []).map((entry) => [entry.field, entry.message])));
        return { ok: false, reason: error.message, retry: error.failure.status >= 500 };
      }
      return { ok: false, reason: text.saveStates.failed!, retry: true };
    }
  };

  const autosave = useAutosave(save, text.leave);
  const change = (next: Partial<DraftFields>) => {
    latest.current = { ...latest.current, ...next };
    setFields(latest.current);
    autosave.saver.current?.changed();
  };
  /** Saves now what is waiting; resolves true when nothing is left unsaved. */
  const flush = async () => (await autosave.saver.current?.flush()) ?? true;
  return { id, fields, errors, version, status: autosave.status, change, bodyChanged: () => autosave.saver.current?.changed(), flush };
}
