/**
 * The post editor (docs/product/admin.md#post-editor): a modal dialog, not a
 * route. Editor.js and its tools arrive by import() when it opens.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { postEditorCopy } from '#content/dashboard.ts';
import { postLimits, slugify } from '#shared/blog-rules.ts';
import { toast } from '#islands/toast/toast.ts';
import { apiMessage, apiRequest } from '../api.ts';
import { Tooltip } from '../Tooltip.tsx';
import type { DashboardPost, PostDraft } from '../posts/post-types.ts';
import { RichTextField, type RichTextHandle } from './RichTextField.tsx';
import { adoptInjectedStyles } from './adopt-injected-styles.ts';
import { MarkdownUpload } from './MarkdownUpload.tsx';
import '#components/blog/post-content.css';
import '#components/text-field.css';
import './post-editor.css';

type Runtime = typeof import('./editor-runtime.ts');

interface PostEditorProps {
  /** null: a new post. */
  post: DashboardPost | null;
  onClose: () => void;
  onSaved: () => void;
  /** Authors save drafts only: the Published switch is not theirs. */
  canPublish: boolean;
}

export function PostEditor({ post, onClose, onSaved, canPublish }: PostEditorProps) {
  const isNew = post === null;
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [runtime, setRuntime] = useState<Runtime | null>(null);
  const [title, setTitle] = useState(post?.title ?? '');
  const [slug, setSlug] = useState(post?.slug ?? '');
  // docs/product/blog.md#slugs: the slug follows the title while creating, until the admin edits it.
  const [slugEdited, setSlugEdited] = useState(!isNew);
  const [published, setPublished] = useState(post?.published ?? false);
  const [htmlMode, setHtmlMode] = useState(false);
  const [html, setHtml] = useState('');
  const [saving, setSaving] = useState(false);
  const excerpt = useRef<RichTextHandle>(null);
  const content = useRef<RichTextHandle>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    dialog.current?.showModal();
    let cancelled = false;
    // Before the import: the editor's tools add their CSS while their modules load.
    adoptInjectedStyles();
    import('./editor-runtime.ts').then(
      (loaded) => !cancelled && setRuntime(loaded),
      () => toast({ title: postEditorCopy.loadFailedTitle, description: postEditorCopy.loadFailed, variant: 'destructive' }),
    );
    return () => {
      cancelled = true;
      opener?.focus();
    };
  }, []);

  async function toggleHtmlMode() {
    if (!runtime || !content.current) return;
    if (htmlMode) {
      await content.current.setHtml(html);
      setHtmlMode(false);
    } else {
      setHtml(await content.current.getHtml());
      setHtmlMode(true);
    }
  }

  async function placeContent(markdownHtml: string) {
    if (htmlMode) setHtml(markdownHtml);
    else await content.current?.setHtml(markdownHtml);
  }

  async function save() {
    if (!excerpt.current || !content.current) return;
    const draft: PostDraft = {
      title: title.trim(),
      slug: slug.trim(),
      excerpt: (await excerpt.current.getHtml()).trim(),
      // HTML mode sends the HTML as typed; the server sanitizes it.
      content: (htmlMode ? html : await content.current.getHtml()).trim(),
      published,
    };
    if (!draft.title || !draft.slug || !draft.excerpt || !draft.content) {
      toast({ title: postEditorCopy.missingTitle, description: postEditorCopy.missing, variant: 'destructive' });
      return;
    }
    setSaving(true);
    try {
      if (isNew) await apiRequest('POST', '/api/admin/blog', { ...draft, authorId: '' });
      else await apiRequest('PUT', `/api/admin/blog/${post.id}`, { id: post.id, ...draft });
      toast({ title: isNew ? postEditorCopy.created : postEditorCopy.updated });
      onSaved();
    } catch (error) {
      setSaving(false);
      toast({
        title: isNew ? postEditorCopy.createFailed : postEditorCopy.updateFailed,
        description: apiMessage(error) ?? (isNew ? postEditorCopy.createFailedFallback : postEditorCopy.updateFailedFallback),
        variant: 'destructive',
      });
    }
  }

  return (
    <dialog
      ref={dialog}
      className="post-editor"
      aria-labelledby={titleId}
      // Escape never discards the post (issue 11): it may only close Editor.js's own menus, never the editor.
      // Cancel and the close button still close it. The keydown is stopped too: Chromium closes a modal
      // dialog on a second Escape without a cancelable cancel event when no click came between.
      onCancel={(event) => event.preventDefault()}
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.preventDefault();
      }}
    >
      <form
        className="post-editor-form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <header className="post-editor-header">
          <h2 id={titleId}>{isNew ? postEditorCopy.createHeading : postEditorCopy.editHeading}</h2>
          <Tooltip content={postEditorCopy.close}>
            <button type="button" className="icon-button" aria-label={postEditorCopy.close} onClick={onClose} disabled={saving}>
              <span aria-hidden="true">×</span>
            </button>
          </Tooltip>
        </header>

        <div className="post-editor-body">
          <label className="field">
            <span className="field-label">{postEditorCopy.title}</span>
            <input
              className="text-field"
              name="title"
              value={title}
              maxLength={postLimits.title}
              autoFocus
              onChange={(event) => {
                setTitle(event.target.value);
                if (!slugEdited) setSlug(slugify(event.target.value));
              }}
            />
          </label>
          <label className="field">
            <span className="field-label">{postEditorCopy.slug}</span>
            <input
              className="text-field"
              name="slug"
              value={slug}
              maxLength={postLimits.slug}
              spellCheck={false}
              onChange={(event) => {
                setSlug(event.target.value);
                setSlugEdited(true);
              }}
            />
          </label>

          <RichTextField ref={excerpt} label={postEditorCopy.excerpt} kind="excerpt" initialHtml={post?.excerpt ?? ''} runtime={runtime} placeholder={postEditorCopy.excerptPlaceholder} />

          <div className="field-toolbar">
            <button type="button" className="button button-secondary button-small" aria-pressed={htmlMode} onClick={() => void toggleHtmlMode()} disabled={!runtime}>
              {htmlMode ? postEditorCopy.richTextMode : postEditorCopy.htmlMode}
            </button>
            <MarkdownUpload runtime={runtime} onConverted={placeContent} />
          </div>
          <RichTextField
            ref={content}
            label={postEditorCopy.content}
            kind="content"
            initialHtml={post?.content ?? ''}
            runtime={runtime}
            hidden={htmlMode}
            placeholder={postEditorCopy.contentPlaceholder}
          />
          {htmlMode && (
            <label className="field">
              <span className="field-label">{postEditorCopy.contentHtml}</span>
              <textarea className="text-field" name="content-html" rows={20} value={html} spellCheck={false} onChange={(event) => setHtml(event.target.value)} />
            </label>
          )}

          {canPublish && (
            <div className="field publish-toggle">
              <button type="button" role="switch" aria-checked={published} className="switch" onClick={() => setPublished(!published)} aria-label={postEditorCopy.published}>
                <span className="switch-thumb" aria-hidden="true" />
              </button>
              <span aria-hidden="true">{published ? postEditorCopy.published : postEditorCopy.draft}</span>
            </div>
          )}
        </div>

        <footer className="post-editor-footer">
          <button type="button" className="button button-secondary" onClick={onClose} disabled={saving}>
            {postEditorCopy.cancel}
          </button>
          <button type="submit" className="button button-primary" disabled={saving || !runtime}>
            {saving ? postEditorCopy.saving : postEditorCopy.save}
          </button>
        </footer>
      </form>
    </dialog>
  );
}
