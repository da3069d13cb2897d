/**
 * Undo and redo across blocks in the steps a writer expects (docs/product/blog.md#keys-and-shortcuts, decision 109):
 * Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z (or Ctrl+Y) step through snapshots of the body's blocks, one per typing burst
 * (keys typed in one block without a pause of a second or a move of the caret), paste, block action (a move, an
 * insert, a delete or a change of type from the toolbar or the block menu) or formatting. The browser's own undo
 * knows one block's text only, and after a split or merge it left the two halves apart or glued.
 *
 * A step ends when the next one starts: the snapshot is read before the key, paste or click that begins it has
 * changed anything (Editor.js's save reads every block's DOM at once, before its first await), and again once the
 * changes have paused for a second, so the last step before a pause, an import or an undo is kept too.
 */
import type EditorJS from '@editorjs/editorjs';

const limit = 100;
/** A pause in typing this long ends a burst. */
const burstPauseMs = 1000;

type Snapshot = string;

export interface UndoHistory {
  /** Called on every change of the content: a snapshot follows once the changes pause. */
  changed(): void;
  /** The content is about to be replaced (an import): what it holds now is a step of its own. */
  checkpoint(): void;
  remove(): void;
}

/** Keys that move the caret: the next key typed starts a new burst. */
const caretKeys = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown', 'Tab', 'Escape']);
/** Editor.js's toolbars and menus: what is chosen there is a step of its own. */
const toolbars = '.ce-toolbar, .ce-popover, .ce-inline-toolbar, .ce-settings';

/**
 * `onRendered`: told after an undo or redo has put a snapshot in place (Editor.js's own onChange stays quiet
 * while it renders, so the field's owner would not know that its content changed).
 */
export function addUndoHistory(editor: EditorJS, holder: HTMLElement, onRendered: () => void = () => {}): UndoHistory {
  /** Reads the blocks now: the DOM is read before this returns, the snapshot arrives later. */
  const read = (): Promise<Snapshot> => editor.save().then(({ blocks }) => JSON.stringify(blocks.map(({ type, data }) => ({ type, data }))));
  const states: Snapshot[] = [];
  let position = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queue: Promise<void> = Promise.resolve();
  const serial = (step: () => Promise<void>) => (queue = queue.then(step, step));
  /** The burst being typed: its block and its last key's time; null when the next key starts a new step. */
  let burst: { block: Element | 'split'; at: number } | null = null;

  const keep = (snapshot: Snapshot) => {
    if (states[position] === snapshot) return;
    states.splice(position + 1, states.length, snapshot);
    if (states.length > limit) states.shift();
    position = states.length - 1;
  };
  /** What the blocks hold at this moment ends a step. */
  const checkpoint = () => {
    clearTimeout(timer);
    const reading = read();
    void serial(async () => keep(await reading));
  };
  const settled = () =>
    serial(async () => {
      // Editor.js saves block by block: a read made while a merge or a move was under way holds half of it.
      // Two reads in a row that agree are a settled state; otherwise the next pause decides.
      const snapshot = await read();
      if ((await read()) !== snapshot) return changed();
      keep(snapshot);
    });
  function changed(): void {
    clearTimeout(timer);
    timer = setTimeout(() => void settled(), burstPauseMs);
  }
  checkpoint();

  const go = (step: -1 | 1) => {
    clearTimeout(timer);
    burst = null;
    // What is on screen counts as the newest state before stepping away from it.
    const now = read();
    return serial(async () => {
      keep(await now);
      const target = states[position + step];
      if (target === undefined) return;
      position += step;
      const index = Math.max(0, editor.blocks.getCurrentBlockIndex());
      // A copy: Editor.js's blocks keep (and a merge changes) the data objects they are given.
      await editor.render({ blocks: JSON.parse(target) as Parameters<EditorJS['render']>[0]['blocks'] });
      editor.caret.setToBlock(Math.min(index, editor.blocks.getBlocksCount() - 1), 'end');
      onRendered();
    });
  };

  /**
   * A key that types or deletes in a block: a new burst begins in another block, after a pause or a caret move.
   * Enter begins one too (a run of paragraphs typed without a pause is a step per paragraph), which the words
   * typed in the new block continue.
   */
  const typing = (event: KeyboardEvent) => {
    const block = (event.target as Element | null)?.closest?.('.ce-block');
    if (!block) return;
    const now = event.timeStamp;
    const split = event.key === 'Enter';
    const continues =
      burst !== null && now - burst.at <= burstPauseMs && (burst.block === block || burst.block === 'split') && !(split && burst.block !== 'split');
    if (!continues) checkpoint();
    burst = { block: split ? 'split' : block, at: now };
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.isComposing) return;
    const inToolbar = (event.target as Element | null)?.closest?.(toolbars);
    const key = event.key.toLowerCase();
    const command = (event.ctrlKey || event.metaKey) && !event.altKey;
    const redo = command && ((key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey));
    const undo = command && key === 'z' && !event.shiftKey;
    // Inputs of their own (a link address, an image's alt text) keep the browser's undo.
    if ((undo || redo) && !(event.target as Element | null)?.closest?.('input, textarea')) {
      event.preventDefault();
      event.stopPropagation();
      void go(redo ? 1 : -1);
      return;
    }
    if (inToolbar || command) {
      // A block action or a format (Ctrl+B, a link): a step of its own, begun from what is there now.
      if (!['Control', 'Meta', 'Shift', 'Alt'].includes(event.key)) {
        burst = null;
        checkpoint();
      }
      return;
    }
    if (caretKeys.has(event.key)) burst = null;
    else if (event.key.length === 1 || event.key === 'Enter' || event.key === 'Backspace' || event.key === 'Delete') typing(event);
  };
  const onPointerDown = (event: PointerEvent) => {
    // A click moves the caret (a new burst follows); one in a toolbar or menu begins a block action.
    burst = null;
    if ((event.target as Element | null)?.closest?.(toolbars)) checkpoint();
  };
  const onPaste = () => {
    // Before the paste changes anything (this listener comes before the structured paste's).
    burst = null;
    checkpoint();
  };
  holder.addEventListener('keydown', onKeyDown, true);
  holder.addEventListener('pointerdown', onPointerDown, true);
  holder.addEventListener('paste', onPaste, true);
  return {
    changed,
    checkpoint() {
      burst = null;
      checkpoint();
    },
    remove() {
      clearTimeout(timer);
      holder.removeEventListener('keydown', onKeyDown, true);
      holder.removeEventListener('pointerdown', onPointerDown, true);
      holder.removeEventListener('paste', onPaste, true);
    },
  };
}
