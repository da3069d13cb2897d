/**
 * joi rules for blog requests, defined once. Values are trimmed; the title must be non-blank. What else a post
 * needs depends on its status (a draft needs only a title), which the handler decides once the status is
 * known (server/api/admin-blog.server.ts, docs/product/blog.md#posts).
 */
import Joi from 'joi';
import { postLimits, postStatuses, seoLimits, slugPattern, tagLimits, tagSlug } from '#shared/blog-rules.ts';
import { coverFocalLimits } from '#shared/cover-focal.ts';
import { parsePublishAt } from '#shared/publish-time.ts';
import { hasVisibleText, invisibleOnly } from '#shared/visible-text.ts';
import { sanitizeContent, sanitizeExcerpt } from './sanitize.server.ts';
import type { Wording } from '../validation/field-errors.ts';
import { pageQuery, text, type PageSize } from '../validation/rules.ts';
import type { PostFields } from '#database/posts.server.ts';
import type { PageRequest } from '#database/published-posts.server.ts';

// PostgreSQL text cannot hold U+0000 (and browsers show it as U+FFFD): removed on both databases alike.
const postText = (max: number) => text(max).replace('\u0000', '');

/** HTML is sanitized on write; what is blank once sanitized counts as blank (an empty string). */
const sanitized = (sanitize: (html: string) => string) => (html: string) => {
  const clean = sanitize(html).trim();
  return hasVisibleText(clean) ? clean : '';
};

/** docs/product/blog.md#status: ISO 8601 with an offset, 1990 to ten years ahead; stored in UTC. */
const publishAt = Joi.string()
  .max(40)
  .allow(null)
  .custom((value: string, helpers) => {
    const checked = parsePublishAt(value, Date.now());
    if (checked.ok) return checked.iso;
    return helpers.error('string.pattern.name', { name: `publishAt-${checked.reason}` });
  });

/** Optional text: null, '' or nothing visible clears it (null is stored); left out, it stays as it is. */
const optionalText = (max: number) =>
  Joi.string()
    .trim()
    .max(max)
    .replace('\u0000', '')
    .allow(null, '')
    .custom((value: string) => (invisibleOnly.test(value) ? null : value));

/** An absolute http(s) URL without credentials. */
const canonicalUrl = Joi.string()
  .trim()
  .max(seoLimits.canonicalUrl)
  .allow('', null)
  .custom((value: string, helpers) => {
    if (value === '') return null;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return helpers.error('string.pattern.name', { name: 'url' });
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return helpers.error('string.pattern.name', { name: 'url' });
    return url.href;
  });

/** A tag name: trimmed, runs of spaces made one, with a letter or digit (so its slug is not empty). */
const tagName = Joi.string()
  .trim()
  .max(tagLimits.name)
  .replace(/\s+/g, ' ')
  .custom((value: string, helpers) => (tagSlug(value) === '' ? helpers.error('string.pattern.name', { name: 'tag' }) : value));

const focalPercentField = Joi.number().strict().integer().min(coverFocalLimits.min).max(coverFocalLimits.max);

const postFields = {
  title: postText(postLimits.title).required(),
  slug: text(postLimits.slug).pattern(slugPattern, 'slug'),
  excerpt: postText(postLimits.excerpt).custom(sanitized(sanitizeExcerpt)),
  content: postText(postLimits.content).custom(sanitized(sanitizeContent)),
  published: Joi.boolean().strict(),
  status: Joi.string().valid(...postStatuses),
  publishAt,
  metaTitle: optionalText(seoLimits.metaTitle),
  metaDescription: optionalText(seoLimits.metaDescription),
  canonicalUrl,
  noindex: Joi.boolean().strict(),
  // An image of the media library (checked when the post is written), or null for none.
  coverImageId: Joi.number().strict().integer().min(1).max(2_147_483_647).allow(null),
  // The cover's focal point, whole percents from the top left (shared/cover-focal.ts).
  coverFocalX: focalPercentField,
  coverFocalY: focalPercentField,
  tags: Joi.array().max(tagLimits.perPost).items(tagName),
};

export const postWording: Wording = {
  whole: 'the post',
  fieldsOf: 'a post',
  labels: {
    coverImageId: 'Cover image',
    coverFocalX: 'The focal point across the cover',
    coverFocalY: 'The focal point down the cover',
    tags: 'Tags',
    metaTitle: 'Meta title',
    metaDescription: 'Meta description',
    canonicalUrl: 'Canonical URL',
    publishAt: 'Publish date',
    noindex: 'Noindex',
  },
  patterns: {
    slug: 'may contain only lowercase letters, digits and single hyphens between them.',
    'publishAt-format': 'must be an ISO 8601 date and time with an offset, like 2026-12-01T09:00:00-05:00.',
    'publishAt-date': 'is not a real date and time.',
    'publishAt-range': 'must be between 1990 and ten years from now.',
    url: 'must be a full http or https address.',
    tag: 'must each contain a letter or a digit.',
  },
  fixed: { status: 'Status must be draft, scheduled or published.' },
};

