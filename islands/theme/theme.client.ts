/** Makes the theme toggle work: a pressed button means the dark theme is on. */
import type { IslandStarter } from '#renderer/mount-islands.client.ts';
import { currentTheme, setTheme } from './theme.ts';

export const startThemeToggle: IslandStarter = (element) => {
  const button = element.querySelector<HTMLButtonElement>('button.theme-toggle');
  if (!button) return;
  const sync = () => button.setAttribute('aria-pressed', String(currentTheme() === 'dark'));
  sync();
  button.disabled = false;
  button.addEventListener('click', () => {
    setTheme(currentTheme() === 'dark' ? 'light' : 'dark');
    sync();
  });
};
