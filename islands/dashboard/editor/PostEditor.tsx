/**
 * The full-page post editor (decision 030) at /dashboard/posts/new and /dashboard/posts/{id}: a wide
 * writing column (title, content) and a settings panel. It autosaves a few seconds after typing stops and when
 * the page is hidden: a new post becomes a draft (the URL becomes the post's own), a draft is saved itself,
 * and a published or scheduled post's change waits as its pending change until Update. Every save names the
 * version it was made on, so a second tab's save is reported, never overwritten. Leaving with unsaved changes
 * asks first; Escape never discards anything. Editor.js and its tools arrive by import() once the page runs.
 *
 * The parts: the document and its saves come from editor-core/ (useDocument, useDocumentSave, the same for any
 * editor of this kind), the post's own pieces from the hooks beside this file; PublishBar and EditorColumns
 * render them.
 */
import { useCallback, useState } from 'react';
import { writingRoomCopy as copy } from '#content/post-editor.ts';
import { dashboardPostsPath } from '#shared/dashboard-paths.ts';
import { fromZonedInput } from '#shared/zoned-time.ts';
import { useDocumentSave } from '../editor-core/use-document-save.ts';
import type { DashboardPost, PendingChange } from '../posts/post-types.ts';
import { EditorColumns } from './EditorColumns.tsx';
import { tagsOf, type EditorFields } from './editor-fields.ts';
import type { CurrentPost, MarkdownImportChoice } from './markdown-upload-types.ts';
import { autosaveBodyOf } from './post-body.ts';
import { postStore } from './post-store.ts';
import { PublishBar } from './PublishBar.tsx';
import { ReviewRequest } from './ReviewRequest.tsx';
import { ConflictDialog } from './ConflictDialog.tsx';
import { RevisionsDialog } from './RevisionsDialog.tsx';
import { SharePreviewDialog } from './SharePreviewDialog.tsx';
import { useHtmlMode } from './use-html-mode.ts';
import { useEditorRuntime } from './use-editor-runtime.ts';
import { usePostLoad } from './use-post-load.ts';
import { usePostDocument } from './use-post-document.ts';
import { useBylinePrompt } from './use-byline-prompt.tsx';
import { usePublishActions } from './use-publish-actions.ts';
import { useScheduledLive } from './use-scheduled-live.ts';
import { useKeepRevisionOnLeave } from './use-keep-revision.ts';
import '#components/blog/post-content.css';
import '#components/text-field.css';
import '../dashboard.css';
import '../posts/posts.css';
import './post-editor.css';

export interface PostEditorPageProps {
  /** null: a new post, not saved yet. */
  postId: number | null;
  /** Authors save drafts only: Publish, Schedule and Update are not theirs. */
  canPublish: boolean;
  /** The site's time zone (SITE_TIME_ZONE): publish dates are shown and typed in it. */
  timeZone: string;
}

