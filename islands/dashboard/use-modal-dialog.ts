/**
 * The shell every dashboard dialog shares, on the native <dialog>:
 * - opened with `showModal` when it mounts, which brings the focus trap, Escape and the inert page;
 * - the focus put where `focusFirst` says (else on the dialog's first focusable element, as the browser does);
 * - the focus given back to what had it before, when the dialog goes;
 * - Escape calls `onEscape`. Without one (a request is running) Escape does nothing: the browser would otherwise
 *   close the dialog while React still shows it.
 *
 * Spread `props` on the <dialog>.
 */
import { useEffect, useRef, type RefObject, type SyntheticEvent } from 'react';

interface ModalDialogOptions {
  /** Where the focus starts; called once, after `showModal`. */
  focusFirst?: (dialog: HTMLDialogElement) => void;
  /** What Escape does; undefined while it must do nothing. */
  onEscape: (() => void) | undefined;
}

interface ModalDialog {
  ref: RefObject<HTMLDialogElement | null>;
  props: { ref: RefObject<HTMLDialogElement | null>; onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void };
}

export function useModalDialog({ focusFirst, onEscape }: ModalDialogOptions): ModalDialog {
  const ref = useRef<HTMLDialogElement>(null);
  // Read when the dialog opens, so a new function each render does not open it again.
  const firstFocus = useRef(focusFirst);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const dialog = ref.current;
    dialog?.showModal();
    if (dialog) firstFocus.current?.(dialog);
    return () => opener?.focus();
  }, []);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onEscape?.();
  };
  return { ref, props: { ref, onCancel } };
}
