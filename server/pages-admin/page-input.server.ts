/**
 * What a page write may carry (docs/product/api.md#pages), checked once for every pages endpoint: the
 * envelope (path, status, publish time, version) with joi, the content (title, SEO fields, sections) with
 * the section registry (shared/page-sections/): shapes and limits always, the publish guardrails when the
 * page is or goes live. Rich text is sanitized before it is checked and stored.
 */
import Joi from 'joi';
import type { PageStatus, StoredContent } from '#database/site-pages.server.ts';
import type { FieldError } from '#shared/field-error.ts';
import { validatePage, type Section } from '#shared/page-sections/index.ts';
import { parsePublishAt } from '#shared/publish-time.ts';
import { pagePathMaxLength } from '#shared/site-routes.ts';
import { sanitizeRichText } from '../blog/sanitize.server.ts';
import { HttpError } from '../errors.server.ts';
import type { Wording } from '../validation/field-errors.ts';
import { validate } from '../validation/validate.ts';

const contentKeys = ['title', 'metaTitle', 'metaDescription', 'socialImage', 'noindex', 'canonicalUrl', 'sections'] as const;

const publishAt = Joi.string()
  .max(40)
  .allow(null)
  .custom((value: string, helpers) => {
    const checked = parsePublishAt(value, Date.now());
    return checked.ok ? checked.iso : helpers.error('string.pattern.name', { name: `publishAt-${checked.reason}` });
  });

const versionTime = Joi.string().max(40).isoDate();

/** What the API answers about a page, sent back by the editor: ignored. */
const answered = { id: Joi.any().strip(), pageKey: Joi.any().strip(), updatedAt: Joi.any().strip(), createdAt: Joi.any().strip(), pending: Joi.any().strip() };
const contentFields = Object.fromEntries(contentKeys.map((key) => [key, Joi.any()]));

const envelope = {
  ...contentFields,
  ...answered,
  path: Joi.string().max(pagePathMaxLength),
  status: Joi.string().valid('draft', 'scheduled', 'published'),
  publishAt,
};

export const createPageSchema = Joi.object({ ...envelope, path: envelope.path.required(), title: Joi.any().required() }).required();
export const updatePageSchema = Joi.object({ ...envelope, ifUpdatedAt: versionTime, pendingUpdatedAt: Joi.any().strip() }).required();
export const pendingSchema = Joi.object({
  ...contentFields,
  ...answered,
  path: Joi.string().max(pagePathMaxLength),
  publishAt,
  ifPageUpdatedAt: versionTime.required(),
  ifPendingUpdatedAt: versionTime.allow(null).required(),
}).required();
export const discardPendingSchema = Joi.object({ ifPendingUpdatedAt: versionTime }).allow(null);

export const pageWording: Wording = {
  whole: 'the page',
  fieldsOf: 'a page',
  labels: {
    path: 'Path',
    publishAt: 'Publish date',
    ifUpdatedAt: 'The page version',
    ifPageUpdatedAt: 'The page version',
    ifPendingUpdatedAt: 'The pending change version',
  },
  patterns: {
    'publishAt-format': 'must be an ISO 8601 date and time with an offset, like 2026-12-01T09:00:00-05:00.',
    'publishAt-date': 'is not a real date and time.',
    'publishAt-range': 'must be between 1990 and ten years from now.',
  },
  fixed: { status: 'Status must be draft, scheduled or published.' },
};

export interface PageBody extends Partial<StoredContent> {
  path?: string;
  status?: PageStatus;
  publishAt?: string | null;
  ifUpdatedAt?: string;
}

export const readBody = <T>(schema: Joi.Schema, body: unknown): T => validate<T>(schema, body, pageWording);

/** Rich text as it will be stored: sanitized (what the guardrails then check is what visitors get). */
function cleanSections(sections: unknown): unknown {
  if (!Array.isArray(sections)) return sections;
  return sections.map((section: unknown) => {
    const record = section as Partial<Section> & { html?: unknown };
    return record && typeof record === 'object' && (record.type === 'richText' || record.type === 'imageText') && typeof record.html === 'string'
      ? { ...record, html: sanitizeRichText(record.html) }
      : section;
  });
}

/** The content a body makes of `current` (fields left out stay as they are), with the defaults of a new page. */
export function mergedContent(body: Partial<StoredContent>, current?: StoredContent): StoredContent {
  const base: StoredContent = current ?? { title: '', metaTitle: '', metaDescription: '', socialImage: '', noindex: false, canonicalUrl: '', sections: [] };
  const merged = { ...base };
  for (const key of contentKeys) if (body[key] !== undefined) Object.assign(merged, { [key]: body[key] });
  return { ...merged, title: typeof merged.title === 'string' ? merged.title.trim() : merged.title, sections: cleanSections(merged.sections) as Section[] };
}

export const invalid = (errors: FieldError[]) => new HttpError(400, errors[0]!.message, { errors });

/** 400 with every problem (and `more`): shapes and limits for a draft; every guardrail for a page that is or goes live. */
export function checkContent(content: StoredContent, status: PageStatus, pathExists: (path: string) => boolean, more: FieldError[] = []): void {
  const errors = [...more, ...validatePage(content, { mode: status === 'draft' ? 'draft' : 'publish', pathExists })];
  if (errors.length > 0) throw invalid(errors);
}
