/**
 * A newsletter as an email (docs/decisions/103-mjml-for-newsletter-emails.md): MJML makes the responsive tables and
 * inlines the CSS that Gmail, Outlook and Apple Mail need; the text part says the same in plain words. The body is
 * sanitized again here (no script, style sheet, form or remote frame can reach an inbox), images get absolute
 * addresses, alt text and a width no larger than the email's column. Every email carries the company's postal
 * address and the preferences and unsubscribe links, whose per-recipient addresses are filled in at send time.
 */
import { randomBytes } from 'node:crypto';
import { parseDocument } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import { palette } from '#content/brand.ts';
import type { CompanySettings } from '#shared/company-settings.ts';
import { escapeHtml } from '../mail/branded-email.server.ts';

/** The email's column, in CSS pixels: images wider than this are shown at this width. */
export const emailWidth = 600;

export interface BuiltNewsletter {
  subject: string;
  html: string;
  text: string;
  /** Stand-ins in html and text for one recipient's links: random per build, so no body can contain them. */
  marks: { unsubscribe: string; preferences: string };
}

function cleanBody(bodyHtml: string, siteUrl: string): string {
  return sanitizeHtml(bodyHtml, {
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'a',
      'ul',
      'ol',
      'li',
      'blockquote',
      'img',
      'figure',
      'figcaption',
      'hr',
      'code',
      'pre',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ],
    allowedAttributes: { a: ['href'], img: ['src', 'alt', 'width', 'style'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: {
      h1: 'h2',
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, href: attribs.href ? new URL(attribs.href, siteUrl).href : siteUrl } }),
      img: (tagName, attribs) => {
        // No wider than the column; an image without a width keeps its own, shrunk to fit by max-width.
        // A known width is a most, not a fixed width: width 100% up to it, so a phone's narrow column is never pushed wider.
        const pixels = Number(attribs.width) > 0 ? Math.min(Number(attribs.width), emailWidth) : 0;
        const sizing = pixels ? `width:100%;max-width:${pixels}px` : 'max-width:100%';
        return {
          tagName,
          attribs: {
            src: new URL(attribs.src ?? '', siteUrl).href,
            alt: attribs.alt ?? '',
            ...(pixels ? { width: String(pixels) } : {}),
            style: `display:block;${sizing};height:auto;border:0`,
          },
        };
      },
    },
  });
}

function addressLine(company: CompanySettings): string {
  const { street, locality, region, postalCode, country } = company.address;
  return [company.legalName || company.name, street, [locality, region, postalCode].filter(Boolean).join(' '), country].filter(Boolean).join(', ');
}

/** True when the company's postal address is set (CAN-SPAM: every commercial email carries it). */
export function hasPostalAddress(company: CompanySettings): boolean {
  return Boolean(company.address.street.trim() && company.address.locality.trim() && company.address.postalCode.trim());
}

const block = new Set(['p', 'h2', 'h3', 'h4', 'li', 'blockquote', 'tr', 'figcaption', 'pre', 'hr', 'br']);

/** The body as plain text: paragraphs apart, links as "words (address)", images as their alt text. */
export function plainText(html: string): string {
  const out: string[] = [];
  const walk = (nodes: ReturnType<typeof parseDocument>['children']) => {
    for (const node of nodes) {
      if (node.type === 'text') out.push((node as unknown as { data: string }).data.replace(/\s+/g, ' '));
      else if ('name' in node) {
        const element = node as unknown as { name: string; attribs: Record<string, string>; children: typeof nodes };
        if (element.name === 'li') out.push('\n- ');
        if (element.name === 'img' && element.attribs.alt) out.push(`[${element.attribs.alt}]`);
        walk(element.children);
        if (element.name === 'a' && element.attribs.href) out.push(` (${element.attribs.href})`);
        if (block.has(element.name)) out.push('\n\n');
      }
    }
  };
  walk(parseDocument(html).children);
  return out
    .join('')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export async function buildNewsletter(subject: string, bodyHtml: string, company: CompanySettings, siteUrl: string): Promise<BuiltNewsletter> {
  const body = cleanBody(bodyHtml, siteUrl);
  const nonce = randomBytes(12).toString('hex');
  const marks = { unsubscribe: `https://unsubscribe.invalid/${nonce}`, preferences: `https://preferences.invalid/${nonce}` };
  const name = escapeHtml(company.name);
  const address = escapeHtml(addressLine(company));
  const { default: mjml } = await import('mjml');
  const source = `<mjml lang="en">
  <mj-head>
    <mj-title>${escapeHtml(subject)}</mj-title>
    <mj-attributes>
      <mj-all font-family="'Public Sans', Arial, Helvetica, sans-serif" />
      <mj-text font-size="16px" line-height="1.6" color="${palette.ink}" />
    </mj-attributes>
    <mj-style inline="inline">a { color: ${palette.primary}; } h2, h3, h4 { color: ${palette.primary}; line-height: 1.3; }</mj-style>
  </mj-head>
  <mj-body background-color="${palette.primarySoft}" width="${emailWidth}px">
    <mj-section background-color="${palette.primary}" border-bottom="4px solid ${palette.accent}">
      <mj-column><mj-text color="${palette.white}" font-size="18px" font-weight="700">${name}</mj-text></mj-column>
    </mj-section>
    <mj-section background-color="${palette.white}">
      <mj-column><mj-text>${body}</mj-text></mj-column>
    </mj-section>
    <mj-section>
      <mj-column>
        <mj-text font-size="13px" color="#4a5d64">${address}<br><a href="${marks.preferences}">Change what you get</a> · <a href="${marks.unsubscribe}">Unsubscribe</a></mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  const { html, errors } = await mjml(source, { validationLevel: 'soft', keepComments: false });
  if (errors.length > 0 && !html) throw new Error(`The newsletter could not be built: ${errors[0]!.formattedMessage}`);
  const text = [plainText(body), '', '--', addressLine(company), `Change what you get: ${marks.preferences}`, `Unsubscribe: ${marks.unsubscribe}`].join('\n');
  return { subject, html, text, marks };
}

/** One recipient's copy: their own preferences and unsubscribe addresses in place of the marks. */
export function personalize(built: BuiltNewsletter, links: { unsubscribe: string; preferences: string }): { html: string; text: string } {
  const fill = (value: string, escape: (s: string) => string) =>
    value.split(built.marks.unsubscribe).join(escape(links.unsubscribe)).split(built.marks.preferences).join(escape(links.preferences));
  return { html: fill(built.html, escapeHtml), text: fill(built.text, (s) => s) };
}
