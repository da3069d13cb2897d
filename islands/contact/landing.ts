/**
 * The first page of a visit, for the contact form's lead attribution
 * (docs/decisions/012-first-party-analytics.md). Noted once per browser tab in
 * sessionStorage, which the browser deletes when the tab closes and never
 * sends anywhere by itself: the page's path, its UTM values (no other query
 * keys) and the host of the site that linked to it (never the full address).
 * It leaves the browser only inside a contact message the visitor sends.
 */
const storageKey = 'landing';
const utmKeys = ['utm_source', 'utm_medium', 'utm_campaign'];

/** What the form sends as `attribution` (the server checks every value again). */
export interface LandingAttribution {
  landingPage?: string;
  referrerHost?: string;
  sentFrom: string;
}

interface Landing {
  page: string;
  referrerHost?: string;
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked by the browser's settings: attribution falls back to the form's page.
    return undefined;
  }
}

/** Call on every public page: the first call of a visit keeps that page. */
export function rememberLanding(): void {
  // Staff pages are not where a visitor lands.
  if (/^\/(?:dashboard|login)(?:\/|$)/.test(window.location.pathname)) return;
  const store = storage();
  if (!store || store.getItem(storageKey)) return;
  const params = new URLSearchParams(window.location.search);
  const utm = new URLSearchParams();
  for (const key of utmKeys) {
    const value = params.get(key);
    if (value) utm.set(key, value);
  }
  const landing: Landing = { page: window.location.pathname + (utm.size > 0 ? `?${utm}` : '') };
  try {
    const referrer = document.referrer ? new URL(document.referrer).hostname : '';
    if (referrer && referrer !== window.location.hostname) landing.referrerHost = referrer;
  } catch {
    // An unparsable referrer is simply not recorded.
  }
  try {
    store.setItem(storageKey, JSON.stringify(landing));
  } catch {
    // Storage full or refused: nothing to keep.
  }
}

export function landingAttribution(): LandingAttribution {
  const sentFrom = window.location.pathname;
  try {
    const landing = JSON.parse(storage()?.getItem(storageKey) ?? 'null') as Landing | null;
    if (landing && typeof landing.page === 'string') return { landingPage: landing.page, referrerHost: landing.referrerHost, sentFrom };
  } catch {
    // Unreadable: as if nothing was kept.
  }
  return { landingPage: sentFrom, sentFrom };
}
