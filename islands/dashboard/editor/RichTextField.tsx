/** A labelled Editor.js field; the editor is created once the runtime chunk has loaded. */
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { postEditorCopy } from '#content/dashboard.ts';
import type { RichEditor } from './editor-runtime.ts';
import type { FieldKind } from './html-to-blocks.ts';

export interface RichTextHandle {
  getHtml(): Promise<string>;
  setHtml(html: string): Promise<void>;
}

interface RichTextFieldProps {
  ref: Ref<RichTextHandle>;
  label: string;
  kind: FieldKind;
  initialHtml: string;
  runtime: typeof import('./editor-runtime.ts') | null;
  placeholder: string;
  hidden?: boolean;
}

export function RichTextField({ ref, label, kind, initialHtml, runtime, placeholder, hidden = false }: RichTextFieldProps) {
  const labelId = useId();
  const holder = useRef<HTMLDivElement>(null);
  const editor = useRef<Promise<RichEditor> | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!runtime || !holder.current) return;
    const created = runtime.createRichEditor(holder.current, kind, initialHtml, placeholder);
    editor.current = created;
    created.then(() => setReady(true));
    return () => {
      void created.then((instance) => instance.destroy());
    };
    // The initial HTML is read once, when the editor is created.
  }, [runtime, kind]);

  useImperativeHandle(ref, () => ({
    async getHtml() {
      return editor.current ? (await editor.current).getHtml() : initialHtml;
    },
    async setHtml(html: string) {
      await (await editor.current)?.setHtml(html);
    },
  }));

  return (
    <div className={`field rich-text-field rich-text-${kind}`} hidden={hidden}>
      <span className="field-label" id={labelId}>
        {label}
      </span>
      <div className="rich-text-frame" role="group" aria-labelledby={labelId} aria-busy={!ready}>
        {!ready && <p className="rich-text-loading">{postEditorCopy.loadingEditor}</p>}
        <div ref={holder} className="rich-text-holder" />
      </div>
    </div>
  );
}
