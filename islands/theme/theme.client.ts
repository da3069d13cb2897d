/** Makes the theme toggle work: a pressed button means the dark theme is on. */
import type { ClientIsland } from '../registry.ts';
import { currentTheme, setTheme } from './theme.ts';

function startThemeToggle(element: HTMLElement): void {
  const button = element.querySelector<HTMLButtonElement>('button.theme-toggle');
  if (!button) return;
  const sync = () => button.setAttribute('aria-pressed', String(currentTheme() === 'dark'));
  sync();
  button.disabled = false;
  button.addEventListener('click', () => {
    setTheme(currentTheme() === 'dark' ? 'light' : 'dark');
    sync();
  });
}

/** Listed in the +client.ts of the pages that show it (islands/registry.ts). */
export const themeToggleIsland = { name: 'ThemeToggle', start: startThemeToggle } satisfies ClientIsland<'ThemeToggle'>;
