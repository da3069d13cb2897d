/**
 * The content field's HTML mode (html-mode.ts): the post's HTML as text to edit, and the way back to the
 * blocks, refused with a message when the text could never be a post. While it is on, saves send the text
 * read back in stored form.
 */
import { useRef, useState, type RefObject } from 'react';
import type { RichTextHandle } from './RichTextField.tsx';
import type { HtmlModeResult } from './html-mode.ts';
import type { Runtime } from './use-editor-runtime.ts';

export type { Runtime };

export interface HtmlMode {
  on: boolean;
  text: string;
  error: string | null;
  toggle(): Promise<void>;
  /** The text as typed (a change the autosave must save too). */
  edit(text: string): void;
  /** Back to the blocks without reading the text (a new starting point replaces it). */
  leave(): void;
  /** The content in stored form for a save, or why it cannot be (shown at the field too). */
  readContent(): Promise<HtmlModeResult>;
  /** The content as it stands, for the Markdown import's question. */
  currentContent(): Promise<string>;
  /** Replaces the whole content (a Markdown import), in whichever mode is on. */
  replaceContent(html: string): Promise<void>;
}

export function useHtmlMode(runtime: Runtime | null, content: RefObject<RichTextHandle | null>): HtmlMode {
  const [on, setOn] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  // What the asynchronous saves read: the newest values, not those of the render that started them.
  const latest = useRef({ on, text, runtime });
  latest.current = { on, text, runtime };

  async function readContent(): Promise<HtmlModeResult> {
    const now = latest.current;
    if (now.on && now.runtime) {
      const read = now.runtime.readHtmlModeText(now.text);
      if (!read.ok) setError(read.message);
      return read;
    }
    return { ok: true, html: content.current ? await content.current.getHtml() : '' };
  }

  async function toggle(): Promise<void> {
    if (!runtime || !content.current) return;
    if (on) {
      // A huge paste is refused with a message, not parsed into thousands of blocks.
      const read = runtime.readHtmlModeText(text);
      if (!read.ok) return setError(read.message);
      await content.current.setHtml(read.html);
      setError(null);
      setOn(false);
    } else {
      setText(runtime.htmlModeText(await content.current.getHtml()));
      setOn(true);
    }
  }

  return {
    on,
    text,
    error,
    toggle,
    edit(value) {
      setText(value);
      setError(null);
    },
    leave: () => setOn(false),
    readContent,
    currentContent: async () => (on && runtime ? runtime.cleanContentHtml(text) : ((await content.current?.getHtml()) ?? '')),
    async replaceContent(html) {
      if (on && runtime) setText(runtime.htmlModeText(html));
      else await content.current?.setHtml(html);
    },
  };
}
