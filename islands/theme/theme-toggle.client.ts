/** Makes the theme toggles work: a press switches to the other theme; the CSS swaps label and icon. */
import { currentTheme, setTheme } from './theme.ts';

export function startThemeToggles(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button.theme-toggle')) {
    button.disabled = false;
    button.addEventListener('click', () => setTheme(currentTheme() === 'dark' ? 'light' : 'dark'));
  }
}
