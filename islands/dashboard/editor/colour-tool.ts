/**
 * Editor.js inline tools for text and background colour with a fixed palette
 * (shared/blog-rules.ts): they wrap the selection in <span class="text-red">
 * or <span class="bg-red">, the only colour markup the sanitizer keeps.
 * (editorjs-text-color-plugin is abandoned and throws: docs/architecture.md#editorjs.)
 */
import type { API, InlineToolConstructorOptions } from '@editorjs/editorjs';
import { colourToolCopy } from '#content/editor-tools.ts';
import { inlineToolButton } from './inline-tool-button.ts';
import { backgroundColourClass, colourPalette, textColourClass, type ColourName } from '#shared/blog-rules.ts';

type ColourKind = 'text' | 'background';

const classFor = (kind: ColourKind, name: ColourName) => (kind === 'text' ? textColourClass(name) : backgroundColourClass(name));
const prefix = (kind: ColourKind) => (kind === 'text' ? 'text-' : 'bg-');

const icons: Record<ColourKind, string> = {
  text: '<svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true"><path d="M6 15 10 4l4 11M7.4 11.5h5.2" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/><rect x="4" y="16.5" width="12" height="2" rx="1" fill="currentColor"/></svg>',
  background:
    '<svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true"><rect x="2.5" y="2.5" width="15" height="15" rx="3" fill="none" stroke="currentColor" stroke-width="1.6"/><path d="M7 13.5 10 6l3 7.5M8 11h4" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round"/></svg>',
};

function colourTool(kind: ColourKind) {
  return class ColourTool {
    static isInline = true;
    static title = kind === 'text' ? colourToolCopy.text : colourToolCopy.background;
    /** Editor.js keeps only what some inline tool declares; the palette check happens on save. */
    static sanitize = { span: { class: true } };

    readonly #api: API;
    readonly #button: HTMLButtonElement;
    readonly #palette: HTMLDivElement;
    #range: Range | null = null;

    constructor({ api }: InlineToolConstructorOptions) {
      this.#api = api;
      this.#button = inlineToolButton(ColourTool.title, icons[kind]);
      this.#palette = this.#makePalette();
    }

    #makePalette(): HTMLDivElement {
      const palette = document.createElement('div');
      palette.className = 'colour-palette';
      palette.hidden = true;
      palette.setAttribute('role', 'group');
      palette.setAttribute('aria-label', ColourTool.title);
      const choices: { label: string; name: ColourName | null }[] = [
        ...colourPalette.map(({ name, label }) => ({ label, name })),
        { label: colourToolCopy.none, name: null },
      ];
      for (const { label, name } of choices) {
        const swatch = document.createElement('button');
        swatch.type = 'button';
        swatch.className = `colour-swatch ${name ? classFor(kind, name) : 'colour-swatch-none'}`;
        swatch.textContent = kind === 'text' ? 'A' : '';
        swatch.title = label;
        swatch.setAttribute('aria-label', `${label} ${kind === 'text' ? 'text' : 'background'}`);
        swatch.addEventListener('mousedown', (event) => event.preventDefault());
        swatch.addEventListener('click', () => this.#apply(name));
        palette.append(swatch);
      }
      return palette;
    }

    render(): HTMLElement {
      return this.#button;
    }

    renderActions(): HTMLElement {
      return this.#palette;
    }

    /** The toolbar button: remember the selection and show the palette. */
    surround(range: Range): void {
      this.#range = range.cloneRange();
      this.#palette.hidden = !this.#palette.hidden;
    }

    checkState(): boolean {
      const span = this.#colourSpan();
      this.#button.classList.toggle('ce-inline-tool--active', span !== null);
      return span !== null;
    }

    #colourSpan(): HTMLElement | null {
      const span = this.#api.selection.findParentTag('SPAN');
      return span && [...span.classList].some((name) => name.startsWith(prefix(kind))) ? span : null;
    }

    #apply(name: ColourName | null): void {
      const range = this.#range;
      if (!range) return;
      const existing = this.#colourSpan();
      if (existing && range.toString() === existing.textContent) {
        // Recolour or uncolour the whole span.
        for (const className of [...existing.classList]) if (className.startsWith(prefix(kind))) existing.classList.remove(className);
        if (name) existing.classList.add(classFor(kind, name));
        if (existing.classList.length === 0) existing.replaceWith(...existing.childNodes);
      } else if (name) {
        const span = document.createElement('span');
        span.className = classFor(kind, name);
        span.append(range.extractContents());
        range.insertNode(span);
        this.#api.selection.expandToTag(span);
      }
      this.#palette.hidden = true;
      this.#api.inlineToolbar.close();
    }
  };
}

export const TextColourTool = colourTool('text');
export const BackgroundColourTool = colourTool('background');
