/**
 * What a counted page view records, worked out from the request: the path, the
 * referring site's host (never the full address), the three UTM values, a
 * device class and a country only when the host supplies one. Bots are
 * recognised with isbot's maintained pattern list, device classes with
 * bowser (MIT; ua-parser-js 2 is AGPL).
 */
import Bowser from 'bowser';
import { isbot } from 'isbot';

export interface ViewFields {
  path: string;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  device: 'desktop' | 'mobile' | 'tablet' | 'other';
}

const utmMaxLength = 100;

function utmValue(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim().toLowerCase().slice(0, utmMaxLength);
  return value ? value : null;
}

/** The UTM values of a request target's query (lower-cased, 100 characters); the rest of the query is ignored. */
export function utmValues(url: string): Pick<ViewFields, 'utmSource' | 'utmMedium' | 'utmCampaign'> {
  const query = url.indexOf('?');
  const params = new URLSearchParams(query === -1 ? '' : url.slice(query + 1));
  return { utmSource: utmValue(params, 'utm_source'), utmMedium: utmValue(params, 'utm_medium'), utmCampaign: utmValue(params, 'utm_campaign') };
}

/**
 * A public DNS host name (RFC 1123 labels): at least two labels of letters, digits and inner
 * hyphens, 63 characters each, 253 in all, ending in a label that is not all digits. Addresses,
 * `localhost` and underscores are not: a referrer naming one is not a site a visitor came from.
 */
export function isHostName(host: string): boolean {
  if (host.length > 253) return false;
  const labels = host.split('.');
  return labels.length >= 2 && labels.every((label) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label)) && !/^\d+$/.test(labels.at(-1)!);
}

/** The referrer's host name, unless it is this site (a visitor moving between our pages) or not a host name. */
export function referrerHost(referrer: string | undefined, siteHost: string): string | null {
  if (!referrer) return null;
  try {
    const { protocol, hostname } = new URL(referrer);
    if (protocol !== 'http:' && protocol !== 'https:') return null;
    const host = hostname.toLowerCase().replace(/^www\./, '');
    return isHostName(host) && host !== siteHost.replace(/^www\./, '') ? host : null;
  } catch {
    return null;
  }
}

export function deviceClass(userAgent: string): ViewFields['device'] {
  const type = Bowser.parse(userAgent).platform.type;
  return type === 'desktop' || type === 'mobile' || type === 'tablet' ? type : 'other';
}

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || isbot(userAgent);
}

/** `url` is the request target (path and query); every query key but the UTM ones is dropped. */
export function viewFields(url: string, referrer: string | undefined, userAgent: string, siteHost: string): ViewFields {
  const query = url.indexOf('?');
  return {
    path: (query === -1 ? url : url.slice(0, query)).slice(0, 300),
    referrerHost: referrerHost(referrer, siteHost),
    ...utmValues(url),
    device: deviceClass(userAgent),
  };
}
