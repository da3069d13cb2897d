/**
 * The theme switch, in the header of every page (and in the mobile menu). Its label and icon say what a
 * press will do: on the light theme a moon and "Switch to dark theme", on the dark theme a sun and "Switch
 * to light theme". Both are in the markup and the theme class on <html> (set before first paint) shows the
 * right one, so the label is right from the first frame. It works by the inline theme
 * script's click listener (shared/theme-script.ts), which also marks <html> with `js`; without that class
 * the button is kept out of sight (theme-toggle.css): without JavaScript it could not do what it says.
 */
import { themeToggleLabels } from '#content/navigation.ts';
import './theme-toggle.css';

export function ThemeToggle({ labelled = false }: { labelled?: boolean }) {
  return (
    <button type="button" className={`theme-toggle${labelled ? ' theme-toggle-labelled' : ''}`}>
      <svg className="icon icon-moon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M20.5 14.2A8.5 8.5 0 1 1 9.8 3.5a6.8 6.8 0 0 0 10.7 10.7z" fill="currentColor" />
      </svg>
      <svg className="icon icon-sun" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path
          d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M4.6 4.6l2.1 2.1M17.3 17.3l2.1 2.1M4.6 19.4l2.1-2.1M17.3 6.7l2.1-2.1"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span className="theme-toggle-label theme-to-dark">{themeToggleLabels.toDark}</span>
      <span className="theme-toggle-label theme-to-light">{themeToggleLabels.toLight}</span>
    </button>
  );
}
