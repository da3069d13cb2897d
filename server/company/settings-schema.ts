/**
 * The body of PUT /api/admin/settings: every value at once (PUT replaces). Social
 * profiles and the announcement's link are https URLs without credentials (a link
 * on every page must not be javascript:, data: or plain http); the announcement may
 * also link a path on this site.
 */
import Joi from 'joi';
import { companyLimits as limits, phonePattern } from '#shared/company-settings.ts';
import { text } from '../validation/rules.ts';

/** An https URL to a named host, without user or password, port or spaces. */
export const httpsUrl = (max: number) =>
  Joi.string()
    .trim()
    .max(max)
    .custom((value: string, helpers) => {
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        return helpers.error('string.pattern.name', { name: 'httpsUrl' });
      }
      const named = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(url.hostname);
      if (url.protocol !== 'https:' || !named || url.username || url.password || url.port || /\s/.test(value)) {
        return helpers.error('string.pattern.name', { name: 'httpsUrl' });
      }
      return url.href;
    });

/** A path on this site: one leading slash, then letters, digits and - _ / . # ? = &. */
const sitePath = Joi.string()
  .trim()
  .max(limits.announcementLink)
  .pattern(/^\/(?!\/)[A-Za-z0-9\-_/.#?=&]*$/, 'sitePath');

export const settingsBody = Joi.object({
  name: text(limits.name).required(),
  legalName: text(limits.legalName).required(),
  email: Joi.string().trim().lowercase().max(limits.email).email({ tlds: false, minDomainSegments: 2 }).required(),
  phone: Joi.string()
    .trim()
    .max(limits.phone)
    .pattern(phonePattern, 'phone')
    .custom((value: string, helpers) => (value.replace(/\D/g, '').length >= 7 ? value : helpers.error('string.pattern.name', { name: 'phone' })))
    .required(),
  address: Joi.object({
    street: text(limits.street).allow('').default(''),
    locality: text(limits.locality).allow('').default(''),
    region: text(limits.region).allow('').default(''),
    postalCode: text(limits.postalCode).allow('').default(''),
    country: Joi.string()
      .trim()
      .uppercase()
      .pattern(/^[A-Z]{2}$/, 'country')
      .default('US'),
  }).required(),
  hours: text(limits.hours).allow('').default(''),
  social: Joi.array()
    .items(Joi.object({ label: text(limits.socialLabel).required(), url: httpsUrl(limits.socialUrl).required() }))
    .max(limits.socialCount)
    .unique('url')
    .required(),
  announcement: Joi.object({
    text: text(limits.announcementText).required(),
    link: Joi.alternatives(sitePath, httpsUrl(limits.announcementLink)).allow('').default(''),
  })
    .allow(null)
    .required(),
  logoImageId: Joi.number().integer().min(1).max(2_147_483_647).allow(null).required(),
}).required();

export const settingsWording = {
  whole: 'the company settings',
  fieldsOf: 'the company settings',
  labels: { legalName: 'Legal name', 'address.postalCode': 'Postal code', logoImageId: 'Logo' },
  patterns: {
    httpsUrl: 'must be an https:// address of a website, like https://www.linkedin.com/company/example.',
    sitePath: 'must be a path on this site (like /uswha) or an https:// address.',
    phone: 'must be a phone number with at least 7 digits, like (888) 555-0142.',
    country: 'must be a two-letter country code, like US.',
  },
};

export interface SettingsBody {
  name: string;
  legalName: string;
  email: string;
  phone: string;
  address: { street: string; locality: string; region: string; postalCode: string; country: string };
  hours: string;
  social: { label: string; url: string }[];
  announcement: { text: string; link: string } | null;
  logoImageId: number | null;
}
