/**
 * The image block (docs/product/media.md#the-image-block): upload by
 * button, drag and drop or paste (Editor.js hands a dropped or pasted image
 * file to `onPaste`), or choose from the media library; then alt text (or
 * "decorative"), a caption and column or wide width. The block's HTML is
 * written by image-block.ts. The publish check on the server names each image
 * still without alt text; the block says so beside the field meanwhile.
 */
import { imageToolCopy } from '#content/editor-tools.ts';
import { toast } from '#islands/toast/toast.ts';
import type { MediaItem } from '#shared/media.ts';
import { uploadWithProgress } from '../media/upload.ts';
import type { ImageBlockData } from './image-block.ts';
import { pickFromLibrary } from './media-picker.ts';

const icon =
  '<svg width="17" height="15" viewBox="0 0 24 24" aria-hidden="true"><rect x="3" y="4" width="18" height="16" rx="2" fill="none" stroke="currentColor" stroke-width="2"/><circle cx="9" cy="10" r="2" fill="currentColor"/><path d="M4 18l5-5 4 4 3-3 4 4" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/></svg>';

interface BlockToolOptions {
  data?: Partial<ImageBlockData>;
  readOnly?: boolean;
}

/** What Editor.js passes to onPaste for a pasted file (its `files` paste config). */
interface FilePasteEvent {
  type: string;
  detail: { file?: File };
}

let fieldIds = 0;

function labelled<T extends HTMLElement>(control: T, text: string, className: string): HTMLLabelElement {
  const label = document.createElement('label');
  label.className = className;
  const caption = document.createElement('span');
  caption.className = 'image-tool-label';
  caption.textContent = text;
  label.append(caption, control);
  return label;
}

export class ImageTool {
  static get toolbox() {
    return { title: imageToolCopy.title, icon };
  }

