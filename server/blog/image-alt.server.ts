/**
 * The publish check for images (docs/product/media.md#alt-text): a
 * post that is or will be public needs alt text on every image, or the image
 * marked decorative. In the stored HTML a decorative image has `alt=""`; an
 * image with no `alt` attribute, or one of only spaces, has none yet.
 */
import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';

export interface ImageLackingAlt {
  /** 1 for the post's first image. */
  position: number;
  src: string;
}

function imagesOf(nodes: ChildNode[], found: Element[] = []): Element[] {
  for (const node of nodes) {
    if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') continue;
    const element = node as Element;
    if (element.name === 'img') found.push(element);
    imagesOf(element.children, found);
  }
  return found;
}

/** The images of sanitized post HTML that have no alt text and are not marked decorative, in order. */
export function imagesLackingAlt(html: string): ImageLackingAlt[] {
  return imagesOf(parseDocument(html).children).flatMap((img, index) => {
    const alt = img.attribs.alt;
    const lacking = alt === undefined || (alt !== '' && alt.trim() === '');
    return lacking ? [{ position: index + 1, src: img.attribs.src ?? '' }] : [];
  });
}
