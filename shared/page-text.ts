/**
 * The words a marketing page shows, read from its copy in content/ (the site search indexes them,
 * content/search-pages.ts): every string of the copy, headings apart, except what is not shown as text
 * (paths, links' targets, icon names, kinds, keywords for the head).
 */

const hiddenKeys = new Set([
  'href',
  'path',
  'slug',
  'icon',
  'kind',
  'id',
  'src',
  'image',
  'keywords',
  'metaTitle',
  'metaDescription',
  'logo',
  'variant',
  'tone',
]);
const headingKeys = new Set(['heading', 'title', 'tagline', 'shortTitle']);

export interface PageText {
  headings: string[];
  body: string[];
}

export function pageText(...copy: unknown[]): PageText {
  const text: PageText = { headings: [], body: [] };
  const visit = (value: unknown, key: string | undefined) => {
    if (key !== undefined && hiddenKeys.has(key)) return;
    if (typeof value === 'string') (key !== undefined && headingKeys.has(key) ? text.headings : text.body).push(value);
    else if (Array.isArray(value)) for (const item of value) visit(item, key);
    else if (value !== null && typeof value === 'object') for (const [name, item] of Object.entries(value)) visit(item, name);
  };
  for (const value of copy) visit(value, undefined);
  return text;
}
