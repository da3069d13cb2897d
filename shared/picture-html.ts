/**
 * Post images on the public page (docs/product/media.md#in-posts), and images in the rich text of marketing pages
 * (docs/product/pages.md#images):
 * each `<img>` of a media-library file, as stored in a post, is shown as a
 * `<picture>` with AVIF and WebP sources, `srcset` and `sizes` from the
 * image's variants, its `width` and `height` (no layout shift), and
 * `loading="lazy"` after the first image (every image, below a cover). Runs on sanitized HTML, whose tags
 * and attributes sanitize-html has written in one fixed form.
 */
import { escapeHtml } from './escape.ts';
import { pictureSources, type PictureImage } from './picture-sources.ts';

/** What the page needs of an image of the library. */
export interface PictureSource extends PictureImage {
  alt: string;
}

/**
 * The width a body image is shown at: the post text's column (`.prose`, 72ch of the brand font at the post's size:
 * 749 px) from a window of 820 px up, else the window less the container's 1.25rem sides (components/blog/blog.css).
 * test/browser/post-image-sizes.test.ts measures it at 1280 and 375 px.
 */
export const postImageSizes = '(min-width: 820px) 750px, calc(100vw - 2.5rem)';

const imgTag = /<img src="\/media\/([0-9a-f]{20}\.[a-z]{3,4})"([^>]*?)\s*\/?>/g;
const pictureBlock = /<picture>[\s\S]*?<\/picture>/g;

/** A post's cover spans the post's container, a little wider than the text: 780 px, else the window less its sides. */
export const coverImageSizes = '(min-width: 820px) 780px, calc(100vw - 2.5rem)';

/**
 * The `<picture>` for one image; `eager` for the first image of the page, which may be above the fold;
 * `priority` for the page's cover, the likely largest paint (`fetchpriority="high"`).
 */
export function pictureHtml(
  image: PictureSource,
  {
    alt,
    eager,
    priority = false,
    sizes = postImageSizes,
    className,
  }: { alt?: string | undefined; eager: boolean; priority?: boolean; sizes?: string; className?: string },
): string {
  const { sources, fallback } = pictureSources(image);
  const sourceTags = sources.map((source) => `<source type="${source.type}" srcset="${source.srcset}" sizes="${sizes}" />`).join('');
  const loading = (eager ? '' : ' loading="lazy"') + (priority ? ' fetchpriority="high"' : '');
  return (
    `<picture${className ? ` class="${escapeHtml(className)}"` : ''}>${sourceTags}<img src="${fallback.src}" srcset="${fallback.srcset}" sizes="${sizes}"` +
    ` alt="${escapeHtml(alt ?? image.alt)}" width="${image.width}" height="${image.height}"${loading} decoding="async" /></picture>`
  );
}

/** The library files a piece of sanitized post HTML shows as plain `<img>`s (keys under /media/). */
export function imageKeysIn(html: string): string[] {
  return [...html.replace(pictureBlock, '').matchAll(imgTag)].map((match) => match[1]!);
}

/**
 * Replaces each plain `<img>` of a library file with its `<picture>`. An image
 * the library no longer knows keeps its plain tag. The alt text written in the
 * post wins over the library's.
 */
export function withPictures(html: string, images: Map<string, PictureSource>, { eagerFirst = true }: { eagerFirst?: boolean } = {}): string {
  let seen = eagerFirst ? 0 : 1;
  const pieces = html.split(pictureBlock);
  const pictures = html.match(pictureBlock) ?? [];
  return pieces
    .map((piece, index) => {
      const replaced = piece.replace(imgTag, (tag, key: string, attributes: string) => {
        const image = images.get(key);
        if (!image) return tag;
        const altMatch = / alt="([^"]*)"/.exec(attributes);
        const alt = altMatch ? decodeAttribute(altMatch[1]!) : undefined;
        return pictureHtml(image, { alt, eager: seen++ === 0 });
      });
      return index < pictures.length ? replaced + pictures[index] : replaced;
    })
    .join('');
}

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
