/**
 * joi rules for blog requests, defined once. Values are trimmed; title,
 * excerpt, content and slug must be non-blank (docs/product/blog.md#posts).
 */
import Joi from 'joi';
import { postLimits, slugPattern } from '#shared/blog-rules.ts';
import { hasVisibleText } from '#shared/visible-text.ts';
import { sanitizeContent, sanitizeExcerpt } from './sanitize.server.ts';
import type { Wording } from '../validation/field-errors.ts';
import { pageQuery, text, type PageSize } from '../validation/rules.ts';
import type { PageRequest, PostFields } from '#database/posts.server.ts';

// PostgreSQL text cannot hold U+0000 (and browsers show it as U+FFFD): removed on both databases alike.
const postText = (max: number) => text(max).replace('\u0000', '').required();

/** HTML is sanitized on write; what is blank once sanitized counts as blank. */
const sanitized = (sanitize: (html: string) => string) => (html: string, helpers: Joi.CustomHelpers) => {
  const clean = sanitize(html).trim();
  return hasVisibleText(clean) ? clean : helpers.error('any.required');
};

const postFields = {
  title: postText(postLimits.title),
  slug: text(postLimits.slug).pattern(slugPattern, 'slug').required(),
  excerpt: postText(postLimits.excerpt).custom(sanitized(sanitizeExcerpt)),
  content: postText(postLimits.content).custom(sanitized(sanitizeContent)),
  published: Joi.boolean().strict().default(false),
};

export const postWording: Wording = {
  whole: 'the post',
  fieldsOf: 'a post',
  patterns: { slug: 'may contain only lowercase letters, digits and single hyphens between them.' },
};

/** POST: the dashboard sends authorId as an empty string (docs/product/api.md#endpoints); the session decides the author. */
export const createPostSchema = Joi.object({
  ...postFields,
  authorId: Joi.any().strip(),
}).required();

/** PUT: the body may repeat the id; the path decides which post changes. */
export const updatePostSchema = Joi.object({
  ...postFields,
  id: Joi.any().strip(),
  authorId: Joi.any().strip(),
  createdAt: Joi.any().strip(),
  updatedAt: Joi.any().strip(),
}).required();

/** The public list: 50 posts a page unless asked for fewer (or more, up to 100). */
export const postsPageSize: PageSize = { default: 50, max: 100 };

export const pageQuerySchema = pageQuery(postsPageSize);

export type { PageRequest, PostFields };
