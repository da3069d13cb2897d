/** A labelled Editor.js field; the editor is created once the runtime chunk has loaded. */
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { postEditorCopy } from '#content/dashboard.ts';
import type { RichEditor } from './editor-runtime.ts';
import type { FieldKind } from './html-to-blocks.ts';

export interface RichTextHandle {
  getHtml(): Promise<string>;
  setHtml(html: string): Promise<void>;
  /** Puts the caret in the field (its first editable block). */
  focus(): void;
}

interface RichTextFieldProps {
  ref: Ref<RichTextHandle>;
  label: string;
  kind: FieldKind;
  initialHtml: string;
  runtime: typeof import('./editor-runtime.ts') | null;
  placeholder: string;
  hidden?: boolean;
  /** Called on every change of the text (for autosave). */
  onChange?: () => void;
  /** A field error from the server, shown under the field. */
  error?: string | undefined;
  /** The frame's id (the page editor's error links and focus find the field by it). */
  id?: string;
  /** A hint under the field, which the field names as its description. */
  help?: string | undefined;
}

export function RichTextField(props: RichTextFieldProps) {
  const { ref, label, kind, initialHtml, runtime, placeholder, hidden = false, onChange, error, id, help } = props;
  const labelId = useId();
  const errorId = useId();
  const helpId = useId();
  const describedBy = [error ? errorId : '', help ? helpId : ''].filter(Boolean).join(' ');
  const frame = useRef<HTMLDivElement>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const holder = useRef<HTMLDivElement>(null);
  const editor = useRef<Promise<RichEditor> | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!runtime || !holder.current) return;
    const element = holder.current;
    // A change counts when the field's markup (without Editor.js's own state classes and attributes) differs
    // from the last one counted. Typing counts at once (input events), so the leave guard never misses the last
    // keystrokes; Editor.js's own report arrives a moment later and then counts only for what typing does not
    // cover (blocks added, moved, removed, converted).
    const fingerprint = () => element.innerHTML.replace(/\s(?:class|data-[\w-]+|style|contenteditable|tabindex)="[^"]*"/g, '');
    let counted = fingerprint();
    const count = () => {
      const now = fingerprint();
      if (now === counted) return;
      counted = now;
      changed.current?.();
    };
    element.addEventListener('input', count);
    const created = runtime.createRichEditor(element, kind, initialHtml, placeholder, { onChange: count });
    created.then(() => {
      counted = fingerprint();
    });
    editor.current = created;
    void created.then(() => setReady(true));
    return () => {
      element.removeEventListener('input', count);
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
    focus() {
      (frame.current?.querySelector<HTMLElement>('[contenteditable=true]') ?? frame.current)?.focus();
    },
  }));

  return (
    <div className={`field rich-text-field rich-text-${kind}`} hidden={hidden} data-field={kind}>
      <span className="field-label" id={labelId}>
        {label}
      </span>
      <div
        ref={frame}
        id={id}
        className="rich-text-frame"
        role="group"
        aria-labelledby={labelId}
        aria-busy={!ready}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        tabIndex={-1}
      >
        {!ready && <p className="rich-text-loading">{postEditorCopy.loadingEditor}</p>}
        <div ref={holder} className="rich-text-holder" />
      </div>
      {help && (
        <p className="staff-hint" id={helpId}>
          {help}
        </p>
      )}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
