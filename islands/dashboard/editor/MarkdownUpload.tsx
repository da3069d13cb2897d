/**
 * Markdown upload (docs/product/admin.md#markdown-upload): a .md
 * file is converted (markdown-import.ts, loaded on upload), then, when the post
 * already has content or a field the file would change, a dialog asks first:
 * replace the content, add to the end, or cancel. Nothing changes without that
 * choice. After the import a summary under the button lists what came in and
 * everything that was left out, with the reason.
 *
 * Image files chosen together with the .md file and named by it are uploaded
 * to the media library (with the Markdown's alt text) once the writer has
 * chosen, never before, and become image blocks.
 *
 * The editor mounts it with two functions: `current` reads the post as it is,
 * `onImport` applies the choice (`content.html` is the whole new content).
 */
import { useState } from 'react';
import { markdownImportCopy as copy } from '#content/markdown-import.ts';
import { maxMarkdownBytes, postLimits } from '#shared/blog-rules.ts';
import { toast } from '#islands/toast/toast.ts';
import { uploadWithProgress } from '../media/upload.ts';
import { ImportDialog } from './ImportDialog.tsx';
import { bytesInWords, sizeInWords } from './import-summary.ts';
import { ImportSummary } from './ImportSummary.tsx';
import type { MarkdownImport } from './markdown-import.ts';
import type { CurrentPost, FieldName, ImportableFields, ImportSummaryData, MarkdownImportChoice, PendingImport } from './markdown-upload-types.ts';
import './markdown-import.css';

interface MarkdownUploadProps {
  current: () => Promise<CurrentPost>;
  onImport: (choice: MarkdownImportChoice) => Promise<void> | void;
  disabled?: boolean;
}

// Lazy: the limit and the worker client load only when a file is chosen; marked and js-yaml load in the worker.
const loadImporter = () => import('./markdown-conversion.ts');

const isMarkdown = (file: File) => /\.md$/i.test(file.name);
const isImage = (file: File) => /^image\/(?:jpeg|png|webp|avif|gif)$/.test(file.type);
/** Stands in for a chosen image's library URL until it is uploaded (the question counts it as an image). */
const notYetUploaded = '/media/00000000000000000000.png';

