/**
 * Types for editorjs-html 4 (mapped in tsconfig.json "paths"). Its own types
 * declare an ES default export on a CommonJS module and import Editor.js's
 * .ts sources, which fail under this project's compiler flags.
 */
interface EditorJsHtmlBlock {
  type: string;
  data: Record<string, unknown>;
}

type EditorJsHtmlParser = (block: EditorJsHtmlBlock) => string;

declare function editorJsHtml(
  parsers?: Record<string, EditorJsHtmlParser>,
  options?: { strict: boolean },
): {
  parse(data: { blocks: EditorJsHtmlBlock[] }): string;
  parseBlock(block: EditorJsHtmlBlock): string | undefined;
};

export default editorJsHtml;
