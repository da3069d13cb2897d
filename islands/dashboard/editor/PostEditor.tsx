/**
 * The post editor (docs/product/admin.md#post-editor): a modal dialog, not a
 * route. Editor.js and its tools arrive by import() when it opens.
 */
import { useEffect, useId, useRef, useState } from 'react';
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
      () => toast({ title: 'Editor failed to load', description: 'Please reload the page and try again.', variant: 'destructive' }),
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
      toast({ title: 'Missing fields', description: 'Please fill in all required fields', variant: 'destructive' });
      return;
    }
    setSaving(true);
    try {
      if (isNew) await apiRequest('POST', '/api/admin/blog', { ...draft, authorId: '' });
      else await apiRequest('PUT', `/api/admin/blog/${post.id}`, { id: post.id, ...draft });
      toast({ title: isNew ? 'Post created' : 'Post updated' });
      onSaved();
    } catch (error) {
      setSaving(false);
      toast({
        title: isNew ? 'Create failed' : 'Update failed',
        description: apiMessage(error) ?? (isNew ? 'Failed to create the blog post' : 'Failed to update the blog post'),
        variant: 'destructive',
      });
    }
  }

  return (
    <dialog
      ref={dialog}
      className="post-editor"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!saving) onClose();
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
          <h2 id={titleId}>{isNew ? 'Create New Blog Post' : 'Edit Blog Post'}</h2>
          <Tooltip content="Close">
            <button type="button" className="icon-button" aria-label="Close" onClick={onClose} disabled={saving}>
              <span aria-hidden="true">×</span>
            </button>
          </Tooltip>
        </header>

        <div className="post-editor-body">
          <label className="field">
            <span className="field-label">Title</span>
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
            <span className="field-label">Slug</span>
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

          <RichTextField ref={excerpt} label="Excerpt" kind="excerpt" initialHtml={post?.excerpt ?? ''} runtime={runtime} placeholder="A short summary for the blog list" />

          <div className="field-toolbar">
            <button type="button" className="button button-secondary button-small" aria-pressed={htmlMode} onClick={() => void toggleHtmlMode()} disabled={!runtime}>
              {htmlMode ? 'Rich text' : 'HTML'}
            </button>
            <MarkdownUpload runtime={runtime} onConverted={placeContent} />
          </div>
          <RichTextField
            ref={content}
            label="Main Content"
            kind="content"
            initialHtml={post?.content ?? ''}
            runtime={runtime}
            hidden={htmlMode}
            placeholder="Write the post, or press Tab for headings, lists, quotes and code"
          />
          {htmlMode && (
            <label className="field">
              <span className="field-label">Main Content (HTML)</span>
              <textarea className="text-field" name="content-html" rows={20} value={html} spellCheck={false} onChange={(event) => setHtml(event.target.value)} />
            </label>
          )}

          {canPublish && (
            <div className="field publish-toggle">
              <button type="button" role="switch" aria-checked={published} className="switch" onClick={() => setPublished(!published)} aria-label="Published">
                <span className="switch-thumb" aria-hidden="true" />
              </button>
              <span aria-hidden="true">{published ? 'Published' : 'Draft'}</span>
            </div>
          )}
        </div>

        <footer className="post-editor-footer">
          <button type="button" className="button button-secondary" onClick={onClose} disabled={saving}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={saving || !runtime}>
            {saving ? 'Saving...' : 'Save Post'}
          </button>
        </footer>
      </form>
    </dialog>
  );
}
