/**
 * The emailed link of a guide request (docs/product/guides.md#the-link): within its lifetime, the first click
 * confirms the address, makes the lead (source: the guide and the page it was on) and records the "guide
 * requested" visitor event in one transaction, then the PDF downloads; later clicks download it again and make
 * nothing new. The PDF is sent only here.
 */
import type { Response } from 'express';
import { guideCopy } from '#content/guides.ts';
import { openGuideLink, type OpenedLink } from '#database/guide-requests.server.ts';
import { guideFile } from '#database/guides.server.ts';
import type { MediaStorage } from '#database/media-storage.server.ts';
import { announceNewLead } from '../contacts/submit-contact.server.ts';
import { recordVisitorEvent } from '../sequences/visitor-events.server.ts';
import { hashGuideToken, type GuideDeps } from './request-guide.server.ts';

/** The token is 32 random bytes in base64url (43 characters); anything else is not one of ours. */
const tokenShape = /^[\w-]{20,100}$/;

export type LinkOutcome = Exclude<OpenedLink, { kind: 'open' }> | { kind: 'file'; title: string; data: Buffer };

export async function openLink(deps: GuideDeps & { storage: MediaStorage }, token: string): Promise<LinkOutcome> {
  if (!tokenShape.test(token)) return { kind: 'unknown' };
  const now = new Date((deps.clock ?? Date.now)()).toISOString();
  const opened = await openGuideLink(
    deps.db,
    hashGuideToken(token),
    now,
    (request, title) => ({ guideTitle: title, subject: guideCopy.leadSubject(title), message: guideCopy.leadMessage(title, request.page) }),
    (trx, request, contactId) => recordVisitorEvent(trx, { kind: 'guide-requested', email: request.email, contactId, at: now }),
  );
  if (opened.kind !== 'open') return opened;
  const file = await guideFile(deps.db, opened.guideId);
  const data = file && (await deps.storage.get(file.key));
  if (!file || !data) return { kind: 'unknown' };
  if (opened.created) await announceNewLead(deps, { id: opened.contactId, subject: guideCopy.leadSubject(file.title), createdAt: now });
  return { kind: 'file', title: file.title, data };
}

/** A file name without characters file systems refuse, at most 150 characters, never empty. */
function fileNameOf(title: string): string {
  const name = title
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150);
  return `${name || 'guide'}.pdf`;
}

/** `attachment` with an ASCII `filename` and, for any other character, the UTF-8 `filename*` of RFC 6266 and RFC 5987. */
export function attachmentHeader(title: string): string {
  const name = fileNameOf(title);
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return ascii === name ? `attachment; filename="${name}"` : `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export function sendPdf(res: Response, title: string, data: Buffer): void {
  res
    .status(200)
    .set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachmentHeader(title),
      'Cache-Control': 'no-store, private',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Referrer-Policy': 'no-referrer',
    })
    .send(data);
}
