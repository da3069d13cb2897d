/**
 * A newsletter's body as it goes into its email: the media library's images at email-safe sizes, and, when click
 * counting is on for a real send, its links through the counted redirect (click-links.server.ts). The preview and
 * the test email use the same body without counted links.
 */
import type { Database } from '#database/db.server.ts';
import { withCountedLinks } from './click-links.server.ts';
import { withEmailSafeImages } from './email-images.server.ts';

export async function emailBody(
  db: Database,
  newsletter: { id: number; bodyHtml: string },
  siteUrl: string,
  options: { countClicks: boolean; now: string },
): Promise<string> {
  const body = await withEmailSafeImages(db, newsletter.bodyHtml, siteUrl);
  return options.countClicks ? withCountedLinks(db, newsletter.id, body, siteUrl, options.now) : body;
}
