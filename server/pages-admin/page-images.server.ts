/**
 * The media-library images of marketing pages (docs/product/pages.md#images): read with the site content, so
 * a page draws each chosen image's AVIF and WebP variants, width and height without a query of its own; an id
 * the library no longer has draws nothing.
 */
import type { Database } from '#database/db.server.ts';
import { publicGuides } from '#database/guides.server.ts';
import { imagesForIds, imagesForKeys } from '#database/media.server.ts';
import { guideIdsIn, mediaIdsIn, richTextsIn, type Section } from '#shared/page-sections/index.ts';
import { imageKeysIn, type PictureSource } from '#shared/picture-html.ts';
import type { PictureImage } from '#shared/picture-sources.ts';
import type { FieldError } from '#shared/field-error.ts';
import type { PublicPage, SiteContent } from '#shared/site-content.ts';

type PageImages = Required<Pick<SiteContent, 'images' | 'imageFiles' | 'guides'>>;

/** What a page needs of an image to draw it: its size, format, variants and the library's alt text. */
const pictureOf = (image: PictureSource): PictureSource => ({
  width: image.width,
  height: image.height,
  format: image.format,
  variants: image.variants,
  alt: image.alt,
});

/**
 * The images the pages' image fields choose (by id) and their rich text shows (by file name), and the guides their
 * guide sections offer (docs/product/guides.md#the-section) with their covers.
 */
export async function imagesOfPages(db: Database, pages: readonly { sections: readonly Section[] }[]): Promise<PageImages> {
  const guides = await publicGuides(
    db,
    pages.flatMap((page) => guideIdsIn(page.sections)),
  );
  const covers = guides.flatMap((guide) => (guide.cover?.mediaId ? [guide.cover.mediaId] : []));
  const byId = await imagesForIds(db, [...pages.flatMap((page) => mediaIdsIn(page.sections)), ...covers]);
  const byKey = await imagesForKeys(
    db,
    pages.flatMap((page) => richTextsIn(page.sections).flatMap(imageKeysIn)),
  );
  return {
    images: Object.fromEntries([...byId].map(([id, image]): [string, PictureImage] => [String(id), pictureOf(image)])),
    imageFiles: Object.fromEntries([...byKey].map(([key, image]) => [key, pictureOf(image)])),
    guides: Object.fromEntries(guides.map((guide) => [String(guide.id), guide])),
  };
}

/** The site content with the images of `page` (a preview, which may choose images no live page shows) added. */
export async function withImagesOf(db: Database, site: SiteContent, page: PublicPage): Promise<SiteContent> {
  const { images, imageFiles, guides } = await imagesOfPages(db, [page]);
  return { ...site, images: { ...site.images, ...images }, imageFiles: { ...site.imageFiles, ...imageFiles }, guides: { ...site.guides, ...guides } };
}

/** A save naming an image the media library does not have is refused at that image (400). */
export async function missingImages(db: Database, sections: unknown): Promise<FieldError[]> {
  if (!Array.isArray(sections)) return [];
  // Every section's top-level image fields (hidden ones too), read before the shapes are checked: only ids
  // of the right shape are looked up; a wrong shape is the validator's to answer.
  const chosen = sections.flatMap((section: unknown, index) =>
    section && typeof section === 'object'
      ? Object.entries(section).flatMap(([name, value]) =>
          // An image field, or a list of them (a logo strip's logos).
          (Array.isArray(value) ? value.map((item: unknown, at) => [`${name}.${at}`, item] as const) : [[name, value] as const]).flatMap(([field, image]) => {
            const id = (image as { mediaId?: unknown } | null)?.mediaId;
            return typeof id === 'number' && Number.isInteger(id) && id > 0 && id < 2 ** 31 ? [{ field: `sections.${index}.${field}.mediaId`, id }] : [];
          }),
        )
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
