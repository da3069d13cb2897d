/**
 * The divider block: a thematic break, stored as <hr> (docs/product/blog.md#keys-and-shortcuts). Made from the
 * block menu or by typing `---` at the start of a paragraph; it holds no text.
 */
import { dividerToolCopy } from '#content/editor-tools.ts';

const icon =
  '<svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true"><path d="M4 12h16" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>';

export class DividerTool {
  static get toolbox() {
    return { title: dividerToolCopy.title, icon };
  }

  static get isReadOnlySupported() {
    return true;
  }

  static get pasteConfig() {
    return { tags: ['HR'] };
  }

  render(): HTMLElement {
    const wrapper = document.createElement('div');
    wrapper.className = 'ce-delimiter cdx-block';
    const rule = document.createElement('hr');
    rule.setAttribute('aria-label', dividerToolCopy.label);
    wrapper.append(rule);
    return wrapper;
  }

  save(): Record<string, never> {
    return {};
  }
}