export function PostEditor({ postId, canPublish, timeZone }: PostEditorPageProps) {
  const runtime = useEditorRuntime();
  const doc = usePostDocument(timeZone);
  const htmlMode = useHtmlMode(runtime, doc.content);
  const save = useDocumentSave({ doc, store: postStore, bodyOf: () => autosaveBodyOf(doc, htmlMode), messages: copy });
  const [revisionsOpen, setRevisionsOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const [conflictOpen, setConflictOpen] = useState(false);

  /** Shows a post (and its pending change) as the editor's new starting point. */
  const startFrom = (post: DashboardPost, pending: PendingChange | null) => {
    doc.startFrom(post, pending);
    htmlMode.leave();
  };
  const load = usePostLoad(postId, startFrom, () => doc.titleInput.current?.focus());
  const { confirmByline, bylineDialog } = useBylinePrompt();
  const actions = usePublishActions({ doc, save, htmlMode, timeZone, startFrom, confirmByline });
  useScheduledLive(doc);
  useKeepRevisionOnLeave(doc.latest, save.saver);

  /** The form changed: remember it and let the autosave run. */
  const { update: updateDocument } = doc;
  const { saver } = save;
  const update = useCallback(
    (patch: Partial<EditorFields>) => {
      updateDocument(patch);
      saver.current?.changed();
    },
    [updateDocument, saver],
  );
  const textChanged = useCallback(() => saver.current?.changed(), [saver]);
  const flushFirst = async () => (await saver.current?.flush()) ?? true;

  async function currentPost(): Promise<CurrentPost> {
    const form = doc.latest.fields;
    return {
      fields: { title: form.title, slug: form.slug, excerpt: (await doc.excerpt.current?.getHtml()) ?? '', tags: tagsOf(form.tagsText) },
      contentHtml: await htmlMode.currentContent(),
    };
  }

  /** What the editor holds now, as a word diff compares it. */
  async function currentText() {
    const { fields, contentHtml } = await currentPost();
    return { title: fields.title, excerpt: fields.excerpt, content: contentHtml };
  }

  async function applyImport({ content: imported, fields: importedFields }: MarkdownImportChoice) {
    await htmlMode.replaceContent(imported.html);
    const patch: Partial<EditorFields> = {};
    if (importedFields.title !== undefined) patch.title = importedFields.title;
    if (importedFields.slug !== undefined) Object.assign(patch, { slug: importedFields.slug, slugEdited: true });
    if (importedFields.tags !== undefined) patch.tagsText = importedFields.tags.join(', ');
    if (importedFields.excerpt !== undefined) await doc.excerpt.current?.setHtml(importedFields.excerpt);
    // update() marks the post changed, so the import is autosaved like typing.
    update(patch);
  }

  if (load.state !== 'ready') {
    return (
      <div className="post-editor post-editor-page">
        {load.state === 'loading' ? (
          <p role="status">{copy.loading}</p>
        ) : (
          <>
            <p role="alert">
              {copy.loadFailed}: {load.message}
            </p>
            <a href={dashboardPostsPath}>{copy.backToPosts}</a>
          </>
        )}
      </div>
    );
  }

  const saved = doc.saved;
  const zoned = doc.fields.publishAtLocal ? fromZonedInput(doc.fields.publishAtLocal, timeZone) : undefined;
  return (
    <div className="post-editor post-editor-page">
      <PublishBar
        saved={saved}
        pending={doc.pending}
        status={save.status}
        canPublish={canPublish}
        ready={runtime !== null}
        futureDate={zoned !== undefined && Date.parse(zoned) > Date.now()}
        actions={actions}
        onShare={() => setShareOpen(true)}
        onRevisions={() => setRevisionsOpen(true)}
        onCompare={() => setConflictOpen(true)}
        review={
          saved && (
            <ReviewRequest post={saved} flush={flushFirst} disabled={actions.busy !== null || save.status.kind === 'conflict'} onSubmitted={doc.setSaved} />
          )
        }
      />
      <EditorColumns
        doc={doc}
        htmlMode={htmlMode}
        runtime={runtime}
        timeZone={timeZone}
        canPublish={canPublish}
        update={update}
        onTextChanged={textChanged}
        currentPost={currentPost}
        onImport={applyImport}
      />
      {bylineDialog}
      {shareOpen && saved && <SharePreviewDialog postId={saved.id} timeZone={timeZone} beforeShare={flushFirst} onClose={() => setShareOpen(false)} />}
      {conflictOpen && <ConflictDialog save={save} currentText={currentText} onClose={() => setConflictOpen(false)} />}
      {revisionsOpen && saved && (
        <RevisionsDialog
          post={saved}
          timeZone={timeZone}
          canRestore={canPublish || saved.status === 'draft'}
          onClose={() => setRevisionsOpen(false)}
          beforeRestore={flushFirst}
          currentText={currentText}
          onRestored={(restored) => {
            setRevisionsOpen(false);
            startFrom(restored, null);
            saver.current?.markSaved();
          }}
        />
      )}
    </div>
  );
}

/** The island's name for the registry (the page's +Page.tsx). */
export const PostEditorPage = PostEditor;
