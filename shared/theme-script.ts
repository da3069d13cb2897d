/**
 * The one inline script of the site: it sets the theme before first paint so
 * there is never a flash of the wrong theme (docs/product/interactions.md#theme). The CSP allows
 * it by its SHA-256 hash, so the text here must match the page byte for byte.
 */
export const THEME_STORAGE_KEY = 'theme';

export const themeScript =
  "(function(){var d=document.documentElement,t;try{t=localStorage.getItem('theme');" +
  "if(t!=='light'&&t!=='dark'){t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}}" +
  "catch(e){t='dark'}d.classList.toggle('dark',t==='dark');d.style.colorScheme=t})()";
