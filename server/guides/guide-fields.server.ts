/**
 * A guide's details as the dashboard sends them (docs/product/guides.md#uploads): the same names in the upload's
 * multipart fields (strings) and in a change's JSON. A cover names an image of the media library, with its alt text
 * or marked decorative, as every image on the site.
 */
import Joi from 'joi';
import type { Database } from '#database/db.server.ts';
import { mediaExists, type GuideFields } from '#database/guides.server.ts';
import { guideLimits } from '#shared/guides.ts';
import { HttpError } from '../errors.server.ts';
import type { Wording } from '../validation/field-errors.ts';
import { maxId, text } from '../validation/rules.ts';
import { check } from '../validation/validate.ts';

const schema = Joi.object({
  title: text(guideLimits.title)
    .pattern(/^[^\r\n\u2028\u2029\0]*$/, 'singleLine')
    .required(),
  // A form's line ends are CRLF (the HTML form encoding); kept as LF.
  description: text(guideLimits.description).replace(/\r\n?/g, '\n').required(),
  coverImageId: Joi.alternatives(Joi.number().integer().min(1).max(maxId), Joi.valid(null, '').empty([null, ''])).default(null),
  coverAlt: Joi.string().trim().max(guideLimits.coverAlt).allow('').default(''),
  coverDecorative: Joi.boolean().truthy('on', '1').falsy('', '0').default(false),
})
  .required()
  .unknown(false);

const wording: Wording = {
  whole: 'the guide',
  fieldsOf: 'the guide',
  labels: { title: 'Title', description: 'Description', coverImageId: 'Cover image', coverAlt: 'Cover alt text', coverDecorative: 'Decorative cover' },
  patterns: { singleLine: 'must be on a single line.' },
  fixed: { coverImageId: 'Cover image must be an image of the media library (its id), or empty for none.' },
};

interface Sent {
  title: string;
  description: string;
  coverImageId: number | null;
  coverAlt: string;
  coverDecorative: boolean;
}

/** The details, checked: 400 naming every bad field, the cover's alt text and image included. */
export async function guideFieldsOf(db: Database, body: unknown): Promise<GuideFields> {
  const checked = check<Sent>(schema, body, wording);
  const errors = checked.ok ? [] : [...checked.errors];
  const value = checked.ok ? checked.value : undefined;
  if (value && value.coverImageId !== null) {
    if (!(await mediaExists(db, value.coverImageId)))
      errors.push({ field: 'coverImageId', message: 'That image is not in the media library any more: choose another.' });
    if (!value.coverDecorative && value.coverAlt === '') errors.push({ field: 'coverAlt', message: "Write the cover's alt text, or mark it decorative." });
  }
  if (errors.length > 0 || !value) throw new HttpError(400, errors[0]!.message, { errors });
  const cover = value.coverImageId === null ? null : { mediaId: value.coverImageId, alt: value.coverAlt, decorative: value.coverDecorative };
  return { title: value.title, description: value.description, cover };
}
