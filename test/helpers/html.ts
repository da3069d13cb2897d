/** Reading server-rendered HTML in tests (htmlparser2 decodes entities). */
import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';

export function elementsOf(nodes: ChildNode[]): Element[] {
  return nodes.flatMap((node) =>
    node.type === 'tag' || node.type === 'script' || node.type === 'style' ? [node as Element, ...elementsOf((node as Element).children)] : [],
  );
}

export function textOf(node: ChildNode | ChildNode[]): string {
  const nodes = Array.isArray(node) ? node : [node];
  return nodes.map((child) => (child.type === 'text' ? child.data : 'children' in child ? textOf(child.children as ChildNode[]) : '')).join('');
}

export interface ParsedPage {
  elements: Element[];
  /** Visible text of <main>, whitespace collapsed. */
  mainText: string;
  find(predicate: (element: Element) => boolean): Element[];
  meta(key: string): string | undefined;
}

export function parsePage(html: string): ParsedPage {
  const elements = elementsOf(parseDocument(html).children);
  const main = elements.find((element) => element.name === 'main');
  return {
    elements,
    mainText: main ? textOf(main).replace(/\s+/g, ' ').trim() : '',
    find: (predicate) => elements.filter(predicate),
    meta: (key) => elements.find((element) => element.name === 'meta' && (element.attribs.name === key || element.attribs.property === key))?.attribs.content,
  };
}
