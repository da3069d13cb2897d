/**
 * Clipboard HTML from Google Docs, Microsoft Word and web pages, rewritten into the plain structure the block
 * mapper reads (docs/product/blog.md#pasting): Docs marks bold and italic with styled <span>s and wraps the whole
 * copy in a <b style="font-weight:normal">, puts a nested list beside its parent item instead of inside it, and
 * Word writes lists as paragraphs with `mso-list` levels and a typed bullet. Works on the parsed tree
 * (htmlparser2, never the page's DOM), so nothing pasted is loaded or styled on the way.
 */
import { Element, Text, type ChildNode } from 'domhandler';
import { parseFragment } from './inline-html.ts';

const isElement = (node: ChildNode): node is Element => node.type === 'tag';

function styleOf(element: Element): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of (element.attribs.style ?? '').split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0)
      style[declaration.slice(0, colon).trim().toLowerCase()] = declaration
        .slice(colon + 1)
        .trim()
        .toLowerCase();
  }
  return style;
}

function adopt(parent: Element, children: ChildNode[]): Element {
  parent.children = children;
  for (const child of children) child.parent = parent;
  return parent;
}

const wrap = (name: string, children: ChildNode[]): Element => adopt(new Element(name, {}, []), children);

const isBoldWeight = (weight: string | undefined) => weight !== undefined && (weight === 'bold' || weight === 'bolder' || Number(weight) >= 600);
const isNormalWeight = (weight: string | undefined) => weight === 'normal' || weight === '400';

/** A styled span or a Docs wrapper, as the marks its style means (or as its bare children). */
function markStyled(element: Element, children: ChildNode[]): ChildNode[] {
  const style = styleOf(element);
  const weight = style['font-weight'];
  // Docs wraps a whole copy in <b style="font-weight:normal" id="docs-internal-guid-…">: not bold at all.
  if ((element.name === 'b' || element.name === 'strong') && isNormalWeight(weight)) return children;
  if (element.name !== 'span') return [adopt(element, children)];
  if (style['mso-list'] === 'ignore') return [];
  let marked = children;
  if (style['font-style'] === 'italic') marked = [wrap('i', marked)];
  if (isBoldWeight(weight)) marked = [wrap('b', marked)];
  return [adopt(element, marked)];
}

/** Word's list paragraph: its list's id, level (from 1) and whether its bullet is a number or a letter. */
function wordListItem(element: Element): { list: string; level: number; ordered: boolean } | undefined {
  if (element.name !== 'p') return undefined;
  const match = /^(l\d+)\s+level(\d+)/.exec(styleOf(element)['mso-list'] ?? '');
  if (!match) return undefined;
  const bullet = findIgnored(element.children);
  const marker = bullet ? textOf(bullet).trim() : '';
  return { list: match[1]!, level: Number(match[2]), ordered: /^[\da-z]{1,4}[.)]/i.test(marker) };
}

/** Word's typed bullet or number: the span marked `mso-list:Ignore`, however deep. */
function findIgnored(nodes: ChildNode[]): Element | undefined {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    if (styleOf(node)['mso-list'] === 'ignore') return node;
    const found = findIgnored(node.children);
    if (found) return found;
  }
  return undefined;
}

function textOf(node: ChildNode): string {
  if (node.type === 'text') return (node as Text).data;
  return isElement(node) ? node.children.map(textOf).join('') : '';
}

/** A run of Word list paragraphs as nested <ul>/<ol> with <li>s (their bullets are dropped by `markStyled`). */
function wordLists(nodes: ChildNode[]): ChildNode[] {
  const result: ChildNode[] = [];
  let stack: { id: string; level: number; list: Element }[] = [];
  for (const node of nodes) {
    const item = isElement(node) ? wordListItem(node) : undefined;
    if (!item) {
      if (node.type === 'text' && (node as Text).data.trim() === '' && stack.length > 0) continue;
      stack = [];
      result.push(node);
      continue;
    }
    // Another list (Word numbers each one) starts afresh.
    if (stack.length > 0 && stack[0]!.id !== item.list) stack = [];
    while (stack.length > 0 && stack.at(-1)!.level > item.level) stack.pop();
    const li = wrap('li', (node as Element).children);
    const top = stack.at(-1);
    if (top && top.level === item.level) {
      adopt(top.list, [...top.list.children, li]);
      continue;
    }
    const list = wrap(item.ordered ? 'ol' : 'ul', [li]);
    if (top) {
      const parentItem = top.list.children.at(-1) as Element;
      adopt(parentItem, [...parentItem.children, list]);
    } else result.push(list);
    stack.push({ id: item.list, level: item.level, list });
  }
  return result;
}

/** Docs puts a nested list beside its parent item (<ul><li>…</li><ul>…</ul></ul>): it goes inside the item. */
function nestStrayLists(children: ChildNode[]): ChildNode[] {
  const result: ChildNode[] = [];
  for (const child of children) {
    const previous = result.findLast(isElement);
    if (isElement(child) && (child.name === 'ul' || child.name === 'ol') && previous?.name === 'li') adopt(previous, [...previous.children, child]);
    else result.push(child);
  }
  return result;
}

function normalize(nodes: ChildNode[]): ChildNode[] {
  const result: ChildNode[] = [];
  for (const node of wordLists(nodes)) {
    if (!isElement(node)) {
      if (node.type === 'text') result.push(node);
      continue;
    }
    let children = normalize(node.children);
    if (node.name === 'ul' || node.name === 'ol') children = nestStrayLists(children);
    // Docs and Word put a paragraph in each list item and table cell: its text is the item's.
    if (['li', 'td', 'th'].includes(node.name)) children = children.flatMap((child) => (isElement(child) && child.name === 'p' ? child.children : [child]));
    // Word's quote styles are paragraphs of their own class.
    if (node.name === 'p' && /^Mso(?:Intense)?Quote$/.test(node.attribs.class ?? '')) {
      result.push(wrap('blockquote', children));
      continue;
    }
    result.push(...markStyled(node, children));
  }
  return result;
}

/** Pasted HTML as the tree `nodesToBlocks` reads. */
export function normalizePastedHtml(html: string): ChildNode[] {
  // Word sends a whole document: only what lies between its fragment markers was copied.
  const fragment = /<!--StartFragment-->([\s\S]*)<!--EndFragment-->/.exec(html)?.[1] ?? html;
  return normalize(parseFragment(fragment));
}
