/**
 * Where a lead came from. The form island sends what it noted in
 * sessionStorage on the visit's first page (islands/contact/landing.ts):
 * that page's path and UTM values and the referring site's host, plus the
 * page the form is on. Without JavaScript the form's own page is all we know.
 * Anything malformed is dropped, never a reason to refuse the message.
 */
import type { LeadAttribution } from '#shared/contact-fields.ts';
import { utmValues } from '../analytics/page-view-fields.ts';

const pagePath = /^\/(?!\/)[^\s]{0,999}$/;
const hostName = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;

const pathOnly = (target: string) => target.split(/[?#]/, 1)[0]!.slice(0, 300);

/** The no-JavaScript form: it landed on, and was sent from, the page the form is on. */
export function formPageAttribution(path: string): LeadAttribution {
  return { landingPage: path, referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null, sentFrom: path };
}

/** `raw` is the `attribution` value of a JSON submission (any shape). */
export function clientAttribution(raw: unknown): LeadAttribution {
  const value = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const landing = typeof value.landingPage === 'string' && pagePath.test(value.landingPage) ? value.landingPage : null;
  const sentFrom = typeof value.sentFrom === 'string' && pagePath.test(value.sentFrom) ? pathOnly(value.sentFrom) : null;
  const host = typeof value.referrerHost === 'string' ? value.referrerHost.toLowerCase().replace(/^www\./, '') : '';
  return {
    landingPage: landing === null ? null : pathOnly(landing),
    referrerHost: hostName.test(host) ? host : null,
    ...(landing === null ? { utmSource: null, utmMedium: null, utmCampaign: null } : utmValues(landing)),
    sentFrom,
  };
}
