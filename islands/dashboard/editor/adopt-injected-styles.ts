/**
 * Editor.js and its tools add their CSS as <style> elements at run time, which
 * the CSP (style-src 'self', no 'unsafe-inline') refuses. While the editor is
 * in use, such elements added to <head> become constructed stylesheets instead
 * (document.adoptedStyleSheets), which the CSP does not govern and which carry
 * only the CSS text, never markup. Done once per page, only on the dashboard.
 */
let installed = false;

function adopt(style: HTMLStyleElement): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(style.textContent ?? '');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

export function adoptInjectedStyles(): void {
  if (installed) return;
  installed = true;
  const head = document.head;
  const { appendChild, insertBefore, prepend, append } = head;
  head.appendChild = function <T extends Node>(node: T): T {
    if (node instanceof HTMLStyleElement) {
      adopt(node);
      return node;
    }
    return appendChild.call(this, node) as T;
  };
  head.insertBefore = function <T extends Node>(node: T, child: Node | null): T {
    if (node instanceof HTMLStyleElement) {
      adopt(node);
      return node;
    }
    return insertBefore.call(this, node, child) as T;
  };
  const withoutStyles = (nodes: (Node | string)[]) =>
    nodes.filter((node) => {
      if (!(node instanceof HTMLStyleElement)) return true;
      adopt(node);
      return false;
    });
  head.prepend = function (...nodes: (Node | string)[]) {
    prepend.apply(this, withoutStyles(nodes));
  };
  head.append = function (...nodes: (Node | string)[]) {
    append.apply(this, withoutStyles(nodes));
  };
}
