/**
 * The image block's data and its stored HTML (docs/product/media.md#the-image-block):
 * `<figure class="image-column|image-wide"><img src="/media/…" alt="…" /><figcaption>…</figcaption></figure>`,
 * in the form the server's sanitizer writes (so saving twice changes nothing). A decorative image has
 * `alt=""`; an image whose alt text is still to be written has no `alt`, which the publish check refuses.
 * Only the media library's own files are kept: any other image is dropped. The HTML is written by
 * blocks-to-html.ts and read back by html-to-blocks.ts.
 */
// A type, not an interface: Editor.js block data is a Record<string, unknown>.
export type ImageBlockData = {
  /** The image's full-size file under /media/. */
  url: string;
  alt: string;
  decorative: boolean;
  /** Inline HTML. */
  caption: string;
  layout: 'column' | 'wide';
  /** The full-size file's pixel size, when known: written as `width`/`height`, so the page keeps its place. */
  width?: number;
  height?: number;
};
