/**
 * What the allowlist mapping will take out of marked's HTML, named in words for the import's notes
 * (./markdown-import.ts): a Markdown upload never drops anything silently.
 */
import type { ChildNode, Element } from 'domhandler';
import { isAllowedHref, parseFragment } from './inline-html.ts';

/** Elements the allowlist mapping keeps (html-to-blocks.ts, inline-html.ts). */
const keptElements = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'code',
  'a',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'strike',
  'br',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'img',
  'figure',
  'figcaption',
]);
/** Dropped with their content (html-to-blocks.ts). */
const removedWithContent = new Set(['script', 'style', 'template', 'textarea', 'noscript', 'iframe', 'object', 'svg', 'math', 'head', 'title']);
const textBlocks = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** Names, in words, what the allowlist will take out of marked's HTML. */
export function noteRemovedMarkup(html: string, isLibraryImage: (src: string) => boolean, notes: string[]): void {
  const counts = new Map<string, number>();
  const count = (message: string) => counts.set(message, (counts.get(message) ?? 0) + 1);
  const walk = (nodes: ChildNode[], parent: string | null) => {
    for (const node of nodes) {
      if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') continue;
      const element = node as Element;
      const name = element.name;
      if (name === 'hr') count('horizontal rule (---)|horizontal rules (---)|(was) left out: the editor has no divider block');
      else if (name === 'input') count('task list checkbox|task list checkboxes|(was) left out; the items are kept as a plain list');
      else if (name === 'img') {
        if (!isLibraryImage(element.attribs.src ?? '')) count('HTML <img> tag|HTML <img> tags|(was) removed: only images of the media library can be shown');
      } else if (removedWithContent.has(name)) count(`<${name}> element|<${name}> elements|(was) removed with its content`);
      else if (!keptElements.has(name)) count(`<${name}> tag|<${name}> tags|(was) removed; the text inside was kept`);
      else if (name === 'a' && element.attribs.href !== undefined && !isAllowedHref(element.attribs.href))
        count('link with an unsafe address|links with unsafe addresses|(was) kept as text without the address');
      else if (name === 'code' && parent === 'pre' && /\blanguage-/.test(element.attribs.class ?? ''))
        count('code block language|code block languages|(was) not kept (the code is)');
      if (
        parent === 'blockquote' &&
        !textBlocks.has(name) &&
        keptElements.has(name) &&
        !['br', 'a', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'strike', 'code'].includes(name)
      ) {
        count(`<${name}> inside a quote|<${name}> elements inside quotes|(was) flattened into lines of the quote's text`);
      }
      if (
        parent === 'li' &&
        (name === 'ul' || name === 'ol') &&
        element.parent &&
        (element.parent as Element).parent &&
        ((element.parent as Element).parent as Element).name !== name
      ) {
        count(
          "nested list of the other kind (numbered in bulleted, or bulleted in numbered)|nested lists of the other kind (numbered in bulleted, or bulleted in numbered)|took its outer list's kind: a list has one kind",
        );
      }
      if (parent === 'li' && ['pre', 'blockquote', 'table', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'].includes(name)) {
        count(`<${name}> inside a list item|<${name}> elements inside list items|(was) flattened into the item's text`);
      }
      if (!removedWithContent.has(name)) walk(element.children, name);
    }
  };
  walk(parseFragment(html), null);
  // Keys: "one|many|reason"; "(was)" in the reason agrees with the count.
  for (const [key, n] of counts) {
    const [one, many, reason] = key.split('|') as [string, string, string];
    const subject = n === 1 ? `${/^[aeiou]|^HTML/i.test(one) ? 'An' : 'A'} ${one}` : `${n} ${many}`;
    notes.push(`${subject} ${reason.replace('(was)', n === 1 ? 'was' : 'were')}.`);
  }
}
