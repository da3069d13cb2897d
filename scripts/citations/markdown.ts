/**
 * What Markdown offers to link to: the anchors GitHub gives a document's headings (and any
 * `id="…"` written in HTML), and the links a document makes.
 */

/** GitHub's heading anchor: the heading's text, lowercased, without punctuation, spaces as hyphens. */
export function headingSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*~]/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** Every anchor of a Markdown document; a repeated heading gets `-1`, `-2`… as on GitHub. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const slug = headingSlug(heading[1]!);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const id of line.matchAll(/\b(?:id|name)="([^"]+)"/g)) anchors.add(id[1]!);
  }
  return anchors;
}

export interface Link {
  /** Offset of the target in the text. */
  index: number;
  target: string;
}

/** Inline links and images, `[text](target)` and `![alt](target "title")`; a target may hold one level of parentheses. */
export function linksOf(text: string): Link[] {
  const links: Link[] = [];
  for (const match of text.matchAll(/\]\(\s*<?((?:[^()\s<>]|\([^()\s]*\))+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    links.push({ index: match.index + match[0].indexOf(match[1]!), target: match[1]! });
  }
  for (const match of text.matchAll(/^\s*\[[^\]]+\]:\s+<?(\S+?)>?(?:\s|$)/gm)) {
    links.push({ index: match.index + match[0].indexOf(match[1]!), target: match[1]! });
  }
  return links;
}

/** True for a link target that leaves the repository (a URL, a mail address) or names a route of the site. */
export function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/') || target.startsWith('//');
}
