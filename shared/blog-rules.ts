/**
 * Blog rules shared by the server and the dashboard editor, written once:
 * the slug rule, field limits and the colour palette the sanitizer allows.
 */

/** The shape of a slug the slug rule produces (docs/product/blog.md#slugs). */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * docs/product/blog.md#slugs: lowercase; runs of characters other
 * than letters and digits become one hyphen; leading and trailing hyphens removed.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const postLimits = {
  title: 300,
  slug: 200,
  excerpt: 2000,
  content: 200_000,
} as const;

/** A Markdown file larger than this is refused before it is read: its HTML could never fit in a post (docs/product/admin.md#markdown-upload). */
export const maxMarkdownBytes = 512 * 1024;

/**
 * docs/product/blog.md#read-time: the content length divided by 1000, rounded up.
 * Content is never blank, so it is at least 1.
 */
export function readTimeMinutes(contentLength: number): number {
  return Math.ceil(contentLength / 1000);
}

/**
 * Text and background colours of the editor. A fixed palette of classes rather
 * than `style` attributes: the CSP (style-src 'self') ignores inline styles, so
 * only classes would show on the public pages (components/blog/post-content.css has the rules).
 */
export const colourPalette = [
  { name: 'red', label: 'Red' },
  { name: 'orange', label: 'Orange' },
  { name: 'green', label: 'Green' },
  { name: 'teal', label: 'Teal' },
  { name: 'blue', label: 'Blue' },
  { name: 'purple', label: 'Purple' },
  { name: 'gray', label: 'Gray' },
] as const;

export type ColourName = (typeof colourPalette)[number]['name'];

export const textColourClass = (name: ColourName): string => `text-${name}`;
export const backgroundColourClass = (name: ColourName): string => `bg-${name}`;

/** Every class a `span` in post content may carry. */
export const colourClasses: string[] = colourPalette.flatMap(({ name }) => [textColourClass(name), backgroundColourClass(name)]);

/** A post's status (docs/product/blog.md#status): `published` in the API is `status === 'published'`. */
export const postStatuses = ['draft', 'scheduled', 'published'] as const;
export type PostStatus = (typeof postStatuses)[number];

/** Hard limits of the SEO fields; the editor's hints (shorter) are in seoHints. */
export const seoLimits = {
  metaTitle: 300,
  metaDescription: 500,
  canonicalUrl: 2000,
} as const;

/** What search results and social cards show before cutting the text off (the editor's length hints). */
export const seoHints = {
  metaTitle: 60,
  metaDescription: 160,
} as const;

/** docs/product/blog.md#tags: at most 20 tags a post, each 1 to 50 characters with a letter or digit. */
export const tagLimits = {
  perPost: 20,
  name: 50,
} as const;

/** A tag's page is /blog/tag/{slug}; two names with the same slug are one tag. */
export const tagSlug = (name: string): string => slugify(name).slice(0, 60).replace(/-+$/, '');
