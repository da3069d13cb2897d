// The SEO fields of a seeded page, from its entry in content/meta.ts.
import type { PageSeo } from '#shared/page-sections/index.ts';
import type { PageMeta } from '../types.ts';

export const seoOf = (meta: PageMeta): PageSeo => ({
  metaTitle: meta.title,
  metaDescription: meta.description,
  socialImage: '',
  noindex: meta.robots.startsWith('noindex'),
  canonicalUrl: '',
});

/** A diagram label's line break, as the editor's one-line field writes it: "\n". */
export const lineBreaksAsText = (label: string) => ({ text: label.replaceAll('\n', '\\n') });
