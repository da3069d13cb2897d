/** What the editor's saves send: the post's fields and its two Editor.js fields in the API's form. */
import { writingRoomCopy as copy } from '#content/post-editor.ts';
import { postLimits } from '#shared/blog-rules.ts';
import type { SaveBody } from '../editor-core/use-document-save.ts';
import { tagsOf } from './editor-fields.ts';
import type { HtmlMode } from './use-html-mode.ts';
import { plainText, type PostDocument } from './use-post-document.ts';

/** Everything a save sends apart from status and publish date; a string: why it cannot be sent. */
export async function postBodyOf(doc: PostDocument, htmlMode: HtmlMode): Promise<SaveBody | string> {
  const current = doc.latest.fields;
  const excerptHtml = doc.excerpt.current ? (await doc.excerpt.current.getHtml()).trim() : '';
  // HTML mode sends the indented HTML in stored form (the server sanitizes it again).
  const read = await htmlMode.readContent();
  if (!read.ok) return read.message;
  const contentHtml = read.html.trim();
  doc.setExcerptText(plainText(excerptHtml));
  return {
    title: current.title.trim(),
    slug: current.slug.trim(),
    excerpt: excerptHtml,
    content: contentHtml,
    metaTitle: current.metaTitle.trim(),
    metaDescription: current.metaDescription.trim(),
    canonicalUrl: current.canonicalUrl.trim(),
    noindex: current.noindex,
    tags: tagsOf(current.tagsText),
    coverImageId: current.coverImageId,
    coverFocalX: current.coverFocalX,
    coverFocalY: current.coverFocalY,
  };
}

/** The body of an autosave, which needs a title and fits the limit; a string: why it cannot be saved. */
export async function autosaveBodyOf(doc: PostDocument, htmlMode: HtmlMode): Promise<SaveBody | string> {
  const body = await postBodyOf(doc, htmlMode);
  if (typeof body === 'string') return body;
  if (!body.title) return copy.needsTitle;
  if (String(body.content).length > postLimits.content) return copy.tooLarge;
  return body;
}
