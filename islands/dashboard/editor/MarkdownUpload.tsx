/** Markdown upload (docs/product/admin.md#markdown-upload): .md only, converted with marked, cleaned, placed in the content. */
import { toast } from '#islands/toast/toast.ts';

interface MarkdownUploadProps {
  runtime: typeof import('./editor-runtime.ts') | null;
  onConverted: (html: string) => Promise<void>;
}

export function MarkdownUpload({ runtime, onConverted }: MarkdownUploadProps) {
  async function upload(file: File) {
    if (!/\.md$/i.test(file.name)) {
      toast({ title: 'Invalid file type', description: 'Please upload a .md (markdown) file', variant: 'destructive' });
      return;
    }
    try {
      if (!runtime) throw new Error('The editor has not loaded');
      await onConverted(await runtime.markdownToHtml(await file.text()));
      toast({ title: 'Markdown uploaded', description: `${file.name} was converted and placed in the content.` });
    } catch {
      toast({ title: 'Upload failed', description: 'Failed to parse the markdown file', variant: 'destructive' });
    }
  }

  return (
    <label className={`button button-secondary button-small file-button${runtime ? '' : ' is-disabled'}`}>
      Upload Markdown
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
