/**
 * The inline link tool, in place of Editor.js's own, which accepts javascript:
 * URLs (docs/architecture.md#editorjs) and did not create links inside the modal
 * editor. A link must use a scheme the allowlist allows, or be relative
 * (docs/product/blog.md#sanitizing).
 */
import type { API, InlineToolConstructorOptions } from '@editorjs/editorjs';
import { linkToolCopy } from '#content/editor-tools.ts';
import { toast } from '#islands/toast/toast.ts';
import { isAllowedHref } from './inline-html.ts';
import { inlineToolButton } from './inline-tool-button.ts';

const icon =
  '<svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true"><path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>';

export class LinkTool {
  static isInline = true;
  static title = linkToolCopy.title;
  static sanitize = { a: { href: true, title: true, target: true, rel: true } };

  readonly #api: API;
  readonly #button: HTMLButtonElement;
  readonly #input: HTMLInputElement;
  #range: Range | null = null;

  constructor({ api }: InlineToolConstructorOptions) {
    this.#api = api;
    this.#button = inlineToolButton(linkToolCopy.title, icon);
    this.#input = document.createElement('input');
    this.#input.type = 'url';
    this.#input.className = 'link-tool-input';
    this.#input.placeholder = linkToolCopy.placeholder;
    this.#input.setAttribute('aria-label', linkToolCopy.address);
    this.#input.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      event.stopPropagation();
      this.#apply(this.#input.value.trim());
    });
  }

  render(): HTMLElement {
    return this.#button;
  }

  renderActions(): HTMLElement {
    return this.#input;
  }

  surround(range: Range): void {
    this.#range = range.cloneRange();
    this.#input.value = this.#link()?.getAttribute('href') ?? '';
    requestAnimationFrame(() => this.#input.focus());
  }

  checkState(): boolean {
    const active = this.#link() !== null;
    this.#button.classList.toggle('ce-inline-tool--active', active);
    return active;
  }

  #link(): HTMLElement | null {
    return this.#api.selection.findParentTag('A');
  }

  #apply(href: string): void {
    const range = this.#range;
    if (!range) return;
    if (href !== '' && !isAllowedHref(href)) {
      this.#input.value = '';
      toast({ title: linkToolCopy.invalidTitle, description: linkToolCopy.invalid, variant: 'destructive' });
      return;
    }
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    const existing = this.#link();
    if (existing && href === '') existing.replaceWith(...existing.childNodes);
    else if (existing) existing.setAttribute('href', href);
    else if (href !== '') {
      const anchor = document.createElement('a');
      anchor.href = href;
      anchor.append(range.extractContents());
      range.insertNode(anchor);
    }
    this.#api.inlineToolbar.close();
  }
}
