/**
 * Choosing an image of the media library (docs/product/media.md), for the image block and
 * the cover field: a modal dialog with a search box and a grid of thumbnails,
 * built with the DOM because the image block is an Editor.js tool, not React.
 * Also the one way both take an image out of a drop or a paste.
 */
import { mediaPickerCopy } from '#content/editor-tools.ts';
import type { MediaItem } from '#shared/media.ts';
import { callApi } from '../../api/api-client.ts';

/** The first image file of a drop or a paste, if there is one. */
export function imageFileOf(data: DataTransfer | null): File | undefined {
  return [...(data?.files ?? [])].find((file) => file.type.startsWith('image/'));
}

/** The smallest WebP variant: enough for a thumbnail or the editor's preview. */
export function thumbnailUrl(item: Pick<MediaItem, 'url' | 'variants'>): string {
  const webp = item.variants.filter((variant) => variant.format === 'webp').sort((a, b) => a.width - b.width);
  return webp[0]?.url ?? item.url;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  created.className = className;
  if (text !== undefined) created.textContent = text;
  return created;
}

/** Opens the picker; resolves with the chosen image, or null when it is closed without one. */
export function pickFromLibrary(): Promise<MediaItem | null> {
  return new Promise((resolve) => {
    const dialog = element('dialog', 'media-picker');
    dialog.setAttribute('aria-labelledby', 'media-picker-heading');
    const header = element('div', 'media-picker-header');
    const heading = element('h2', 'media-picker-heading', mediaPickerCopy.heading);
    heading.id = 'media-picker-heading';
    const close = element('button', 'button button-secondary button-small', mediaPickerCopy.close);
    close.type = 'button';
    header.append(heading, close);
    const search = element('input', 'text-field media-picker-search');
    search.type = 'search';
    search.setAttribute('aria-label', mediaPickerCopy.search);
    search.placeholder = mediaPickerCopy.search;
    const status = element('p', 'media-picker-status');
    status.setAttribute('role', 'status');
    const grid = element('ul', 'media-picker-grid');
    dialog.append(header, search, status, grid);

    let chosen: MediaItem | null = null;
    const finish = () => {
      dialog.close();
      dialog.remove();
      resolve(chosen);
    };
    close.addEventListener('click', finish);
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      finish();
    });
    // The post editor's own dialog must not see the picker's keys (its Escape rule).
    dialog.addEventListener('keydown', (event) => event.stopPropagation());

    let latest = 0;
    async function load(query: string) {
      const ticket = ++latest;
      const answer = await callApi<{ items: MediaItem[] }>('GET', `/api/admin/media?limit=48${query ? `&q=${encodeURIComponent(query)}` : ''}`);
      if (ticket !== latest) return;
      grid.replaceChildren();
      if (!answer.ok) {
        status.textContent = mediaPickerCopy.loadFailed;
        return;
      }
      status.textContent = answer.data.items.length === 0 ? mediaPickerCopy.empty : '';
      for (const item of answer.data.items) {
        const cell = element('li', 'media-picker-item');
        const button = element('button', 'media-picker-choose');
        button.type = 'button';
        button.setAttribute('aria-label', mediaPickerCopy.choose(item.fileName));
        const img = element('img', '');
        img.src = thumbnailUrl(item);
        img.alt = '';
        img.width = 160;
        img.height = Math.max(1, Math.round((160 * item.height) / item.width));
        const name = element('span', 'media-picker-name', item.fileName);
        button.append(img, name);
        button.addEventListener('click', () => {
          chosen = item;
          finish();
        });
        cell.append(button);
        grid.append(cell);
      }
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    search.addEventListener('input', () => {
      clearTimeout(timer);
      timer = setTimeout(() => void load(search.value.trim()), 250);
    });
    document.body.append(dialog);
    dialog.showModal();
    search.focus();
    void load('');
  });
}
