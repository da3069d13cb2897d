/**
 * A rich text field of a section (kind `richText`, docs/product/pages.md#sections): the post editor's Editor.js
 * field (RichTextField) with the section's tool set (`section`: paragraphs, h2 to h4, lists, quotes, inline marks
 * and links, what sanitizeRichText keeps), never raw HTML. The field is uncontrolled, as in the post editor: each
 * change is read back as stored HTML and goes into the page's document (autosave, leave guard); a value that
 * changes from outside (a restore, a publish's answer, Discard) is put into the editor.
 */
import { useEffect, useRef } from 'react';
import { pageEditorCopy as copy } from '#content/dashboard-pages.ts';
import { RichTextField, type RichTextHandle } from '../editor/RichTextField.tsx';
import { useEditorRuntime } from '../editor/use-editor-runtime.ts';

export interface RichTextInputProps {
  id: string;
  label: string;
  value: string;
  help?: string | undefined;
  error?: string | undefined;
  onChange(html: string): void;
}

export function RichTextInput({ id, label, value, help, error, onChange }: RichTextInputProps) {
  const runtime = useEditorRuntime();
  const field = useRef<RichTextHandle>(null);
  const latestChange = useRef(onChange);
  latestChange.current = onChange;
  /** The HTML the editor holds, as last read from it or put into it. */
  const shown = useRef(value);
  /** A value put into the editor: reads wait for it, so its own change report does not count as an edit. */
  const putting = useRef<Promise<void>>(Promise.resolve());
  const reads = useRef(0);

  useEffect(() => {
    if (value === shown.current) return;
    shown.current = value;
    putting.current = (async () => {
      await field.current?.setHtml(value);
      // What the editor makes of it (the stored form): the edit that follows is measured against this.
      shown.current = (await field.current?.getHtml()) ?? value;
    })();
  }, [value]);

  const changed = () => {
    const read = ++reads.current;
    void (async () => {
      await putting.current;
      const html = (await field.current?.getHtml()) ?? shown.current;
      // Only the newest read counts, and only when the HTML differs from what the document holds.
      if (read !== reads.current || html === shown.current) return;
      shown.current = html;
      latestChange.current(html);
    })();
  };

  return (
    <RichTextField
      ref={field}
      id={id}
      label={label}
      kind="section"
      initialHtml={value}
      runtime={runtime}
      placeholder={copy.richTextPlaceholder}
      onChange={changed}
      error={error}
      help={help}
    />
  );
}
