/**
 * Blog HTML sanitizing with sanitize-html, on write and again on render
 * (docs/product/blog.md#sanitizing, which lists the allowlists); the one
 * extension is `span` with a class from the editor's colour palette.
 */
import sanitizeHtml, { type IOptions } from 'sanitize-html';
import { colourClasses } from '#shared/blog-rules.ts';

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

const excerptOptions: IOptions = {
  ...common,
  allowedTags: ['strong', 'em', 'u', 'a', 'ul', 'ol', 'li'],
  allowedAttributes: linkAttributes,
};

const contentOptions: IOptions = {
  ...common,
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 'strike', 's', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'a', 'span'],
  allowedAttributes: { ...linkAttributes, span: ['class'] },
  allowedClasses: { span: colourClasses },
};

export function sanitizeExcerpt(html: string): string {
  return sanitizeHtml(html, excerptOptions);
}

export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, contentOptions);
}

const textOnly: IOptions = { ...common, allowedTags: [], allowedAttributes: {} };

/** The text of a piece of blog HTML, for meta descriptions and the feed. */
export function toPlainText(html: string): string {
  // A space where a block ends, so list items and paragraphs do not run together.
  const spaced = html.replace(/<\/(?:p|li|h[1-6]|blockquote|pre|ul|ol)>|<br\s*\/?>/gi, ' $&');
  return sanitizeHtml(spaced, textOnly)
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
