/**
 * The media-library images of marketing pages (docs/product/pages.md#images): read with the site content, so
 * a page draws each chosen image's AVIF and WebP variants, width and height without a query of its own; an id
 * the library no longer has draws nothing.
 */
import type { Database } from '#database/db.server.ts';
import { imagesForIds } from '#database/media.server.ts';
import { mediaIdsIn, type Section } from '#shared/page-sections/index.ts';
import type { PictureImage } from '#shared/picture-sources.ts';
import type { FieldError } from '#shared/field-error.ts';
import type { PublicPage, SiteContent } from '#shared/site-content.ts';

export async function imagesOfPages(db: Database, pages: readonly { sections: readonly Section[] }[]): Promise<Record<string, PictureImage>> {
  const found = await imagesForIds(
    db,
    pages.flatMap((page) => mediaIdsIn(page.sections)),
  );
  return Object.fromEntries(
    [...found].map(([id, image]) => [String(id), { width: image.width, height: image.height, format: image.format, variants: image.variants }]),
  );
}

/** The site content with the images of `page` (a preview, which may choose images no live page shows) added. */
export async function withImagesOf(db: Database, site: SiteContent, page: PublicPage): Promise<SiteContent> {
  return { ...site, images: { ...site.images, ...(await imagesOfPages(db, [page])) } };
}

/** A save naming an image the media library does not have is refused at that image (400). */
export async function missingImages(db: Database, sections: unknown): Promise<FieldError[]> {
  if (!Array.isArray(sections)) return [];
  // Every section's top-level image fields (hidden ones too), read before the shapes are checked: only ids
  // of the right shape are looked up; a wrong shape is the validator's to answer.
  const chosen = sections.flatMap((section: unknown, index) =>
    section && typeof section === 'object'
      ? Object.entries(section).flatMap(([name, value]) => {
          const id = (value as { mediaId?: unknown } | null)?.mediaId;
          return typeof id === 'number' && Number.isInteger(id) && id > 0 && id < 2 ** 31 ? [{ field: `sections.${index}.${name}.mediaId`, id }] : [];
        })
      : [],
  );
  const found = await imagesForIds(
    db,
    chosen.map((image) => image.id),
  );
  return chosen
    .filter((image) => !found.has(image.id))
    .map((image) => ({ field: image.field, message: 'That image is not in the media library any more: choose another.' }));
}
