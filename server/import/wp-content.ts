/**
 * WordPress post content as the site stores it (docs/product/admin.md#importing): the block editor's comments
 * removed; the classic editor's blank-line paragraphs turned into `<p>`s (a small form of WordPress's wpautop);
 * `[caption]`, `[gallery]` and `[embed]` turned into HTML; other shortcodes removed and reported. The result
 * still goes through the image step and the site's sanitizer.
 */

export interface Attachment {
  url: string;
  title: string;
  parent: string;
}

export interface ContentNotes {
  /** What was changed or dropped, said plainly (one line each). */
  notes: string[];
}

/** `<!-- wp:paragraph {...} -->` and `<!-- /wp:paragraph -->`: the block editor's markers, not content. */
export function removeBlockComments(html: string): string {
  return html.replace(/<!--\s*\/?wp:[\s\S]*?-->/g, '');
}

function attributesOf(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of text.matchAll(/([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s\]]+))/g))
    attributes[match[1]!.toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? '';
  return attributes;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** `[caption]<img …> The caption[/caption]` (also `<a><img></a>` inside) becomes a figure with its caption. */
function captions(html: string): string {
  return html.replace(/\[(?:wp_)?caption([^\]]*)\]([\s\S]*?)\[\/(?:wp_)?caption\]/g, (_all, attributeText: string, inner: string) => {
    const image = /^\s*((?:<a\b[^>]*>\s*)?<img\b[^>]*>(?:\s*<\/a>)?)([\s\S]*)$/i.exec(inner);
    const caption = (image ? image[2]! : inner).trim() || attributesOf(attributeText).caption || '';
    return `<figure>${image ? image[1] : ''}${caption ? `<figcaption>${caption}</figcaption>` : ''}</figure>`;
  });
}

/** `[gallery ids="1,2"]` (or `[gallery]`: the post's attachments): the images, in order, in one figure; ids the export does not have are reported. */
function galleries(html: string, attachments: Map<string, Attachment>, postId: string, notes: string[]): string {
  return html.replace(/\[gallery([^\]]*)\]/g, (_all, attributeText: string) => {
    const ids = (attributesOf(attributeText).ids ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    // Without ids, a gallery shows the images attached to the post.
    if (ids.length === 0) ids.push(...[...attachments].filter(([, attachment]) => attachment.parent === postId).map(([id]) => id));
    const images = ids.flatMap((id) => {
      const attachment = attachments.get(id);
      if (!attachment) notes.push(`A [gallery] image (attachment ${id}) is not in the export.`);
      return attachment ? [`<img src="${escapeAttribute(attachment.url)}" alt="${escapeAttribute(attachment.title)}">`] : [];
    });
    return images.length > 0 ? `<figure>${images.join('')}</figure>` : '';
  });
}

/** `[embed]https://…[/embed]` and a bare URL on its own line (WordPress's auto-embed): a link, since the site embeds no third-party frames. */
function embeds(html: string, notes: string[]): string {
  const link = (url: string) => {
    notes.push(`An embed of ${url} became a link (the site shows no third-party frames).`);
    return `<p><a href="${escapeAttribute(url)}">${url.replace(/</g, '&lt;')}</a></p>`;
  };
  return html
    .replace(/\[embed[^\]]*\]\s*(https?:\/\/[^\s[<]+)\s*\[\/embed\]/g, (_all, url: string) => link(url))
    .replace(/^[ \t]*(https?:\/\/[^\s<"]+)[ \t]*$/gm, (_all, url: string) => link(url));
}

/** Shortcodes of WordPress and common plugins left after the ones turned into HTML: removed, each reported once. */
function otherShortcodes(html: string, notes: string[]): string {
  const seen = new Set<string>();
  return html.replace(
    /\[(\/?)(audio|video|playlist|embed|caption|wp_caption|gallery|contact-form[\w-]*|code|sourcecode|youtube|vimeo|soundcloud|twitter|instagram|[a-z]+_[a-z_]+)(\s[^\]]*)?\]/g,
    (_all, _slash, name: string) => {
      if (!seen.has(name)) notes.push(`The [${name}] shortcode is not supported and was removed.`);
      seen.add(name);
      return '';
    },
  );
}

const blockStart =
  /^<(?:p|div|h[1-6]|ul|ol|li|dl|dt|dd|blockquote|pre|figure|figcaption|table|thead|tbody|tr|td|th|hr|address|section|article|aside|header|footer|nav|form|fieldset|!--|\/)/i;

/** wpautop, simply: blank lines separate paragraphs, a single newline is a `<br>`; block elements and `<pre>` are left as they are. */
export function autop(html: string): string {
  const kept: string[] = [];
  const guarded = html.replace(/<pre\b[\s\S]*?<\/pre>/gi, (pre) => `\uE000${kept.push(pre) - 1}\uE000`);
  const blocks = guarded
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => (blockStart.test(block) || /^\uE000\d+\uE000$/.test(block) ? block : `<p>${block.replace(/\n/g, '<br>\n')}</p>`));
  return blocks.join('\n').replace(/\uE000(\d+)\uE000/g, (_all, index: string) => kept[Number(index)]!);
}

/** The whole conversion but images (done by the caller, which stores them) and sanitizing (done last). */
export function convertWordPressContent(html: string, attachments: Map<string, Attachment>, postId: string): { html: string } & ContentNotes {
  const notes: string[] = [];
  let out = removeBlockComments(html);
  out = captions(out);
  out = galleries(out, attachments, postId, notes);
  out = embeds(out, notes);
  out = otherShortcodes(out, notes);
  return { html: autop(out), notes };
}
