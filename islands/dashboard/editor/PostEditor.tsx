/**
 * The full-page post editor (decision 030) at /dashboard/posts/new and /dashboard/posts/{id}: a wide
 * writing column (title, content) and a settings panel. It autosaves a few seconds after typing stops and when
 * the page is hidden: a new post becomes a draft (the URL becomes the post's own), a draft is saved itself,
 * and a published or scheduled post's change waits as its pending change until Update. Every save names the
 * version it was made on, so a second tab's save is reported, never overwritten. Leaving with unsaved changes
 * asks first; Escape never discards anything. Editor.js and its tools arrive by import() once the page runs.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { postEditorCopy } from '#content/dashboard.ts';
import { writingRoomCopy as copy } from '#content/post-editor.ts';
import { postPath } from '#shared/blog-paths.ts';
import { postLimits, slugify } from '#shared/blog-rules.ts';
import { dashboardPostPath, dashboardPostsPath } from '#shared/dashboard-paths.ts';
import type { FieldError } from '#shared/field-error.ts';
import { fromZonedInput, toZonedInput } from '#shared/zoned-time.ts';
import { callApi, type ApiAnswer } from '#islands/api/api-client.ts';
import { toast } from '#islands/toast/toast.ts';
import { flashToast } from '#islands/toast/flash.ts';
import type { DashboardPost, PendingChange } from '../posts/post-types.ts';
import { RichTextField, type RichTextHandle } from './RichTextField.tsx';
import { adoptInjectedStyles } from './adopt-injected-styles.ts';
import { Autosaver, type AutosaveStatus, type SaveOutcome } from './autosave.ts';
import { emptyFields, fieldNameOf, fieldOrder, fieldsOf, tagsOf, type EditorFields, type FieldErrors } from './editor-fields.ts';
import { MarkdownUpload, type CurrentPost, type MarkdownImportChoice } from './MarkdownUpload.tsx';
import { RevisionsDialog } from './RevisionsDialog.tsx';
import { settingsSections } from './SettingsSections.tsx';
import { SharePreviewDialog } from './SharePreviewDialog.tsx';
import '#components/blog/post-content.css';
import '#components/text-field.css';
import '../dashboard.css';
import '../posts/posts.css';
import './post-editor.css';

type Runtime = typeof import('./editor-runtime.ts');

export interface PostEditorPageProps {
  /** null: a new post, not saved yet. */
  postId: number | null;
  /** Authors save drafts only: Publish, Schedule and Update are not theirs. */
  canPublish: boolean;
  /** The site's time zone (SITE_TIME_ZONE): publish dates are shown and typed in it. */
  timeZone: string;
}

type Load = { state: 'loading' } | { state: 'ready' } | { state: 'failed'; message: string };

/** A body above this is sent without keepalive (browsers refuse keepalive bodies over 64 KB). */
const keepaliveLimit = 60_000;

const plainText = (html: string) => {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element.textContent ?? '';
};

