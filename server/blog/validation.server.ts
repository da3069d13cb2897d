/**
 * joi rules for blog requests, defined once. Values are trimmed; title,
 * excerpt, content and slug must be non-blank (docs/product/blog.md#posts).
 */
import Joi from 'joi';
import { HttpError } from '../errors.server.ts';
import { postLimits, slugPattern } from '#shared/blog-rules.ts';
import type { PageRequest, PostFields } from '#database/posts.server.ts';

// PostgreSQL text cannot hold U+0000 (and browsers show it as U+FFFD): removed on both databases alike.
const required = (label: string, max: number) =>
  Joi.string().replace('\u0000', '').trim().min(1).max(max).required().messages({
    'any.required': `${label} is required`,
    'string.empty': `${label} is required`,
    'string.base': `${label} must be text`,
    'string.max': `${label} must be at most ${max} characters`,
  });

export const slugSchema = Joi.string().trim().min(1).max(postLimits.slug).pattern(slugPattern).required().messages({
  'any.required': 'Slug is required',
  'string.empty': 'Slug is required',
  'string.base': 'Slug must be text',
  'string.max': `Slug must be at most ${postLimits.slug} characters`,
  'string.pattern.base': 'Slug may contain only lowercase letters, digits and single hyphens between them',
});

const postFields = {
  title: required('Title', postLimits.title),
  slug: slugSchema,
  excerpt: required('Excerpt', postLimits.excerpt),
  content: required('Content', postLimits.content),
  published: Joi.boolean().strict().default(false).messages({ 'boolean.base': 'Published must be true or false' }),
};

/** POST: the dashboard sends authorId as an empty string (docs/product/api.md#endpoints); the session decides the author. */
export const createPostSchema = Joi.object({
  ...postFields,
  authorId: Joi.any().strip(),
})
  .required()
  .messages({ 'any.required': 'A JSON object with the post is required', 'object.base': 'A JSON object with the post is required' });

/** PUT: the body may repeat the id; the path decides which post changes. */
export const updatePostSchema = Joi.object({
  ...postFields,
  id: Joi.any().strip(),
  authorId: Joi.any().strip(),
  createdAt: Joi.any().strip(),
  updatedAt: Joi.any().strip(),
})
  .required()
  .messages({ 'any.required': 'A JSON object with the post is required', 'object.base': 'A JSON object with the post is required' });

export const postIdSchema = Joi.number().integer().min(1).max(2_147_483_647).required();

export const maxPageLimit = 100;

export const pageQuerySchema = Joi.object({
  page: Joi.number().integer().min(1).max(1_000_000).default(1),
  limit: Joi.number().integer().min(1).max(maxPageLimit).default(50),
});

/** Validates and converts a value, or throws 400 with one entry per invalid field. */
export function validate<T>(schema: Joi.Schema, value: unknown): T {
  const { value: valid, error } = schema.validate(value, { abortEarly: false, stripUnknown: false, convert: true });
  if (error) {
    const errors = error.details.map((detail) => ({ field: detail.path.join('.') || 'body', message: detail.message }));
    throw new HttpError(400, errors[0]?.message ?? 'Invalid request', { errors });
  }
  return valid as T;
}

export type { PageRequest, PostFields };
