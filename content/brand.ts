// Brand palette. CSS custom properties mirror these values; the asset
// generators in scripts/make-assets/ use them too. Contrast ratios noted are
// WCAG 2 ratios against the background they are meant for.

export const palette = {
  /** Deep teal: buttons, links, headings accents. 7.6:1 on white. */
  primary: '#0f5c6e',
  primaryHover: '#0b4857',
  primarySoft: '#e3f0f2',
  /** Light teal for links and highlights on dark backgrounds. 7.8:1 on `ink`. */
  primaryOnDark: '#5fb8c9',
  /** Warm coral: decorative only (icons, rules, large display text). */
  accent: '#e07a5f',
  /** Darker coral for small text or white-on-accent buttons. 5.1:1 with white. */
  accentStrong: '#b5502c',
  accentSoft: '#fbeae4',
  /** Near-black blue-green used for dark backgrounds. */
  ink: '#0b1a20',
  white: '#ffffff',
} as const;

export type ThemeName = 'light' | 'dark';

export interface ThemeColors {
  background: string;
  surface: string;
  surfaceMuted: string;
  text: string;
  textMuted: string;
  border: string;
  primary: string;
  primaryText: string;
  accent: string;
  focusRing: string;
}

export const themes: Record<ThemeName, ThemeColors> = {
  light: {
    background: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#f4f8f9',
    text: '#1b2b31',
    textMuted: '#4a5d64',
    border: '#d6e2e5',
    primary: palette.primary,
    primaryText: '#ffffff',
    accent: palette.accentStrong,
    focusRing: palette.primary,
  },
  dark: {
    background: palette.ink,
    surface: '#12262e',
    surfaceMuted: '#0f2027',
    text: '#e6eef0',
    textMuted: '#9fb3ba',
    border: '#23404a',
    primary: palette.primaryOnDark,
    primaryText: palette.ink,
    accent: '#f0a07e',
    focusRing: palette.primaryOnDark,
  },
};

/** The brand typeface first (renderer/fonts.css, decision 024), then its metric-matched fallback. */
export const fontStack = {
  sans: "'Public Sans Variable', 'Public Sans Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  heading: "'Public Sans Variable', 'Public Sans Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;
