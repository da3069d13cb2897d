/**
 * Post images on the public page (docs/product/media.md#in-posts): the `<picture>` of each library image, written
 * in `shared/picture-html.ts` since the marketing pages' rich text draws its images the same way.
 */
export * from '#shared/picture-html.ts';
