/** Just enough MIME (RFC 2045/2046) to read the parts of a message nodemailer sent: multiparts, quoted-printable, base64. */
export interface MimePart {
  contentType: string;
  headers: Record<string, string>;
  body: Buffer;
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decode(body: string, encoding: string | undefined): Buffer {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding?.toLowerCase() === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1');
  }
  return Buffer.from(body, 'utf8');
}

/** The leaf parts of a message, depth first. */
export function mimeParts(raw: string): MimePart[] {
  const { headers, body } = splitHeaders(raw);
  const contentType = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    return sections.filter((section) => !section.startsWith('--')).flatMap((section) => mimeParts(section.replace(/^\r?\n/, '')));
  }
  return [
    { contentType: contentType.split(';')[0]!.trim().toLowerCase(), headers, body: decode(body.replace(/\r?\n$/, ''), headers['content-transfer-encoding']) },
  ];
}

/** The text of the one part of this type (text/plain, text/html), with SMTP's CRLF line ends as LF; throws if there is not exactly one. */
export function partText(raw: string, type: string): string {
  const parts = mimeParts(raw).filter((part) => part.contentType === type);
  if (parts.length !== 1) throw new Error(`expected one ${type} part, found ${parts.length}`);
  return parts[0]!.body.toString('utf8').replace(/\r\n/g, '\n');
}