export function PostEditor({ postId, canPublish, timeZone }: PostEditorPageProps) {
  const [load, setLoad] = useState<Load>(postId === null ? { state: 'ready' } : { state: 'loading' });
  const [runtime, setRuntime] = useState<Runtime | null>(null);
  const [post, setPostState] = useState<DashboardPost | null>(null);
  const [pending, setPendingState] = useState<PendingChange | null>(null);
  /** The HTML the two Editor.js fields start from; a new value (restore, discard) recreates them. */
  const [initial, setInitial] = useState({ excerpt: '', content: '', generation: 0 });
  const [fields, setFieldsState] = useState<EditorFields>(emptyFields);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'clean' });
  const [busy, setBusyState] = useState<string | null>(null);
  const [excerptText, setExcerptText] = useState('');
  const [htmlMode, setHtmlMode] = useState(false);
  const [html, setHtml] = useState('');
  const [htmlError, setHtmlError] = useState<string | null>(null);
  const [revisionsOpen, setRevisionsOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);

  // What the asynchronous saves read: the newest values, not those of the render that started them.
  const postRef = useRef<DashboardPost | null>(null);
  const pendingRef = useRef<PendingChange | null>(null);
  const fieldsRef = useRef<EditorFields>(emptyFields);
  const htmlModeRef = useRef(false);
  const htmlRef = useRef('');
  const runtimeRef = useRef<Runtime | null>(null);
  const busyRef = useRef(false);
  const excerpt = useRef<RichTextHandle>(null);
  const content = useRef<RichTextHandle>(null);
  const titleInput = useRef<HTMLTextAreaElement>(null);
  const autosaver = useRef<Autosaver | null>(null);
  /** The body of the last autosave whose answer never came: the server may have saved it all the same. */
  const unanswered = useRef<Record<string, unknown> | null>(null);
  /** The same for the last Publish, Update or Switch to draft. */
  const unansweredCommit = useRef<Record<string, unknown> | null>(null);

  const setPost = (next: DashboardPost | null) => {
    postRef.current = next;
    setPostState(next);
  };
  const setPending = (next: PendingChange | null) => {
    pendingRef.current = next;
    setPendingState(next);
  };
  const setFields = (next: EditorFields) => {
    fieldsRef.current = next;
    setFieldsState(next);
  };
  htmlModeRef.current = htmlMode;
  htmlRef.current = html;
  runtimeRef.current = runtime;

  /** The form changed: remember it and let the autosave run. */
  const update = useCallback((patch: Partial<EditorFields>) => {
    const current = fieldsRef.current;
    const next = { ...current, ...patch };
    // The slug follows the title until someone types a slug (a draft only: a public post's address stays).
    if (patch.title !== undefined && !next.slugEdited) next.slug = slugify(next.title).slice(0, postLimits.slug);
    setFields(next);
    setErrors((shown) => {
      const changed = Object.keys(patch).map((key) => (key === 'tagsText' ? 'tags' : key === 'publishAtLocal' ? 'publishAt' : key));
      return changed.some((key) => shown[key]) ? Object.fromEntries(Object.entries(shown).filter(([key]) => !changed.includes(key))) : shown;
    });
    autosaver.current?.changed();
  }, []);

  const textChanged = useCallback(() => autosaver.current?.changed(), []);

  /** The body in stored form; in HTML mode the text read back, or why it cannot be (a huge paste). */
  async function contentHtmlOf(): Promise<{ ok: true; html: string } | { ok: false; message: string }> {
    if (htmlModeRef.current && runtimeRef.current) {
      const read = runtimeRef.current.readHtmlModeText(htmlRef.current);
      if (!read.ok) setHtmlError(read.message);
      return read;
    }
    return { ok: true, html: content.current ? await content.current.getHtml() : '' };
  }

  /** Everything a save sends apart from status and publish date; a string: why it cannot be sent. */
  async function contentOf(): Promise<Record<string, unknown> | string> {
    const current = fieldsRef.current;
    const excerptHtml = excerpt.current ? (await excerpt.current.getHtml()).trim() : '';
    // HTML mode sends the indented HTML in stored form (the server sanitizes it again).
    const read = await contentHtmlOf();
    if (!read.ok) return read.message;
    const contentHtml = read.html.trim();
    setExcerptText(plainText(excerptHtml));
    return {
      title: current.title.trim(),
      slug: current.slug.trim(),
      excerpt: excerptHtml,
      content: contentHtml,
      metaTitle: current.metaTitle.trim(),
      metaDescription: current.metaDescription.trim(),
      canonicalUrl: current.canonicalUrl.trim(),
      noindex: current.noindex,
      tags: tagsOf(current.tagsText),
      coverImageId: current.coverImageId,
    };
  }

  /** Shows the server's field errors at their fields and moves focus to the first. */
  function showFieldErrors(list: FieldError[]): void {
    const shown: FieldErrors = {};
    for (const { field, message } of list) {
      const name = fieldNameOf(field);
      shown[name] ??= message;
    }
    setErrors(shown);
    const first = fieldOrder.find((name) => shown[name]);
    if (!first) return;
    requestAnimationFrame(() => {
      if (first === 'title') titleInput.current?.focus();
      else if (first === 'content') content.current?.focus();
      else if (first === 'excerpt') excerpt.current?.focus();
      else document.querySelector<HTMLElement>(`.post-editor [data-field="${first}"] :is(input, textarea, select)`)?.focus();
    });
  }

  /** Why a save failed, in words for the status line; and whether trying again may help. */
  function outcomeOf(answer: ApiAnswer<unknown>): SaveOutcome {
    if (answer.ok) return { ok: true };
    if (answer.status === 409 && answer.errors.length === 0) return { ok: false, reason: answer.message, retry: false, conflict: true };
    if (answer.errors.length > 0) {
      showFieldErrors(answer.errors);
      return { ok: false, reason: answer.errors[0]!.message, retry: false };
    }
    if (answer.status === 413) return { ok: false, reason: copy.tooLarge, retry: false };
    if (answer.status === 401) {
      window.location.assign('/login');
      return { ok: false, reason: answer.message, retry: false };
    }
    return { ok: false, reason: answer.message || `error ${answer.status}`, retry: answer.status >= 500 || answer.status === 429 };
  }

  /**
   * A save answered 409 after an earlier one got no answer: when the server holds exactly what that one sent,
   * it was saved and only its answer was lost (not another tab's work). Takes that version as the one this
   * editor last saw, so the next save names it; false when the server holds something else.
   */
  async function adoptLostSave(sent: Record<string, unknown>): Promise<boolean> {
    const current = postRef.current;
    if (!current) return false;
    const [postAnswer, pendingAnswer] = await Promise.all([
      callApi<DashboardPost>('GET', `/api/admin/blog/${current.id}`),
      callApi<{ pending: PendingChange | null }>('GET', `/api/admin/blog/${current.id}/pending`),
    ]).catch(() => [null, null] as const);
    if (!postAnswer?.ok || !pendingAnswer?.ok) return false;
    const stored = current.status === 'draft' ? postAnswer.data : pendingAnswer.data.pending;
    if (!stored || (['title', 'excerpt', 'content'] as const).some((key) => stored[key] !== sent[key])) return false;
    setPost(postAnswer.data);
    setPending(pendingAnswer.data.pending);
    return true;
  }

  /** The draft an unanswered first save made, if it did (same slug, title and text); undefined: no answer again. */
  async function findLostDraft(sent: Record<string, unknown>): Promise<DashboardPost | null | undefined> {
    const query = new URLSearchParams({ q: String(sent.title).slice(0, 200), status: 'draft', sort: 'created' });
    const answer = await callApi<DashboardPost[]>('GET', `/api/admin/blog?${query.toString()}`).catch(() => null);
    if (!answer) return undefined;
    if (!answer.ok) return null;
    return answer.data.find((candidate) => (['slug', 'title', 'excerpt', 'content'] as const).every((key) => candidate[key] === sent[key])) ?? null;
  }

  /** One autosave of what the editor holds; a 409 after a lost answer is checked once and the save resent. */
  async function autosave(keepalive: boolean): Promise<SaveOutcome> {
    const lost = unanswered.current;
    const outcome = await autosaveOnce(keepalive);
    if (!outcome.ok && outcome.conflict && lost && (await adoptLostSave(lost))) return autosaveOnce(keepalive);
    return outcome;
  }

  async function autosaveOnce(keepalive: boolean): Promise<SaveOutcome> {
    const body = await contentOf();
    if (typeof body === 'string') return { ok: false, reason: body, retry: false };
    if (!body.title) return { ok: false, reason: copy.needsTitle, retry: false };
    if (String(body.content).length > postLimits.content) return { ok: false, reason: copy.tooLarge, retry: false };
    const current = postRef.current;
    const send = async <T,>(method: 'POST' | 'PUT', path: string, payload: Record<string, unknown>) => {
      const answer = await callApi<T>(method, path, payload, { keepalive: keepalive && JSON.stringify(payload).length < keepaliveLimit }).catch(() => null);
      unanswered.current = answer ? null : body;
      return answer;
    };
    if (!current) {
      const created = (saved: DashboardPost) => {
        setPost(saved);
        // The new draft's own address: a reload, the back button or a second tab find it there.
        window.history.replaceState(window.history.state, '', dashboardPostPath(saved.id));
        setErrors({});
      };
      // The first save got no answer: it may have made the draft all the same. Then save into that one.
      const lost = unanswered.current;
      if (lost) {
        const found = await findLostDraft(lost);
        if (found === undefined) return { ok: false, reason: copy.offline, retry: true };
        unanswered.current = null;
        if (found) {
          created(found);
          return autosaveOnce(keepalive);
        }
      }
      const answer = await send<DashboardPost>('POST', '/api/admin/blog', { ...body, status: 'draft', authorId: '' });
      if (!answer) return { ok: false, reason: copy.offline, retry: true };
      if (answer.ok) created(answer.data);
      return outcomeOf(answer);
    }
    if (current.status === 'draft') {
      const answer = await send<DashboardPost>('PUT', `/api/admin/blog/${current.id}`, { ...body, status: 'draft', ifUpdatedAt: current.updatedAt, autosave: true });
      if (!answer) return { ok: false, reason: copy.offline, retry: true };
      if (answer.ok) {
        setPost(answer.data);
        setErrors({});
      }
      return outcomeOf(answer);
    }
    const answer = await send<{ pending: PendingChange }>('PUT', `/api/admin/blog/${current.id}/pending`, {
      ...body,
      ifPostUpdatedAt: current.updatedAt,
      ifPendingUpdatedAt: pendingRef.current?.updatedAt ?? null,
    });
    if (!answer) return { ok: false, reason: copy.offline, retry: true };
    if (answer.ok) {
      setPending(answer.data.pending);
      setErrors({});
    }
    return outcomeOf(answer);
  }
  const autosaveRef = useRef(autosave);
  autosaveRef.current = autosave;

  // The autosave, the leave guard and the saves on hiding the page.
  useEffect(() => {
    const saver = new Autosaver({ save: (keepalive) => autosaveRef.current(keepalive), onStatus: setStatus });
    autosaver.current = saver;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!saver.unsaved) return;
      void saver.flush(true);
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') void saver.flush(true);
    };
    // The app's own links ask first too (the browser's dialog comes only with a reload, close or typed address).
    const onClick = (event: MouseEvent) => {
      if (!saver.unsaved || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || link.target === '_blank' || link.hasAttribute('download') || link.origin !== window.location.origin) return;
      if (link.pathname === window.location.pathname && link.hash) return;
      if (!window.confirm(copy.leaveQuestion)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    const onOnline = () => saver.online();
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('visibilitychange', onVisibility);
    document.addEventListener('click', onClick, true);
    window.addEventListener('online', onOnline);
    return () => {
      saver.dispose();
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('visibilitychange', onVisibility);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('online', onOnline);
    };
  }, []);

  // Editor.js, and the post with its pending change.
  useEffect(() => {
    let cancelled = false;
    // Before the import: the editor's tools add their CSS while their modules load.
    adoptInjectedStyles();
    import('./editor-runtime.ts').then(
      (loaded) => !cancelled && setRuntime(loaded),
      () => toast({ title: postEditorCopy.loadFailedTitle, description: postEditorCopy.loadFailed, variant: 'destructive' }),
    );
    if (postId !== null) {
      void (async () => {
        try {
          const [postAnswer, pendingAnswer] = await Promise.all([
            callApi<DashboardPost>('GET', `/api/admin/blog/${postId}`),
            callApi<{ pending: PendingChange | null }>('GET', `/api/admin/blog/${postId}/pending`),
          ]);
          if (cancelled) return;
          if (postAnswer.status === 401) return window.location.assign('/login');
          if (!postAnswer.ok) return setLoad({ state: 'failed', message: postAnswer.status === 403 ? copy.forbidden : postAnswer.message });
          const loadedPending = pendingAnswer.ok ? pendingAnswer.data.pending : null;
          startFrom(postAnswer.data, loadedPending);
          setLoad({ state: 'ready' });
        } catch {
          if (!cancelled) setLoad({ state: 'failed', message: copy.offline });
        }
      })();
    } else {
      titleInput.current?.focus();
    }
    return () => {
      cancelled = true;
    };
  }, [postId]);

  /** Shows a post (and its pending change) as the editor's new starting point. */
  function startFrom(next: DashboardPost, nextPending: PendingChange | null): void {
    setPost(next);
    setPending(nextPending);
    const source = nextPending ?? next;
    setFields(fieldsOf(next, nextPending, timeZone));
    setInitial((current) => ({ excerpt: source.excerpt, content: source.content, generation: current.generation + 1 }));
    setExcerptText(plainText(source.excerpt));
    setHtmlMode(false);
    setErrors({});
  }

  const setBusy = (action: string | null) => {
    busyRef.current = action !== null;
    setBusyState(action);
  };

  /**
   * Publish, Schedule, Update or Switch to draft: one write of the post itself with its status, on the version
   * last seen. A second press while one runs does nothing (the button is disabled too).
   */
  async function commit(action: 'publish' | 'update' | 'draft'): Promise<void> {
    if (busyRef.current) return;
    const saver = autosaver.current;
    if (saver?.stopped) return;
    setBusy(action);
    try {
      // A draft's unsaved text goes first, so the write below names the newest version.
      if (postRef.current?.status === 'draft' || !postRef.current) await saver?.flush();
      const current = postRef.current;
      const form = fieldsRef.current;
      const body = await contentOf();
      if (typeof body === 'string') {
        toast({ title: copy.actionFailed, description: body, variant: 'destructive' });
        return;
      }
      let publishAt: string | null = null;
      if (current?.publishAt && form.publishAtLocal === toZonedInput(current.publishAt, timeZone)) {
        // Unchanged: the stored time exactly (the field shows whole minutes only).
        publishAt = current.publishAt;
      } else if (form.publishAtLocal) {
        const zoned = fromZonedInput(form.publishAtLocal, timeZone);
        if (!zoned) {
          showFieldErrors([{ field: 'publishAt', message: 'Enter a date and a time.' }]);
          return;
        }
        publishAt = zoned;
      }
      if (action === 'draft') body.status = 'draft';
      else if (action === 'publish') {
        body.status = publishAt && Date.parse(publishAt) > Date.now() ? 'scheduled' : 'published';
        body.publishAt = publishAt;
      } else {
        body.status = publishAt && Date.parse(publishAt) > Date.now() ? 'scheduled' : current?.status === 'scheduled' ? 'published' : current?.status;
        if (publishAt || current?.status !== 'draft') body.publishAt = publishAt;
      }
      let answer = await (current
        ? callApi<DashboardPost>('PUT', `/api/admin/blog/${current.id}`, { ...body, ifUpdatedAt: current.updatedAt })
        : callApi<DashboardPost>('POST', '/api/admin/blog', { ...body, authorId: '' })
      ).catch(() => null);
      // A 409 after a press that got no answer: when the post is what that press sent, it did its work.
      const lost = unansweredCommit.current;
      unansweredCommit.current = answer ? null : body;
      if (current && lost && answer && !answer.ok && answer.status === 409 && answer.errors.length === 0) {
        const stored = await callApi<DashboardPost>('GET', `/api/admin/blog/${current.id}`).catch(() => null);
        if (stored?.ok && stored.data.status === body.status && (['title', 'excerpt', 'content'] as const).every((key) => stored.data[key] === lost[key])) answer = stored;
      }
      if (!answer) {
        toast({ title: copy.actionFailed, description: copy.offline, variant: 'destructive' });
        return;
      }
      if (!answer.ok) {
        const outcome = outcomeOf(answer);
        if (!outcome.ok && outcome.conflict) {
          setStatus({ kind: 'conflict', reason: outcome.reason });
          saver?.dispose();
        } else {
          toast({ title: copy.actionFailed, description: answer.errors.length > 0 ? copy.fixFields : answer.message, variant: 'destructive' });
        }
        return;
      }
      const saved = answer.data;
      if (!current) window.history.replaceState(window.history.state, '', dashboardPostPath(saved.id));
      setPost(saved);
      setPending(null);
      setErrors({});
      setFields({ ...fieldsRef.current, status: saved.status, slugEdited: fieldsRef.current.slugEdited || saved.status !== 'draft' });
      saver?.markSaved();
      const when = saved.publishAt ? new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(saved.publishAt)) : '';
      toast({
        title:
          action === 'draft' ? copy.unpublished : saved.status === 'scheduled' ? copy.scheduled(when) : action === 'publish' ? copy.published : copy.updated,
      });
    } finally {
      setBusy(null);
    }
  }

  async function saveDraftNow(): Promise<void> {
    if (busyRef.current || !autosaver.current) return;
    setBusy('save');
    try {
      autosaver.current.changed();
      if (await autosaver.current.flush()) toast({ title: copy.savedDraft });
    } finally {
      setBusy(null);
    }
  }

  async function discardPending(): Promise<void> {
    const current = postRef.current;
    const currentPending = pendingRef.current;
    if (!current || !currentPending || busyRef.current || !window.confirm(copy.discardQuestion)) return;
    setBusy('discard');
    try {
      await autosaver.current?.flush();
      const answer = await callApi('DELETE', `/api/admin/blog/${current.id}/pending`, { ifPendingUpdatedAt: pendingRef.current?.updatedAt }).catch(() => null);
      if (!answer?.ok) {
        toast({ title: copy.actionFailed, description: answer?.message ?? copy.offline, variant: 'destructive' });
        return;
      }
      startFrom(current, null);
      autosaver.current?.markSaved();
      toast({ title: copy.discarded });
    } finally {
      setBusy(null);
    }
  }

  async function duplicate(): Promise<void> {
    const current = postRef.current;
    if (!current || busyRef.current) return;
    setBusy('duplicate');
    try {
      await autosaver.current?.flush();
      const answer = await callApi<DashboardPost>('POST', `/api/admin/blog/${current.id}/duplicate`).catch(() => null);
      if (!answer?.ok) {
        toast({ title: copy.duplicateFailed, description: answer?.message ?? copy.offline, variant: 'destructive' });
        return;
      }
      flashToast({ title: copy.duplicated, description: answer.data.title });
      window.location.assign(dashboardPostPath(answer.data.id));
    } finally {
      setBusy(null);
    }
  }

  async function toggleHtmlMode() {
    if (!runtime || !content.current) return;
    if (htmlMode) {
      // A huge paste is refused with a message, not parsed into thousands of blocks.
      const read = runtime.readHtmlModeText(html);
      if (!read.ok) return setHtmlError(read.message);
      await content.current.setHtml(read.html);
      setHtmlError(null);
      setHtmlMode(false);
    } else {
      setHtml(runtime.htmlModeText(await content.current.getHtml()));
      setHtmlMode(true);
    }
  }

  async function currentPost(): Promise<CurrentPost> {
    const form = fieldsRef.current;
    return {
      fields: { title: form.title, slug: form.slug, excerpt: (await excerpt.current?.getHtml()) ?? '', tags: tagsOf(form.tagsText) },
      contentHtml: htmlMode && runtime ? runtime.cleanContentHtml(html) : ((await content.current?.getHtml()) ?? ''),
    };
  }

  async function applyImport({ content: imported, fields: importedFields }: MarkdownImportChoice) {
    if (htmlMode && runtime) setHtml(runtime.htmlModeText(imported.html));
    else await content.current?.setHtml(imported.html);
    const patch: Partial<EditorFields> = {};
    if (importedFields.title !== undefined) patch.title = importedFields.title;
    if (importedFields.slug !== undefined) Object.assign(patch, { slug: importedFields.slug, slugEdited: true });
    if (importedFields.tags !== undefined) patch.tagsText = importedFields.tags.join(', ');
    if (importedFields.excerpt !== undefined) await excerpt.current?.setHtml(importedFields.excerpt);
    // update() marks the post changed, so the import is autosaved like typing.
    update(patch);
  }

  if (load.state === 'loading') {
    return (
      <div className="post-editor post-editor-page">
        <p role="status">{copy.loading}</p>
      </div>
    );
  }
  if (load.state === 'failed') {
    return (
      <div className="post-editor post-editor-page">
        <p role="alert">
          {copy.loadFailed}: {load.message}
        </p>
        <a href={dashboardPostsPath}>{copy.backToPosts}</a>
      </div>
    );
  }

  const saved = post;
  const isPublic = saved !== null && saved.status !== 'draft';
  const futureDate = (() => {
    const zoned = fields.publishAtLocal ? fromZonedInput(fields.publishAtLocal, timeZone) : undefined;
    return zoned !== undefined && Date.parse(zoned) > Date.now();
  })();
  const statusText =
    status.kind === 'saving'
      ? copy.status.saving
      : status.kind === 'saved'
        ? isPublic && pending
          ? copy.status.savedPending
          : copy.status.saved
        : status.kind === 'failed'
          ? `${copy.status.failed(status.reason)}${status.retrying ? ` · ${copy.status.retrying}` : ''}`
          : status.kind === 'unsaved'
            ? copy.status.unsaved
            : '';
  const conflict = status.kind === 'conflict';
  const disabled = busy !== null || conflict;
  const viewHref = saved ? postPath(saved.slug) : undefined;
  const sectionProps = { fields, update, errors, timeZone, post: saved, canPublish, excerptText };

  return (
    <div className="post-editor post-editor-page">
      <div className="post-editor-bar">
        {/* The page's heading for screen readers and outlines; the title field below is the visible one. */}
        <h1 className="visually-hidden">{saved ? copy.editHeading : copy.newHeading}</h1>
        <a className="post-editor-back" href={dashboardPostsPath}>
          <span aria-hidden="true">←</span> {copy.backToPosts}
        </a>
        <p className={`post-editor-status post-editor-status-${status.kind}`} role="status" aria-live="polite">
          {statusText}
        </p>
        <div className="post-editor-actions">
          {viewHref && (
            <a className="button button-secondary button-small" href={viewHref} target="_blank" rel="noopener" title={copy.previewHint}>
              {saved?.status === 'published' ? copy.view : copy.preview}
            </a>
          )}
          {saved && (
            <button type="button" className="button button-secondary button-small" onClick={() => setShareOpen(true)} aria-haspopup="dialog">
              {copy.sharePreview}
            </button>
          )}
          {saved && (
            <button type="button" className="button button-secondary button-small" onClick={() => setRevisionsOpen(true)}>
              {copy.revisions}
            </button>
          )}
          {saved && (
            <button type="button" className="button button-secondary button-small" onClick={() => void duplicate()} disabled={disabled}>
              {copy.duplicate}
            </button>
          )}
          {isPublic && canPublish && (
            <button type="button" className="button button-secondary button-small" onClick={() => void commit('draft')} disabled={disabled}>
              {copy.unpublish}
            </button>
          )}
          {!isPublic && (
            <button type="button" className="button button-secondary button-small" onClick={() => void saveDraftNow()} disabled={disabled}>
              {copy.saveDraft}
            </button>
          )}
          {canPublish && !isPublic && (
            <button type="button" className="button button-primary button-small" onClick={() => void commit('publish')} disabled={disabled || !runtime}>
              {busy === 'publish' ? copy.publishing : futureDate ? copy.schedule : copy.publish}
            </button>
          )}
          {canPublish && isPublic && (
            <button type="button" className="button button-primary button-small" onClick={() => void commit('update')} disabled={disabled || !runtime}>
              {busy === 'update' ? copy.updating : copy.update}
            </button>
          )}
        </div>
      </div>

      {conflict && (
        <div className="post-editor-notice post-editor-notice-danger" role="alert">
          <p>
            <strong>{copy.conflictTitle}.</strong> {copy.conflict}
          </p>
          <button type="button" className="button button-secondary button-small" onClick={() => window.location.reload()}>
            {copy.reload}
          </button>
        </div>
      )}
      {isPublic && pending && !conflict && (
        <div className="post-editor-notice">
          <p>{copy.pendingNotice}</p>
          {canPublish && (
            <button type="button" className="button button-secondary button-small" onClick={() => void discardPending()} disabled={disabled}>
              {copy.discardPending}
            </button>
          )}
        </div>
      )}

      <div className="post-editor-layout">
        <div className="post-editor-writing">
          <div className="field post-title-field" data-field="title">
            <label className="visually-hidden" htmlFor="post-title">
              {copy.titleLabel}
            </label>
            <textarea
              ref={titleInput}
              id="post-title"
              name="title"
              className="post-title-input"
              rows={1}
              value={fields.title}
              maxLength={postLimits.title}
              placeholder={copy.titlePlaceholder}
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={errors.title ? 'post-title-error' : undefined}
              onChange={(event) => update({ title: event.target.value.replace(/\n/g, ' ') })}
              onKeyDown={(event) => {
                // Enter in the title goes on to the body, as in other editors.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  content.current?.focus();
                }
              }}
            />
            {errors.title && (
              <p className="field-error" id="post-title-error">
                {errors.title}
              </p>
            )}
          </div>

          <div className="field-toolbar">
            <button type="button" className="button button-secondary button-small" aria-pressed={htmlMode} onClick={() => void toggleHtmlMode()} disabled={!runtime}>
              {htmlMode ? postEditorCopy.richTextMode : postEditorCopy.htmlMode}
            </button>
            <MarkdownUpload disabled={!runtime} current={currentPost} onImport={applyImport} />
          </div>
          <RichTextField
            key={`content-${initial.generation}`}
            ref={content}
            label={postEditorCopy.content}
            kind="content"
            initialHtml={initial.content}
            runtime={runtime}
            hidden={htmlMode}
            placeholder={postEditorCopy.contentPlaceholder}
            onChange={textChanged}
            error={errors.content}
          />
          {htmlMode && (
            <label className="field">
              <span className="field-label">{postEditorCopy.contentHtml}</span>
              <textarea
                className="text-field html-mode-text"
                name="content-html"
                rows={20}
                value={html}
                spellCheck={false}
                aria-invalid={htmlError !== null}
                aria-describedby={htmlError ? 'post-html-error' : undefined}
                onChange={(event) => {
                  setHtml(event.target.value);
                  setHtmlError(null);
                  autosaver.current?.changed();
                }}
              />
              {htmlError && (
                <span id="post-html-error" className="html-mode-error" role="alert">
                  {htmlError}
                </span>
              )}
            </label>
          )}
        </div>

        <aside className="post-editor-settings" aria-label={copy.settings}>
          {settingsSections.map(({ id, title, Component }, index) => (
            <section key={id} className="settings-section" aria-labelledby={`settings-${id}`}>
              <h2 id={`settings-${id}`}>{title}</h2>
              <Component {...sectionProps} />
              {index === 0 && (
                <RichTextField
                  key={`excerpt-${initial.generation}`}
                  ref={excerpt}
                  label={copy.excerpt}
                  kind="excerpt"
                  initialHtml={initial.excerpt}
                  runtime={runtime}
                  placeholder={copy.excerptPlaceholder}
                  onChange={textChanged}
                  error={errors.excerpt}
                />
              )}
            </section>
          ))}
        </aside>
      </div>

      {shareOpen && saved && (
        <SharePreviewDialog
          postId={saved.id}
          timeZone={timeZone}
          beforeShare={async () => (await autosaver.current?.flush()) ?? true}
          onClose={() => setShareOpen(false)}
        />
      )}
      {revisionsOpen && saved && (
        <RevisionsDialog
          post={saved}
          timeZone={timeZone}
          canRestore={canPublish || saved.status === 'draft'}
          onClose={() => setRevisionsOpen(false)}
          beforeRestore={async () => (await autosaver.current?.flush()) ?? true}
          onRestored={(restored) => {
            setRevisionsOpen(false);
            startFrom(restored, null);
            autosaver.current?.markSaved();
          }}
        />
      )}
    </div>
  );
}

/** The island's name for the registry (the page's +Page.tsx). */
export const PostEditorPage = PostEditor;
