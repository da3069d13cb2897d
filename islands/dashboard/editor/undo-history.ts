/**
 * Undo and redo across blocks (docs/product/blog.md#keys-and-shortcuts): Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z (or
 * Ctrl+Y) step through snapshots of the body's blocks, taken a moment after each change (a split, a merge, a
 * block deleted, moved or pasted, a pause in typing). The browser's own undo knows one block's text only, and
 * after a split or merge it left the two halves apart or glued. A small history of our own for now; the
 * Editor.js plugin for this (editorjs-undo) was not evaluated yet (decision 070).
 */
import type EditorJS from '@editorjs/editorjs';

const limit = 100;
const settle = 400;

type Snapshot = string;

export interface UndoHistory {
  /** Called on every change of the content: a snapshot follows once the changes pause. */
  changed(): void;
  remove(): void;
}

/**
 * `onRendered`: told after an undo or redo has put a snapshot in place (Editor.js's own onChange stays quiet
 * while it renders, so the field's owner would not know that its content changed).
 */
export function addUndoHistory(editor: EditorJS, holder: HTMLElement, onRendered: () => void = () => {}): UndoHistory {
  const read = async (): Promise<{ snapshot: Snapshot }> => {
    const { blocks } = await editor.save();
    return { snapshot: JSON.stringify(blocks.map(({ type, data }) => ({ type, data }))) };
  };
  const states: { snapshot: Snapshot }[] = [];
  let position = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queue: Promise<void> = Promise.resolve();
  const serial = (step: () => Promise<void>) => (queue = queue.then(step, step));

  let schedule = () => {};
  const record = () =>
    serial(async () => {
      // Editor.js saves block by block: a read made while a merge or a move was under way holds half of it.
      // Two reads in a row that agree are a settled state; otherwise the next pause decides.
      const state = await read();
      if ((await read()).snapshot !== state.snapshot) return schedule();
      if (states[position]?.snapshot === state.snapshot) return;
      states.splice(position + 1, states.length, state);
      if (states.length > limit) states.shift();
      position = states.length - 1;
    });
  void record();

  const go = (step: -1 | 1) =>
    serial(async () => {
      clearTimeout(timer);
      // What is on screen counts as the newest state before stepping away from it.
      const now = await read();
      if (states[position]?.snapshot !== now.snapshot) {
        states.splice(position + 1, states.length, now);
        position = states.length - 1;
      }
      const target = states[position + step];
      if (!target) return;
      position += step;
      const index = Math.max(0, editor.blocks.getCurrentBlockIndex());
      // A copy: Editor.js's blocks keep (and a merge changes) the data objects they are given.
      await editor.render({ blocks: JSON.parse(target.snapshot) as Parameters<EditorJS['render']>[0]['blocks'] });
      editor.caret.setToBlock(Math.min(index, editor.blocks.getBlocksCount() - 1), 'end');
      onRendered();
    });

  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.isComposing) return;
    const key = event.key.toLowerCase();
    const redo = (key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey);
    if (!redo && !(key === 'z' && !event.shiftKey)) return;
    // Inputs of their own (a link address, an image's alt text) keep the browser's undo.
    if ((event.target as Element | null)?.closest?.('input, textarea')) return;
    event.preventDefault();
    event.stopPropagation();
    void go(redo ? 1 : -1);
  };
  holder.addEventListener('keydown', onKeyDown, true);
  schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void record(), settle);
  };
  return {
    changed: () => schedule(),
    remove() {
      clearTimeout(timer);
      holder.removeEventListener('keydown', onKeyDown, true);
    },
  };
}
