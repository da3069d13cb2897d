/**
 * Everything heavy the post editor needs, in one chunk loaded by import() when
 * the editor opens (docs/architecture.md#editorjs: about 100 KB gzip, dashboard only):
 * Editor.js and its tools, and the HTML <-> blocks mapping (marked loads on upload).
 */
import EditorJS, { type EditorConfig } from '@editorjs/editorjs';
import CodeTool from '@editorjs/code';
import Header from '@editorjs/header';
import InlineCode from '@editorjs/inline-code';
import List from '@editorjs/list';
import Quote from '@editorjs/quote';
import Underline from '@editorjs/underline';
import Strikethrough from '@sotaproject/strikethrough';
import { blocksToHtml } from './blocks-to-html.ts';
import { BackgroundColourTool, TextColourTool } from './colour-tool.ts';
import { htmlToBlocks, type FieldKind } from './html-to-blocks.ts';
import { LinkTool } from './link-tool.ts';

export interface RichEditor {
  /** The stored form of what is in the editor (what the server keeps unchanged). */
  getHtml(): Promise<string>;
  /** Replaces the content; the HTML passes through the allowlist mapping first. */
  setHtml(html: string): Promise<void>;
  destroy(): void;
}

const excerptInlineTools = ['bold', 'italic', 'underline', 'link'];
const contentInlineTools = ['bold', 'italic', 'underline', 'strikethrough', 'inlineCode', 'link', 'textColour', 'backgroundColour'];

function toolsFor(kind: FieldKind): Pick<EditorConfig, 'tools' | 'inlineToolbar'> {
  if (kind === 'excerpt') {
    return {
      inlineToolbar: excerptInlineTools,
      tools: { list: { class: List, inlineToolbar: excerptInlineTools }, underline: Underline, link: LinkTool },
    };
  }
  return {
    // Every block tool needs inlineToolbar or Editor.js strips its formatting on save (docs/architecture.md#editorjs).
    inlineToolbar: contentInlineTools,
    tools: {
      header: { class: Header, inlineToolbar: contentInlineTools, config: { levels: [1, 2, 3, 4, 5, 6], defaultLevel: 2 } },
      list: { class: List, inlineToolbar: contentInlineTools },
      quote: { class: Quote, inlineToolbar: contentInlineTools },
      code: { class: CodeTool },
      underline: Underline,
      link: LinkTool,
      strikethrough: Strikethrough,
      inlineCode: InlineCode,
      textColour: TextColourTool,
      backgroundColour: BackgroundColourTool,
    },
  };
}

export async function createRichEditor(holder: HTMLElement, kind: FieldKind, html: string, placeholder: string): Promise<RichEditor> {
  const editor = new EditorJS({
    holder,
    ...toolsFor(kind),
    data: { blocks: htmlToBlocks(html, kind) },
    placeholder,
    minHeight: 0,
    logLevel: 'ERROR',
  });
  await editor.isReady;
  return {
    async getHtml() {
      return blocksToHtml((await editor.save()).blocks, kind);
    },
    async setHtml(next: string) {
      const blocks = htmlToBlocks(next, kind);
      if (blocks.length === 0) editor.clear();
      else await editor.render({ blocks });
    },
    destroy() {
      editor.destroy();
    },
  };
}

/**
 * Markdown to the stored HTML form: marked's output is unsafe, the allowlist
 * mapping cleans it. marked loads only when a file is uploaded.
 */
export async function markdownToHtml(markdown: string): Promise<string> {
  const { marked } = await import('marked');
  const html = marked.parse(markdown, { async: false, gfm: true });
  return blocksToHtml(htmlToBlocks(html, 'content'), 'content');
}

/** HTML typed in the HTML mode, in stored form (what the editor will show). */
export function cleanContentHtml(html: string): string {
  return blocksToHtml(htmlToBlocks(html, 'content'), 'content');
}
