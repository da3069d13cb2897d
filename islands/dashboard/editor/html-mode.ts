/**
 * The HTML mode of the content field (decision 032; docs/product/admin.md#html-mode): the post's HTML indented, one
 * block element a line, and the way back, refused with a clear message when the
 * text could never be a post (a huge paste) instead of freezing the tab.
 */
import { postLimits } from '#shared/blog-rules.ts';
import { blocksToHtml } from './blocks-to-html.ts';
import { htmlToBlocks } from './html-to-blocks.ts';
import { sizeInWords } from './import-summary.ts';

/**
 * Text beyond this is refused before it is parsed: indentation and markup the
 * allowlist drops may make the text larger than the post, but not by this much.
 */
export const maxHtmlModeChars = postLimits.content * 4;

/** Stored HTML as the HTML mode shows it. */
export function htmlModeText(storedHtml: string): string {
  return blocksToHtml(htmlToBlocks(storedHtml, 'content'), 'content', { indent: true });
}

export type HtmlModeResult = { ok: true; html: string } | { ok: false; message: string };

/** The HTML mode's text in stored form (what the editor shows and the server keeps), or why it cannot be. */
export function readHtmlModeText(text: string): HtmlModeResult {
  if (text.length > maxHtmlModeChars) {
    return {
      ok: false,
      message: `This HTML is ${sizeInWords(text.length)}; a post holds at most ${sizeInWords(postLimits.content)} of HTML. Shorten it or split it into several posts.`,
    };
  }
  const html = blocksToHtml(htmlToBlocks(text, 'content'), 'content');
  if (html.length > postLimits.content) {
    return {
      ok: false,
      message: `This HTML makes ${sizeInWords(html.length)} of post content; a post holds at most ${sizeInWords(postLimits.content)}. Shorten it or split it into several posts.`,
    };
  }
  return { ok: true, html };
}
