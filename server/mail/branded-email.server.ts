/**
 * The brand on the emails the site sends (lead alerts, invitations): an HTML part with the brand mark, the
 * company name from the dashboard's settings and the brand colours, and the plain-text alternative saying
 * the same. Email clients ignore stylesheets and SVG, so the HTML is a table with inline styles and the
 * mark is the touch icon's PNG, attached inline (cid) so it shows without loading anything remote. A
 * company logo uploaded as PNG is shown from the site instead; an SVG logo cannot be, so the name stands
 * alone. Every value from settings or from a visitor is escaped.
 */
import { readFile } from 'node:fs/promises';
import { palette } from '#content/brand.ts';
import type { CompanySettings } from '#shared/company-settings.ts';

export interface EmailBody {
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A quieter line under the action. */
  note?: string;
}

export interface BrandedEmail {
  text: string;
  html: string;
  attachments: { filename: string; content: Buffer; cid: string; contentType: string }[];
}

export const brandMarkCid = 'brand-mark@site';

let markPng: Promise<Buffer> | undefined;
const brandMark = () => (markPng ??= readFile(new URL('../../public/apple-touch-icon.png', import.meta.url)));

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const font = "'Public Sans',Arial,Helvetica,sans-serif";

export async function brandedEmail(company: CompanySettings, siteUrl: string, body: EmailBody): Promise<BrandedEmail> {
  const uploadedPng = company.logo && !company.logo.url.toLowerCase().endsWith('.svg') ? company.logo : null;
  const attachments: BrandedEmail['attachments'] = company.logo
    ? []
    : [{ filename: 'mark.png', content: await brandMark(), cid: brandMarkCid, contentType: 'image/png' }];
  const mark = uploadedPng
    ? `<img src="${escapeHtml(new URL(uploadedPng.url, siteUrl).href)}" height="40" alt="" style="display:block;height:40px;width:auto;border:0">`
    : company.logo
      ? ''
      : `<img src="cid:${brandMarkCid}" width="40" height="40" alt="" style="display:block;width:40px;height:40px;border:0;border-radius:9px">`;
  const name = escapeHtml(company.name);
  const paragraphs = body.paragraphs
    .map((paragraph) => `<p style="margin:0 0 16px;font:16px/1.6 ${font};color:${palette.ink}">${escapeHtml(paragraph)}</p>`)
    .join('');
  const action = body.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(body.action.url)}" style="display:inline-block;padding:12px 22px;border-radius:999px;background:${palette.primary};color:${palette.white};font:600 16px ${font};text-decoration:none">${escapeHtml(body.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font:13px/1.5 ${font};color:#4a5d64">Or open this address: <a href="${escapeHtml(body.action.url)}" style="color:${palette.primary}">${escapeHtml(body.action.url)}</a></p>`
    : '';
  const note = body.note ? `<p style="margin:16px 0 0;font:14px/1.5 ${font};color:#4a5d64">${escapeHtml(body.note)}</p>` : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="color-scheme" content="light"><title>${escapeHtml(body.heading)}</title></head>
<body style="margin:0;padding:0;background:${palette.primarySoft}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${palette.primarySoft}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${palette.white};border-radius:12px;overflow:hidden">
<tr><td style="padding:20px 28px;background:${palette.primary};border-bottom:4px solid ${palette.accent}">
<table role="presentation" cellpadding="0" cellspacing="0"><tr>${mark ? `<td style="padding-right:12px">${mark}</td>` : ''}<td style="font:700 18px ${font};color:${palette.white}">${name}</td></tr></table>
</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 16px;font:700 22px/1.3 ${font};color:${palette.primary}">${escapeHtml(body.heading)}</h1>
${paragraphs}${action}${note}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #d6e2e5;font:13px/1.5 ${font};color:#4a5d64">${name} · <a href="${escapeHtml(siteUrl)}" style="color:${palette.primary}">${escapeHtml(new URL(siteUrl).host)}</a></td></tr>
</table>
</td></tr></table>
</body></html>`;
  const text = [
    body.heading,
    '',
    ...body.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`, ''] : []),
    ...(body.note ? [body.note, ''] : []),
    `${company.name} · ${siteUrl}`,
  ].join('\n');
  return { text, html, attachments };
}
