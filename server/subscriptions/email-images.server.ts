/**
 * The post's images at email-safe sizes (docs/product/subscriptions.md#sending): an image from the media library is
 * sent as a JPEG, PNG or GIF file of it (Outlook shows no WebP or AVIF) about twice the email's column wide (sharp
 * on a phone's screen, not the multi-megabyte original), with its width written out up to the column's.
 */
import { parseDocument } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import { imagesForKeys, type MediaImage } from '#database/media.server.ts';
import type { Database } from '#database/db.server.ts';
import { isOwnMediaUrl, mediaPathPrefix, type MediaFormat } from '#shared/media.ts';
import { emailWidth } from './newsletter-email.server.ts';

const safeFormats: readonly MediaFormat[] = ['jpeg', 'png', 'gif'];
/** Twice the column: sharp on a phone's high-density screen. */
const wantedWidth = emailWidth * 2;

function ownMediaKey(src: string | undefined, siteUrl: string): string | null {
  if (!src) return null;
  try {
    const url = new URL(src, siteUrl);
    if (url.origin !== new URL(siteUrl).origin || !isOwnMediaUrl(url.pathname)) return null;
    return url.pathname.slice(mediaPathPrefix.length);
  } catch {
    return null;
  }
}

/** The file to send: the smallest email-safe one at least twice the column wide, else the widest; a GIF as it is. */
function emailFile(image: MediaImage): string | null {
  if (image.format === 'gif') return image.url;
  const files = [{ format: image.format, width: image.width, url: image.url }, ...image.variants].filter((file) => safeFormats.includes(file.format));
  if (files.length === 0) return null;
  files.sort((a, b) => a.width - b.width);
  return (files.find((file) => file.width >= wantedWidth) ?? files.at(-1)!).url;
}

export async function withEmailSafeImages(db: Database, bodyHtml: string, siteUrl: string): Promise<string> {
  const keys: string[] = [];
  const walk = (nodes: ReturnType<typeof parseDocument>['children']) => {
    for (const node of nodes) {
      if (!('name' in node)) continue;
      const element = node as unknown as { name: string; attribs: Record<string, string>; children: typeof nodes };
      const key = element.name === 'img' ? ownMediaKey(element.attribs.src, siteUrl) : null;
      if (key) keys.push(key);
      walk(element.children);
    }
  };
  walk(parseDocument(bodyHtml).children);
  if (keys.length === 0) return bodyHtml;
  const images = await imagesForKeys(db, keys);
  return sanitizeHtml(bodyHtml, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: {
      img: (tagName, attribs) => {
        const key = ownMediaKey(attribs.src, siteUrl);
        const image = key ? images.get(key) : undefined;
        const file = image ? emailFile(image) : null;
        if (!image || !file) return { tagName, attribs };
        const { srcset: _srcset, sizes: _sizes, ...rest } = attribs;
        return { tagName, attribs: { ...rest, src: file, width: rest.width ?? String(Math.min(image.width, emailWidth)) } };
      },
    },
  });
}
