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

/** The referrer's host name, unless it is this site (a visitor moving between our pages). */
export function referrerHost(referrer: string | undefined, siteHost: string): string | null {
  if (!referrer) return null;
  try {
    const { protocol, hostname } = new URL(referrer);
    if (protocol !== 'http:' && protocol !== 'https:') return null;
    const host = hostname.toLowerCase().replace(/^www\./, '');
    return host && host !== siteHost.replace(/^www\./, '') ? host.slice(0, 253) : null;
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
