/**
 * An image of the media library in a page's section (docs/product/pages.md#images): a `<picture>` with AVIF
 * and WebP sources from its variants, `width` and `height` (the space is kept before it loads: no layout
 * shift), lazy unless `eager` (the opening section's image, the likely largest paint, is fetched first). The
 * alt text is the section's; a decorative image has an empty one. An image the library no longer has draws
 * nothing.
 */
import { currentImage, currentImageFiles } from '#renderer/site-content.ts';
import type { MediaImageValue } from '#shared/page-sections/index.ts';
import { withPictures } from '#shared/picture-html.ts';
import { pictureSources } from '#shared/picture-sources.ts';
import './page-image.css';

interface PageImageProps {
  value: MediaImageValue | undefined;
  /** The `sizes` of its sources: how wide the image is drawn at each window width. */
  sizes: string;
  eager?: boolean;
  className?: string;
}

export function PageImage({ value, sizes, eager = false, className }: PageImageProps) {
  const image = typeof value?.mediaId === 'number' ? currentImage(value.mediaId) : undefined;
  if (!value || !image) return null;
  const { sources, fallback } = pictureSources(image);
  return (
    <picture className={`page-image${className ? ` ${className}` : ''}`}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        src={fallback.src}
        srcSet={fallback.srcset}
        sizes={sizes}
        alt={value.decorative ? '' : value.alt}
        width={image.width}
        height={image.height}
        loading={eager ? undefined : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        // The opening image is decoded with the frame that paints it (an async decode may paint it a frame later).
        decoding={eager ? undefined : 'async'}
      />
    </picture>
  );
}

/** Whether a section's image field holds an image to draw (chosen, and still in the library). */
export const hasImage = (value: MediaImageValue | undefined): boolean => typeof value?.mediaId === 'number' && currentImage(value.mediaId) !== undefined;

/**
 * Rich text (sanitized on save) with each `<img>` of the library as its `<picture>`: AVIF and WebP sources, width
 * and height, lazy (rich text never opens a page: its h1 comes first).
 */
export const withLibraryPictures = (html: string): string => (html.includes('<img') ? withPictures(html, currentImageFiles(), { eagerFirst: false }) : html);
