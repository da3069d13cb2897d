/**
 * Reads a WordPress export (WXR, RSS 2.0 with the `wp:` namespace) as a stream with htmlparser2 in XML mode,
 * keeping only the fields an import uses, so a large file never becomes a document tree in memory
 * (docs/decisions/061-imports-from-wordpress-and-ghost.md). htmlparser2 forgives what a strict parser refuses, so
 * nesting is checked here: a close tag that does not close the open element, or an element left open at the end,
 * makes the file malformed (400), as does a file that is not a WXR export.
 */
import { createReadStream } from 'node:fs';
import { Parser } from 'htmlparser2';
import { HttpError } from '../errors.server.ts';

export interface WxrTerm {
  domain: string;
  slug: string;
  name: string;
}

export interface WxrItem {
  title: string;
  link: string;
  guid: string;
  creator: string;
  content: string;
  excerpt: string;
  postId: string;
  postParent: string;
  postDate: string;
  postDateGmt: string;
  postName: string;
  status: string;
  postType: string;
  attachmentUrl: string;
  meta: Map<string, string>;
  terms: WxrTerm[];
}

export interface WxrExport {
  baseUrl: string;
  /** Login → display name. */
  authors: Map<string, string>;
  /** Categories and tags defined at the top, posts or not. */
  terms: WxrTerm[];
  items: WxrItem[];
}

/** Tells a self-closing element (`<wp:category_parent/>`) from one closed by a mismatched end tag: htmlparser2 calls both "implied". */
class CheckedParser extends Parser {
  selfClosing = false;

  override onselfclosingtag(endIndex: number): void {
    this.selfClosing = true;
    super.onselfclosingtag(endIndex);
    this.selfClosing = false;
  }
}

const malformed = (why: string) => new HttpError(400, `The file is not a well-formed WordPress export: ${why}.`, { errors: [{ field: 'file', message: why }] });

const newItem = (): WxrItem => ({
  title: '',
  link: '',
  guid: '',
  creator: '',
  content: '',
  excerpt: '',
  postId: '',
  postParent: '',
  postDate: '',
  postDateGmt: '',
  postName: '',
  status: '',
  postType: '',
  attachmentUrl: '',
  meta: new Map(),
  terms: [],
});

/** The item field each element fills. */
const itemFields: Record<string, keyof WxrItem> = {
  title: 'title',
  link: 'link',
  guid: 'guid',
  'dc:creator': 'creator',
  'content:encoded': 'content',
  'excerpt:encoded': 'excerpt',
  'wp:post_id': 'postId',
  'wp:post_parent': 'postParent',
  'wp:post_date': 'postDate',
  'wp:post_date_gmt': 'postDateGmt',
  'wp:post_name': 'postName',
  'wp:status': 'status',
  'wp:post_type': 'postType',
  'wp:attachment_url': 'attachmentUrl',
};

export function parseWxr(path: string): Promise<WxrExport> {
  const result: WxrExport = { baseUrl: '', authors: new Map(), terms: [], items: [] };
  const stack: string[] = [];
  let text = '';
  let item: WxrItem | undefined;
  let term: Partial<WxrTerm> & { nicename?: string } = {};
  let author = { login: '', name: '' };
  let meta = { key: '', value: '' };
  let itemTermAttrs: { domain: string; nicename: string } | undefined;
  let wxrVersion = '';
  let error: HttpError | undefined;

  let ending = false;
  const parser: CheckedParser = new CheckedParser(
    {
      onopentag(name, attributes) {
        stack.push(name);
        text = '';
        if (name === 'item') item = newItem();
        else if (name === 'category' && item) itemTermAttrs = { domain: attributes.domain ?? '', nicename: attributes.nicename ?? '' };
        else if (name === 'wp:category' || name === 'wp:tag') term = {};
        else if (name === 'wp:author') author = { login: '', name: '' };
        else if (name === 'wp:postmeta') meta = { key: '', value: '' };
      },
      ontext(chunk) {
        text += chunk;
      },
      onclosetag(name, isImplied) {
        if ((isImplied && !parser.selfClosing) || stack.at(-1) !== name) {
          error ??= malformed(ending ? `the file ends inside <${name}>` : `the element <${name}> is not closed where it should be`);
          return;
        }
        stack.pop();
        const value = text;
        text = '';
        const parent = stack.at(-1);
        if (name === 'wp:wxr_version') wxrVersion = value.trim();
        else if (name === 'wp:base_blog_url' && parent === 'channel') result.baseUrl = value.trim();
        else if (name === 'item' && item) {
          result.items.push(item);
          item = undefined;
        } else if (item && parent === 'item' && name === 'category' && itemTermAttrs) {
          item.terms.push({ domain: itemTermAttrs.domain, slug: itemTermAttrs.nicename, name: value.trim() });
        } else if (item && parent === 'wp:postmeta') {
          if (name === 'wp:meta_key') meta.key = value.trim();
          if (name === 'wp:meta_value') meta.value = value.trim();
        } else if (item && name === 'wp:postmeta') item.meta.set(meta.key, meta.value);
        else if (item && parent === 'item' && itemFields[name])
          (item[itemFields[name]] as string) = itemFields[name] === 'content' || itemFields[name] === 'excerpt' ? value : value.trim();
        else if (parent === 'wp:author') {
          if (name === 'wp:author_login') author.login = value.trim();
          if (name === 'wp:author_display_name') author.name = value.trim();
        } else if (name === 'wp:author') result.authors.set(author.login, author.name || author.login);
        else if (parent === 'wp:category' || parent === 'wp:tag') {
          if (name === 'wp:category_nicename' || name === 'wp:tag_slug') term.slug = value.trim();
          if (name === 'wp:cat_name' || name === 'wp:tag_name') term.name = value.trim();
        } else if (name === 'wp:category' || name === 'wp:tag') {
          if (term.slug) result.terms.push({ domain: name === 'wp:category' ? 'category' : 'post_tag', slug: term.slug, name: term.name || term.slug });
        }
      },
    },
    { xmlMode: true, decodeEntities: true, recognizeCDATA: true },
  );

  return new Promise((resolve, reject) => {
    const stream = createReadStream(path, { encoding: 'utf8', highWaterMark: 256 * 1024 });
    stream.on('data', (chunk) => {
      parser.write(chunk as string);
      if (error) stream.destroy();
    });
    stream.once('error', reject);
    stream.once('close', () => {
      if (error) return reject(error);
      ending = true;
      parser.end();
      if (error) return reject(error);
      if (stack.length > 0) return reject(malformed(`the file ends inside <${stack.at(-1)}>`));
      if (!wxrVersion) return reject(malformed('it has no wp:wxr_version, so it is not a WXR export'));
      resolve(result);
    });
  });
}
