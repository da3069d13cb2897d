/**
 * The one inline script of the site. It sets the theme before first paint so there is never a flash of
 * the wrong theme (docs/product/interactions.md#theme), marks <html> with `js` (which shows the theme
 * toggle), and makes every theme toggle work by one delegated click listener, so no page's module
 * JavaScript carries the toggle (decision 038). The CSP allows it by its SHA-256 hash, so the text here
 * must match the page byte for byte.
 */
export const THEME_STORAGE_KEY = 'theme';

export const themeScript =
  "(function(){var d=document.documentElement,t;function s(v){t=v;d.classList.toggle('dark',v==='dark');d.style.colorScheme=v}" +
  "try{t=localStorage.getItem('theme');if(t!=='light'&&t!=='dark'){t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}}" +
  "catch(e){t='dark'}s(t);d.classList.add('js');" +
  "document.addEventListener('click',function(e){if(!e.target.closest||!e.target.closest('.theme-toggle'))return;" +
  "s(t==='dark'?'light':'dark');try{localStorage.setItem('theme',t)}catch(e){}})})()";
