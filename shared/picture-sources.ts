/**
 * The sources of a `<picture>` of a media-library image (docs/product/media.md#in-posts): AVIF and WebP
 * `srcset`s from its variants, and the fallback `<img>` in its own format (WebP for an AVIF or WebP original),
 * at most 960 px wide by default. Post images (server/blog/pictures.server.ts) and page images
 * (components/page-sections/PageImage.tsx) are drawn from it.
 */
import type { MediaFormat, MediaVariant } from './media.ts';

/** What a page needs of an image of the library to draw it. */
export interface PictureImage {
  width: number;
  height: number;
  format: MediaFormat;
  variants: MediaVariant[];
}

export interface PictureSources {
  /** `<source>`s, best format first. */
  sources: { type: string; srcset: string }[];
  fallback: { src: string; srcset: string };
}

function srcsetOf(variants: MediaVariant[], format: MediaFormat): string {
  return variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}

export function pictureSources(image: PictureImage): PictureSources {
  const fallbackFormat: MediaFormat = image.format === 'avif' || image.format === 'webp' ? 'webp' : image.format;
  const fallbacks = image.variants.filter((variant) => variant.format === fallbackFormat).sort((a, b) => a.width - b.width);
  const fallback = fallbacks.filter((variant) => variant.width <= 960).at(-1) ?? fallbacks[0];
  return {
    sources: (['avif', 'webp'] as const)
      .filter((format) => format !== fallbackFormat)
      .map((format) => ({ type: `image/${format}`, srcset: srcsetOf(image.variants, format) })),
    fallback: { src: fallback?.url ?? '', srcset: srcsetOf(image.variants, fallbackFormat) },
  };
}
