/**
 * Blog HTML sanitizing with sanitize-html, on write and again on render
 * (docs/product/blog.md#sanitizing, which lists the allowlists); the one
 * extension is `span` with a class from the editor's colour palette.
 */
import sanitizeHtml, { type IOptions } from 'sanitize-html';
import { colourClasses } from '#shared/blog-rules.ts';
import { imageLayoutClasses, isOwnMediaSrcset, isOwnMediaUrl, mediaContentTypes } from '#shared/media.ts';

const linkAttributes: IOptions['allowedAttributes'] = {
  a: ['href', 'title', 'target', 'rel'],
};

const common: IOptions = {
  allowedSchemes: ['http', 'https', 'ftp', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  // "//evil.example" is a link to another host that looks relative.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The text inside these is never content; dropping it keeps scripts from showing as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'xmp', 'iframe', 'noembed', 'noframes', 'title'],
  transformTags: {
    // Editor.js writes <b>/<i>, marked writes <del>: keep the meaning with allowed tags.
    b: 'strong',
    i: 'em',
    del: 's',
    a: (tagName, { href, title, target, rel }) => {
      // A fixed attribute order keeps sanitizing idempotent. A new window must not
      // get a handle on this page (window.opener); other targets mean nothing here.
      const attribs: Record<string, string> = {};
      if (href !== undefined) attribs.href = href;
      if (title !== undefined) attribs.title = title;
      if (target === '_blank') Object.assign(attribs, { target, rel: 'noopener noreferrer' });
      else if (rel !== undefined) attribs.rel = rel;
      return { tagName, attribs };
    },
  },
};

/** The excerpt is one paragraph (docs/product/blog.md#the-excerpt): bold, italic, underline and links, nothing else. */
const excerptOptions: IOptions = {
  ...common,
  allowedTags: ['strong', 'em', 'u', 'a'],
  allowedAttributes: linkAttributes,
};

/** Where a block that an excerpt drops starts or ends: its text stays, a space apart from the text around it. */
const blockEdge = /<\/?(?:p|ul|ol|li|h[1-6]|blockquote|div|pre|table|td|th|tr|figure|figcaption)\b[^>]*>|<br\b[^>]*>/gi;

/** Only these values of these image attributes mean something; anything else is dropped. */
const imageValues: Record<string, RegExp> = {
  width: /^\d{1,5}$/,
  height: /^\d{1,5}$/,
  loading: /^(?:lazy|eager)$/,
  decoding: /^(?:async|sync|auto)$/,
  fetchpriority: /^(?:high|low|auto)$/,
  sizes: /^[\w\s(),.:-]{1,200}$/,
};

/** Keeps `names` in this order (sanitizing stays idempotent), each only with a meaningful value. */
function pick(attribs: Record<string, string>, names: string[]): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of names) {
    const value = attribs[name];
    if (value === undefined) continue;
    if (imageValues[name] && !imageValues[name].test(value)) continue;
    kept[name] = value;
  }
  return kept;
}

const sourceTypes = new Set(Object.values(mediaContentTypes));

/**
 * Images (docs/product/media.md#in-posts): `figure`, `figcaption`, `picture`, `source` and `img`,
 * whose every `src` and `srcset` names one of this site's own media files
 * (`/media/<hash>.<ext>`); any other image is removed whole. A file there is
 * always one the server re-encoded, so no SVG or script can come from it.
 */
const imageTags = ['figure', 'figcaption', 'picture', 'source', 'img'];
const imageTransforms: IOptions['transformTags'] = {
  img: (tagName, attribs) => ({
    tagName,
    attribs: pick(attribs, ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding', 'fetchpriority']),
  }),
  source: (tagName, attribs) => ({ tagName, attribs: pick(attribs, ['type', 'srcset', 'sizes']) }),
};

function isForeignImage(frame: sanitizeHtml.IFrame): boolean {
  const { src, srcset, type } = frame.attribs;
  if (frame.tag === 'img') return !isOwnMediaUrl(src ?? '') || (srcset !== undefined && !isOwnMediaSrcset(srcset));
  if (frame.tag === 'source') return !isOwnMediaSrcset(srcset ?? '') || (type !== undefined && !sourceTypes.has(type));
  return false;
}

/**
 * Tables (decision 032): exactly what the editor's table block writes, `table` >
 * optional `thead` (one row of `th`) > `tbody` > `tr` > `td`, with no attributes.
 */
const tableTags = ['table', 'thead', 'tbody', 'tr', 'th', 'td'];

/** A quote with a caption is `<figure class="quote"><blockquote>…</blockquote><figcaption>…</figcaption></figure>`. */
const figureClasses = [...imageLayoutClasses, 'quote'];

const contentOptions: IOptions = {
  ...common,
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'u',
    'strike',
    's',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'hr',
    'a',
    'span',
    ...imageTags,
    ...tableTags,
  ],
  allowedAttributes: {
    ...linkAttributes,
    span: ['class'],
    figure: ['class'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding', 'fetchpriority'],
    source: ['type', 'srcset', 'sizes'],
  },
  allowedClasses: { span: colourClasses, figure: figureClasses },
  transformTags: { ...common.transformTags, ...imageTransforms },
  exclusiveFilter: isForeignImage,
  // <source> is a void element: no end tag.
  selfClosing: [...sanitizeHtml.defaults.selfClosing, 'source'],
};

export function sanitizeExcerpt(html: string): string {
  return sanitizeHtml(html.replace(blockEdge, ' $&'), excerptOptions).replace(/\s+/g, ' ').trim();
}

export function sanitizeContent(html: string): string {
  // A picture whose image was removed is left with nothing to show.
  return sanitizeHtml(html, contentOptions).replace(/<picture>(?:<source[^>]*>)*<\/picture>/g, '');
}

const textOnly: IOptions = { ...common, allowedTags: [], allowedAttributes: {} };

/** The text of a piece of blog HTML, for meta descriptions and the feed. */
export function toPlainText(html: string): string {
  // A space where a block ends, so list items and paragraphs do not run together.
  const spaced = html.replace(/<\/(?:p|li|h[1-6]|blockquote|pre|ul|ol|figcaption|th|td)>|<br\s*\/?>/gi, ' $&');
  return sanitizeHtml(spaced, textOnly)
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A page's rich text (docs/product/pages.md#sections): the post editor's inline formatting, headings from h2 down,
 * and images of the media library as the editor's image block writes them (`<figure class="image-column">` with
 * an `<img>` and its caption; docs/product/pages.md#images); any other image is removed whole.
 */
const richTextOptions: IOptions = {
  ...common,
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'figure', 'figcaption', 'img'],
  allowedAttributes: { ...linkAttributes, figure: ['class'], img: ['src', 'alt', 'width', 'height'] },
  allowedClasses: { figure: [...imageLayoutClasses] },
  transformTags: { ...common.transformTags, img: (tagName, attribs) => ({ tagName, attribs: pick(attribs, ['src', 'alt', 'width', 'height']) }) },
  exclusiveFilter: isForeignImage,
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, richTextOptions);
}
