/**
 * The part of Editor.js's API this project uses (mapped in tsconfig.json
 * "paths"). Editor.js ships its types as .ts sources that do not compile under
 * this project's flags (verbatimModuleSyntax, erasableSyntaxOnly).
 */
export interface OutputBlockData {
  id?: string;
  type: string;
  data: Record<string, unknown>;
}

export interface OutputData {
  time?: number;
  version?: string;
  blocks: OutputBlockData[];
}

export interface API {
  selection: {
    findParentTag(tagName: string, className?: string): HTMLElement | null;
    expandToTag(node: HTMLElement): void;
  };
  inlineToolbar: { close(): void };
  tooltip: { onHover(element: HTMLElement, content: string, options?: Record<string, unknown>): void };
}

/** One block, as the blocks API hands it out. */
export interface BlockAPI {
  readonly name: string;
  readonly isEmpty: boolean;
  readonly holder: HTMLElement;
}

/** The instance's blocks and caret API (the post editor's writing habits, islands/dashboard/editor/editor-runtime.ts). */
export interface Blocks {
  getBlocksCount(): number;
  getCurrentBlockIndex(): number;
  getBlockByIndex(index: number): BlockAPI | undefined;
  insert(type?: string, data?: Record<string, unknown>, config?: Record<string, unknown>, index?: number, needToFocus?: boolean): BlockAPI;
  delete(index?: number): void;
  move(toIndex: number, fromIndex?: number): void;
}

export interface Caret {
  setToBlock(index: number, position?: 'start' | 'end' | 'default', offset?: number): boolean;
}

export interface InlineToolConstructorOptions {
  api: API;
  config?: Record<string, unknown>;
}

export interface ToolSettings {
  class: unknown;
  inlineToolbar?: boolean | string[];
  config?: Record<string, unknown>;
  shortcut?: string;
}

export interface EditorConfig {
  holder: HTMLElement | string;
  tools?: Record<string, ToolSettings | unknown>;
  data?: OutputData;
  placeholder?: string;
  minHeight?: number;
  inlineToolbar?: boolean | string[];
  defaultBlock?: string;
  autofocus?: boolean;
  logLevel?: 'VERBOSE' | 'INFO' | 'WARN' | 'ERROR';
  onChange?: () => void;
  i18n?: Record<string, unknown>;
}

export default class EditorJS {
  constructor(config: EditorConfig);
  readonly isReady: Promise<void>;
  save(): Promise<OutputData>;
  render(data: OutputData): Promise<void>;
  clear(): void;
  focus(atEnd?: boolean): boolean;
  readonly blocks: Blocks;
  readonly caret: Caret;
  destroy(): void;
}