  /** A pasted or dropped image file becomes an image block. */
  static get pasteConfig() {
    return { files: { mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] } };
  }

  /** Editor.js must leave the block's own fields (alt text, caption) alone: their keys are typing, not shortcuts. */
  static get isReadOnlySupported() {
    return false;
  }

  #data: ImageBlockData;
  readonly #wrapper: HTMLDivElement;

  constructor({ data = {} }: BlockToolOptions) {
    this.#data = {
      url: typeof data.url === 'string' ? data.url : '',
      alt: typeof data.alt === 'string' ? data.alt : '',
      decorative: data.decorative === true,
      caption: typeof data.caption === 'string' ? data.caption : '',
      layout: data.layout === 'wide' ? 'wide' : 'column',
      ...(Number.isInteger(data.width) && Number.isInteger(data.height) ? { width: data.width, height: data.height } : {}),
    };
    this.#wrapper = document.createElement('div');
    this.#wrapper.className = 'image-tool';
  }

  render(): HTMLElement {
    this.#draw();
    return this.#wrapper;
  }

  save(): ImageBlockData {
    return { ...this.#data };
  }

  /** An image block without an image is dropped on save. */
  validate(data: ImageBlockData): boolean {
    return Boolean(data.url);
  }

  onPaste(event: FilePasteEvent): void {
    if (event.type === 'file' && event.detail.file) void this.#upload(event.detail.file);
  }

  /** One alt text (docs/product/media.md#one-alt-text): the library's, when it has one; else what the block has. */
  #use(item: MediaItem) {
    const alt = item.alt || this.#data.alt;
    this.#data = { ...this.#data, url: item.url, alt, decorative: item.alt ? false : this.#data.decorative, width: item.width, height: item.height };
    this.#draw();
  }

  async #upload(file: File) {
    this.#wrapper.replaceChildren();
    const progress = document.createElement('progress');
    progress.className = 'image-tool-progress';
    progress.max = 1;
    progress.value = 0;
    const status = document.createElement('p');
    status.setAttribute('role', 'status');
    status.textContent = imageToolCopy.uploading;
    this.#wrapper.append(status, progress);
    const result = await uploadWithProgress(file, (fraction) => {
      progress.value = fraction;
    });
    if (result.ok) {
      this.#use(result.item);
      return;
    }
    toast({ title: imageToolCopy.uploadFailedTitle, description: result.message, variant: 'destructive' });
    this.#draw();
  }

  #draw() {
    this.#wrapper.replaceChildren();
    this.#wrapper.classList.toggle('image-tool-wide', this.#data.layout === 'wide');
    if (!this.#data.url) {
      this.#wrapper.append(this.#chooser());
      return;
    }
    const id = `image-tool-${++fieldIds}`;
    const img = document.createElement('img');
    img.className = 'image-tool-preview';
    img.src = this.#data.url;
    img.alt = '';

    const alt = document.createElement('input');
    alt.className = 'text-field image-tool-alt';
    alt.value = this.#data.alt;
    alt.maxLength = 500;
    alt.placeholder = imageToolCopy.altPlaceholder;
    alt.disabled = this.#data.decorative;
    const missing = document.createElement('p');
    missing.className = 'image-tool-missing';
    missing.id = `${id}-missing`;
    missing.textContent = imageToolCopy.altMissing;
    const showMissing = () => {
      const lacking = !this.#data.decorative && this.#data.alt.trim() === '';
      missing.hidden = !lacking;
      alt.setAttribute('aria-invalid', String(lacking));
      if (lacking) alt.setAttribute('aria-describedby', missing.id);
      else alt.removeAttribute('aria-describedby');
    };
    alt.addEventListener('input', () => {
      this.#data.alt = alt.value;
      showMissing();
    });

    const decorative = document.createElement('input');
    decorative.type = 'checkbox';
    decorative.className = 'image-tool-decorative';
    decorative.checked = this.#data.decorative;
    decorative.addEventListener('change', () => {
      this.#data.decorative = decorative.checked;
      alt.disabled = decorative.checked;
      showMissing();
    });

    const caption = document.createElement('input');
    caption.className = 'text-field image-tool-caption';
    caption.value = this.#data.caption
      .replace(/<[^>]*>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    caption.maxLength = 300;
    caption.addEventListener('input', () => {
      this.#data.caption = caption.value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    });

    const layout = document.createElement('select');
    layout.className = 'dashboard-select image-tool-layout';
    for (const [value, text] of [
      ['column', imageToolCopy.column],
      ['wide', imageToolCopy.wide],
    ] as const) {
      const option = document.createElement('option');
      option.value = value;
      option.textContent = text;
      option.selected = this.#data.layout === value;
      layout.append(option);
    }
    layout.addEventListener('change', () => {
      this.#data.layout = layout.value === 'wide' ? 'wide' : 'column';
      this.#wrapper.classList.toggle('image-tool-wide', this.#data.layout === 'wide');
    });

    const replace = document.createElement('button');
    replace.type = 'button';
    replace.className = 'button button-secondary button-small image-tool-replace';
    replace.textContent = imageToolCopy.replace;
    replace.addEventListener('click', () => {
      this.#data.url = '';
      this.#draw();
    });

    const decorativeLabel = document.createElement('label');
    decorativeLabel.className = 'image-tool-check';
    decorativeLabel.append(decorative, document.createTextNode(` ${imageToolCopy.decorative}`));
    const fields = document.createElement('div');
    fields.className = 'image-tool-fields';
    fields.append(
      labelled(alt, imageToolCopy.alt, 'field image-tool-field'),
      missing,
      decorativeLabel,
      labelled(caption, imageToolCopy.caption, 'field image-tool-field'),
      labelled(layout, imageToolCopy.layout, 'field image-tool-field'),
      replace,
    );
    this.#wrapper.append(img, fields);
    showMissing();
  }

  /** No image yet: upload (button, drop, paste) or choose from the library. */
  #chooser(): HTMLElement {
    const zone = document.createElement('div');
    zone.className = 'image-tool-chooser';
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = 'image/jpeg,image/png,image/webp,image/avif,image/gif';
    input.className = 'image-tool-file';
    input.hidden = true;
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      if (file) void this.#upload(file);
    });
    const upload = document.createElement('button');
    upload.type = 'button';
    upload.className = 'button button-primary button-small image-tool-upload';
    upload.textContent = imageToolCopy.upload;
    upload.addEventListener('click', () => input.click());
    const library = document.createElement('button');
    library.type = 'button';
    library.className = 'button button-secondary button-small image-tool-library';
    library.textContent = imageToolCopy.library;
    library.addEventListener('click', async () => {
      const item = await pickFromLibrary();
      if (item) this.#use(item);
    });
    const hint = document.createElement('span');
    hint.className = 'image-tool-hint';
    hint.textContent = imageToolCopy.dropHint;
    // A dropped file is Editor.js's to handle (it listens in the capture phase): through `pasteConfig` it
    // becomes an image block of its own, uploaded by onPaste. The zone only shows where to drop.
    zone.addEventListener('dragenter', () => zone.classList.add('is-dragging'));
    zone.addEventListener('dragleave', () => zone.classList.remove('is-dragging'));
    zone.addEventListener('drop', () => zone.classList.remove('is-dragging'));
    zone.append(upload, library, hint, input);
    return zone;
  }
}
