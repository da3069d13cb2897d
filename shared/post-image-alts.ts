/**
 * The alt text a post's stored HTML gives each media-library image (docs/product/media.md#one-alt-text). Runs on
 * sanitized HTML, which the sanitizer writes in one fixed form: `<img src="/media/<key>" alt="…" />`, `src`
 * first, the value with `&`, `<`, `>` and `"` escaped. A decorative image has `alt=""`; one still without alt
 * text has no `alt`.
 */

/** An image tag of a library file: its key, and what follows the `src` up to the end of the tag. */
const imgTag = /<img src="\/media\/([0-9a-f]{20}\.[a-z]{3,4})"([^>]*?)(\s*\/?>)/g;
const altAttribute = /\salt="([^"]*)"/;

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return named[name.toLowerCase()] ?? entity;
  });
}

/** An attribute value as the sanitizer writes it, so that saving the HTML again changes nothing. */
function encodeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export interface ImageAlt {
  /** The file's key under /media/. */
  key: string;
  /** '' for a decorative image; null for one without alt text yet. */
  alt: string | null;
}

/** Every library image of the HTML, in order, with its alt text. */
export function imageAltsIn(html: string): ImageAlt[] {
  return [...html.matchAll(imgTag)].map(([, key, attributes]) => {
    const alt = altAttribute.exec(attributes!)?.[1];
    return { key: key!, alt: alt === undefined ? null : decodeAttribute(alt) };
  });
}

/**
 * The HTML with `alt` set on every image showing one of `keys` (an image's original and its variants); null
 * when no image of the HTML shows one of them.
 */
export function withImageAlt(html: string, keys: ReadonlySet<string>, alt: string): string | null {
  let found = false;
  const changed = html.replace(imgTag, (tag, key: string, attributes: string, end: string) => {
    if (!keys.has(key)) return tag;
    found = true;
    return `<img src="/media/${key}" alt="${encodeAttribute(alt)}"${attributes.replace(altAttribute, '')}${end}`;
  });
  return found ? changed : null;
}
