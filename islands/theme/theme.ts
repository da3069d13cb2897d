/**
 * Theme rules (docs/product/interactions.md#theme): the stored value if it is light or dark,
 * otherwise the system preference; dark if storage cannot be read. Each change
 * toggles the `dark` class on <html> and saves the value under `theme`.
 * renderer/theme-script.ts applies the same rule before first paint.
 */
import { THEME_STORAGE_KEY } from '#shared/theme-script.ts';

export type Theme = 'light' | 'dark';

export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function setTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage may be blocked (private mode, policy): the page still switches.
  }
}