export function MarkdownUpload({ current, onImport, disabled = false }: MarkdownUploadProps) {
  const [pending, setPending] = useState<PendingImport | null>(null);
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState<ImportSummaryData | null>(null);
  const [progress, setProgress] = useState<string | null>(null);

  async function read(files: File[]) {
    const markdowns = files.filter(isMarkdown);
    const images = files.filter(isImage);
    if (markdowns.length !== 1 || markdowns.length + images.length !== files.length) {
      toast({ title: copy.invalidFileTitle, description: markdowns.length > 1 ? copy.oneFileAtATime : copy.invalidFile, variant: 'destructive' });
      return;
    }
    const file = markdowns[0]!;
    const { convertMarkdown, ConversionTimeout } = await loadImporter();
    // Checked before the file is read: a 5 MB file is refused at once, the tab never stalls on it.
    if (file.size > maxMarkdownBytes) {
      toast({ title: copy.tooLargeTitle, description: copy.tooLarge(bytesInWords(file.size), bytesInWords(maxMarkdownBytes)), variant: 'destructive' });
      return;
    }
    setBusy(true);
    setProgress(copy.converting(file.name));
    try {
      const markdown = await file.text();
      const standIns = new Map(images.map((image) => [image.name.toLowerCase(), notYetUploaded]));
      const result = await convertMarkdown(markdown, { siteOrigin: window.location.origin, uploaded: standIns });
      setProgress(null);
      const post = await current();
      const proposed: Record<FieldName, string | null> = { title: result.title, excerpt: result.excerpt, slug: result.slug };
      const conflicts = (['title', 'excerpt', 'slug'] as const).filter((name) => {
        const value = proposed[name];
        const now = post.fields[name].trim();
        return value !== null && now !== '' && now !== value;
      });
      const next = { fileName: file.name, markdown, images, result, current: post, conflicts };
      if (post.contentHtml.trim() === '' && conflicts.length === 0) await apply(next, 'replace', new Set());
      else setPending(next);
    } catch (error) {
      toast({ title: copy.uploadFailedTitle, description: error instanceof ConversionTimeout ? copy.tooSlow : copy.uploadFailed, variant: 'destructive' });
    } finally {
      setProgress(null);
      setBusy(false);
    }
  }

  /** Uploads the chosen images the Markdown names, one after another, and converts again with their URLs. */
  async function withUploads({ markdown, images, result }: PendingImport): Promise<MarkdownImport> {
    if (images.length === 0) return result;
    const { convertMarkdown } = await loadImporter();
    const uploaded = new Map<string, string>();
    const refused = new Map<string, string>();
    const wanted = new Map(result.localImages.map(({ name, alt }) => [name, alt]));
    const toUpload = images.filter((image) => wanted.has(image.name.toLowerCase()));
    for (const [index, image] of toUpload.entries()) {
      const name = image.name.toLowerCase();
      setProgress(copy.uploadingImage(image.name, index + 1, toUpload.length));
      const answer = await uploadWithProgress(image, () => undefined, wanted.get(name) || undefined);
      if (answer.ok) uploaded.set(name, answer.item.url);
      else refused.set(name, answer.message);
    }
    setProgress(null);
    const converted = await convertMarkdown(markdown, { siteOrigin: window.location.origin, uploaded, refused });
    const unused = images.filter((image) => !wanted.has(image.name.toLowerCase())).map((image) => copy.imageNotNamed(image.name));
    return { ...converted, notes: [...converted.notes, ...unused] };
  }

  async function apply(pending: PendingImport, mode: 'replace' | 'append', ticked: Set<FieldName>) {
    const { fileName, current: post, conflicts } = pending;
    let result: MarkdownImport;
    try {
      result = await withUploads(pending);
    } catch {
      setProgress(null);
      toast({ title: copy.uploadFailedTitle, description: copy.uploadFailed, variant: 'destructive' });
      return false;
    }
    const html = mode === 'append' && post.contentHtml.trim() !== '' ? post.contentHtml + result.html : result.html;
    if (html.length > postLimits.content) {
      toast({
        title: copy.tooLongAfterTitle,
        description: copy.tooLongAfter(sizeInWords(html.length), sizeInWords(postLimits.content)),
        variant: 'destructive',
      });
      return false;
    }
    const fields: Partial<ImportableFields> = {};
    const filled: string[] = [];
    for (const name of ['title', 'excerpt', 'slug'] as const) {
      const value = result[name];
      if (value === null || value === post.fields[name].trim()) continue;
      if (conflicts.includes(name) && !ticked.has(name)) continue;
      fields[name] = value;
      filled.push(copy.fieldLabels[name]);
    }
    if (post.fields.tags && result.tags.length > 0) {
      const known = new Set(post.fields.tags.map((tag) => tag.toLowerCase()));
      const added = result.tags.filter((tag) => !known.has(tag.toLowerCase()));
      if (added.length > 0) {
        fields.tags = [...post.fields.tags, ...added];
        filled.push(copy.fieldLabels.tags);
      }
    }
    await onImport({ content: { mode, html }, fields });
    setPending(null);
    setSummary({
      fileName,
      lines: [copy.summaryContent(mode, result.imported), ...(filled.length > 0 ? [copy.summaryFields(filled.join(', '))] : [])],
      notes: result.notes,
    });
    toast({ title: copy.importedTitle, description: copy.imported(fileName) });
    return true;
  }

  return (
    <div className="markdown-upload">
      <label className={`button button-secondary button-small markdown-upload-button${disabled || busy ? ' is-disabled' : ''}`}>
        {copy.upload}
        <input
          type="file"
          // The .md file, and the images it names beside it (uploaded to the media library).
          accept=".md,text/markdown,image/jpeg,image/png,image/webp,image/avif,image/gif"
          multiple
          className="visually-hidden"
          disabled={disabled || busy}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length > 0) void read(files);
          }}
        />
      </label>
      {progress && (
        <span className="markdown-upload-progress" role="status">
          {progress}
        </span>
      )}
      {pending && <ImportDialog pending={pending} onChoose={(mode, ticked) => apply(pending, mode, ticked)} onCancel={() => setPending(null)} />}
      {summary && <ImportSummary summary={summary} onDismiss={() => setSummary(null)} />}
    </div>
  );
}
