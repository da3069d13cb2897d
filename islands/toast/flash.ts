/**
 * A toast that survives one navigation: shown by the next page that calls
 * showFlashedToast() (for example "Login successful" on the dashboard after
 * the login page sends the visitor there). Kept in sessionStorage (this tab only).
 */
import { toast, type ToastOptions } from './toast.ts';

const storageKey = 'flash-toast';

export function flashToast(options: ToastOptions): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(options));
  } catch {
    // Storage blocked: the next page simply shows no toast.
  }
}

export function showFlashedToast(): void {
  let options: ToastOptions | undefined;
  try {
    const stored = sessionStorage.getItem(storageKey);
    sessionStorage.removeItem(storageKey);
    if (stored) options = JSON.parse(stored) as ToastOptions;
  } catch {
    return;
  }
  if (options?.title) toast({ title: options.title, description: options.description, variant: options.variant });
}
