/** Markdown upload (docs/product/admin.md#markdown-upload): .md only, converted with marked, cleaned, placed in the content. */
import { postEditorCopy } from '#content/dashboard.ts';
import { toast } from '#islands/toast/toast.ts';

interface MarkdownUploadProps {
  runtime: typeof import('./editor-runtime.ts') | null;
  onConverted: (html: string) => Promise<void>;
}

export function MarkdownUpload({ runtime, onConverted }: MarkdownUploadProps) {
  async function upload(file: File) {
    if (!/\.md$/i.test(file.name)) {
      toast({ title: postEditorCopy.invalidFileTitle, description: postEditorCopy.invalidFile, variant: 'destructive' });
      return;
    }
    try {
      if (!runtime) throw new Error('The editor has not loaded');
      await onConverted(await runtime.markdownToHtml(await file.text()));
      toast({ title: postEditorCopy.uploadedTitle, description: postEditorCopy.uploaded(file.name) });
    } catch {
      toast({ title: postEditorCopy.uploadFailedTitle, description: postEditorCopy.uploadFailed, variant: 'destructive' });
    }
  }

  return (
    <label className={`button button-secondary button-small file-button${runtime ? '' : ' is-disabled'}`}>
      {postEditorCopy.uploadMarkdown}
      <input
        type="file"
        accept=".md,text/markdown"
        className="visually-hidden"
        disabled={!runtime}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
    </label>
  );
}