/** POST: the dashboard sends authorId as an empty string (docs/product/api.md#endpoints); the session decides the author. */
export const createPostSchema = Joi.object({
  ...postFields,
  // The editor's first autosave creates the post: its revision gathers the autosaves that follow (decision 108).
  autosave: Joi.boolean().strict(),
  authorId: Joi.any().strip(),
}).required();

/** A version a conditional write names (decision 030): a post's or a pending change's `updatedAt`, as the API answered it. */
export const versionTime = Joi.string().max(40).isoDate();

/**
 * PUT: the body may repeat the id; the path decides which post changes. Fields left out of the newer ones stay
 * as they are. `ifUpdatedAt`: write only if the post is still that version (409 otherwise); `autosave`: the
 * editor's autosave, whose revision folds into the writer's own one still gathering edits (decision 108).
 */
export const updatePostSchema = Joi.object({
  ...postFields,
  // An emptied excerpt is a change, not a field left out (the outside test of December 2026: a "/" typed and deleted stayed saved): '' is
  // kept as '' rather than turned into "not sent" by text()'s empty rule.
  excerpt: postFields.excerpt.empty().allow(''),
  ifUpdatedAt: versionTime,
  autosave: Joi.boolean().strict(),
  id: Joi.any().strip(),
  authorId: Joi.any().strip(),
  createdAt: Joi.any().strip(),
  updatedAt: Joi.any().strip(),
  reviewRequestedAt: Joi.any().strip(),
}).required();

/** The public list: 50 posts a page unless asked for fewer (or more, up to 100). */
export const postsPageSize: PageSize = { default: 50, max: 100 };

export const pageQuerySchema = pageQuery(postsPageSize);

/** GET /api/blog: the page, and optionally a tag's slug. */
export const publicListQuerySchema = (pageQuerySchema as Joi.ObjectSchema).keys({ tag: Joi.string().max(60).pattern(slugPattern, 'slug') });

export const publicListWording: Wording = {
  fieldsOf: 'the query string',
  patterns: { slug: 'must be a tag slug (lowercase letters, digits and single hyphens).' },
};

/** GET /api/admin/blog: search by title, filter by status and tag, newest created or updated first. */
export interface AdminListQuery {
  q?: string;
  status?: (typeof postStatuses)[number];
  tag?: string;
  sort: 'created' | 'updated';
}

export const adminListQuerySchema = Joi.object({
  q: text(200),
  status: Joi.string().valid(...postStatuses),
  tag: Joi.string().max(60).pattern(slugPattern, 'slug'),
  sort: Joi.string().valid('created', 'updated').default('created'),
});

/**
 * PUT /api/admin/blog/:id/pending: the editor's autosave of a published or scheduled post. Only what Update
 * may change without publishing anew (no status or publish date); a blank slug keeps the post's.
 */
export const pendingChangeSchema = Joi.object({
  title: postFields.title,
  slug: text(postLimits.slug).pattern(slugPattern, 'slug').allow(''),
  excerpt: postFields.excerpt.allow(''),
  content: postFields.content.allow(''),
  metaTitle: postFields.metaTitle,
  metaDescription: postFields.metaDescription,
  canonicalUrl: postFields.canonicalUrl,
  noindex: postFields.noindex,
  tags: postFields.tags,
  coverImageId: postFields.coverImageId,
  coverFocalX: postFields.coverFocalX,
  coverFocalY: postFields.coverFocalY,
  ifPostUpdatedAt: versionTime.required(),
  ifPendingUpdatedAt: versionTime.allow(null).required(),
}).required();

export const pendingWording: Wording = {
  ...postWording,
  labels: { ...postWording.labels, ifPostUpdatedAt: 'The post version', ifPendingUpdatedAt: 'The pending change version' },
};

/** DELETE /api/admin/blog/:id/pending: optionally, which pending change the caller discards (409 when another replaced it). */
export const discardPendingSchema = Joi.object({ ifPendingUpdatedAt: versionTime }).required();

export const adminListWording: Wording = {
  fieldsOf: 'the query string',
  patterns: { slug: 'must be a tag slug (lowercase letters, digits and single hyphens).' },
  fixed: { status: 'Status must be draft, scheduled or published.', sort: 'Sort must be created or updated.' },
};

export type { PageRequest, PostFields };
