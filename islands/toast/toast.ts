/**
 * Toasts (docs/product/interactions.md#toasts): title, description, optional action and a
 * close button; variants default and destructive; one shown at a time for
 * 5 s (paused while hovered or focused); swipe right past 50px to dismiss;
 * F8 focuses the notification region. Plain DOM, so any island (vanilla or
 * React) can call `toast()` without shipping a framework.
 */
import './toast.css';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string | undefined;
  variant?: ToastVariant;
  action?: { label: string; onClick: () => void } | undefined;
}

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;

let viewport: HTMLOListElement | undefined;
let keyListening = false;

/**
 * Where the region must be to be seen and heard: inside the topmost open modal dialog when there is one (the
 * rest of the page is inert and under the dialog's backdrop then, whatever its z-index), else in the body.
 */
function placeRegion(region: HTMLElement): void {
  const modals = [...document.querySelectorAll('dialog')].filter((dialog) => dialog.matches(':modal'));
  const host = modals[modals.length - 1] ?? document.body;
  if (region.parentElement === host) return;
  host.append(region);
  if (host === document.body) return;
  // Back to the body when that dialog closes or is removed, so its toast (the "Post deleted" after a
  // confirmation) outlives it.
  const watcher = new MutationObserver(() => {
    if (host.isConnected && (host as HTMLDialogElement).open) return;
    watcher.disconnect();
    placeRegion(region);
  });
  watcher.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['open'] });
}

function ensureViewport(): HTMLOListElement {
  if (viewport?.isConnected) {
    placeRegion(viewport.parentElement!);
    return viewport;
  }
  const region = document.createElement('section');
  region.className = 'toast-region';
  region.setAttribute('aria-label', 'Notifications (F8)');
  region.tabIndex = -1;
  viewport = document.createElement('ol');
  viewport.className = 'toast-viewport';
  // Polite for ordinary messages; destructive toasts use role="alert" on the item itself.
  viewport.setAttribute('aria-live', 'polite');
  viewport.setAttribute('aria-relevant', 'additions');
  region.append(viewport);
  placeRegion(region);
  if (!keyListening) {
    keyListening = true;
    document.addEventListener('keydown', (event) => {
      if (event.key !== 'F8') return;
      event.preventDefault();
      (viewport?.querySelector<HTMLElement>('.toast') ?? viewport?.parentElement)?.focus();
    });
  }
  return viewport;
}

/** Creates the live region now, so the first toast is announced by screen readers. */
export function prepareToasts(): void {
  ensureViewport();
}

export function toast({ title, description, variant = 'default', action }: ToastOptions): () => void {
  const list = ensureViewport();
  while (list.children.length >= TOAST_LIMIT) list.firstElementChild?.remove();

  const item = document.createElement('li');
  item.className = `toast toast-${variant}`;
  item.tabIndex = 0;
  item.setAttribute('role', variant === 'destructive' ? 'alert' : 'status');
  item.setAttribute('aria-atomic', 'true');

  const text = document.createElement('div');
  text.className = 'toast-text';
  const heading = document.createElement('div');
  heading.className = 'toast-title';
  heading.textContent = title;
  text.append(heading);
  if (description) {
    const body = document.createElement('div');
    body.className = 'toast-description';
    body.textContent = description;
    text.append(body);
  }
  item.append(text);

  const dismiss = () => {
    clearTimeout(timer);
    item.remove();
  };
  if (action) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'toast-action';
    button.textContent = action.label;
    button.addEventListener('click', () => {
      action.onClick();
      dismiss();
    });
    item.append(button);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'toast-close';
  close.setAttribute('aria-label', 'Close');
  close.innerHTML =
    '<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>';
  close.addEventListener('click', dismiss);
  item.append(close);

  let timer: ReturnType<typeof setTimeout> | undefined;
  const startTimer = () => {
    clearTimeout(timer);
    timer = setTimeout(dismiss, TOAST_DURATION_MS);
  };
  item.addEventListener('pointerenter', () => clearTimeout(timer));
  item.addEventListener('pointerleave', startTimer);
  item.addEventListener('focusin', () => clearTimeout(timer));
  item.addEventListener('focusout', startTimer);
  enableSwipe(item, dismiss);

  list.append(item);
  startTimer();
  return dismiss;
}

/** Swipe right past the threshold to dismiss; a shorter swipe springs back. */
function enableSwipe(item: HTMLElement, dismiss: () => void): void {
  let startX: number | undefined;
  item.addEventListener('pointerdown', (event) => {
    if ((event.target as Element).closest('button')) return;
    startX = event.clientX;
    item.setPointerCapture(event.pointerId);
  });
  item.addEventListener('pointermove', (event) => {
    if (startX === undefined) return;
    const dx = Math.max(0, event.clientX - startX);
    item.style.transform = `translateX(${dx}px)`;
  });
  const end = (event: PointerEvent) => {
    if (startX === undefined) return;
    const dx = event.clientX - startX;
    startX = undefined;
    item.style.transform = '';
    if (dx > SWIPE_THRESHOLD_PX) dismiss();
  };
  item.addEventListener('pointerup', end);
  item.addEventListener('pointercancel', end);
}
