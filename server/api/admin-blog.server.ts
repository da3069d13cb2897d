/**
 * /api/admin/blog (docs/product/api.md#endpoints): posts, drafts included. The route table
 * mounts requireAdmin and each route's permission in front. Editors and owners
 * (`posts.all`) work on every post; an author sees and changes only their own
 * drafts, never publishes, and submits a draft for review. HTML is sanitized on
 * write; a taken slug is 409, decided by the unique index.
 */
import type { MailConfig } from '../mail/account-mail.server.ts';
import { sendReviewNotices } from '../mail/review-mail.server.ts';
import type { Request, RequestHandler } from 'express';
import type { Database } from '#database/db.server.ts';
import { publishDuePostsThenReadVersion } from '#database/content-version.server.ts';
import { imagesForKeys } from '#database/media.server.ts';
import { listTagNames } from '#database/tags.server.ts';
import {
  CoverImageMissingError,
  createPost,
  deletePost,
  findPostById,
  listAllPosts,
  PostChangedError,
  requestReview,
  SlugTakenError,
  updatePost,
  type BlogPost,
  type DraftsOf,
  type PostFields,
} from '#database/posts.server.ts';
import { slugify } from '#shared/blog-rules.ts';
import { can } from '#shared/roles.ts';
import { demand } from '../auth/permissions.server.ts';
import type { SessionUser } from '../auth/session.server.ts';
import { imagesLackingAlt } from '../blog/image-alt.server.ts';
import { resolvePublishing } from '../blog/publishing.server.ts';
import { adminListQuerySchema, adminListWording, createPostSchema, postWording, updatePostSchema, type AdminListQuery } from '../blog/validation.server.ts';
import type { AuditLog } from '../audit/audit-log.server.ts';
import { HttpError } from '../errors.server.ts';
import { pathId } from '../validation/rules.ts';
import { validate } from '../validation/validate.ts';
import { presentPost } from './blog.server.ts';

/** The signed-in user (the route's guard has checked there is one). */
export type UserOf = (req: Request) => Promise<SessionUser>;

const publishRefused = 'Only an editor or owner can publish or unpublish posts';

/** The validated body with its status and publish time decided; cleared SEO texts are null. */
function postWrite(body: PostFields, before: BlogPost | undefined): PostFields {
  const blankToNull = (value: string | null | undefined) => (value === '' ? null : value);
  return {
    ...body,
    ...resolvePublishing(body, before, Date.now()),
    published: undefined,
    metaTitle: blankToNull(body.metaTitle),
    metaDescription: blankToNull(body.metaDescription),
    canonicalUrl: blankToNull(body.canonicalUrl),
  };
}

/**
 * docs/product/blog.md#posts: a draft needs only a title. Its slug, when none is sent, is the one it has, or
 * (new) is made from the title; an excerpt or content not sent stays as it is (new: empty), and an excerpt sent
 * empty is emptied. A post that is or
 * will be public (published, scheduled) needs a slug, an excerpt and content in the request, each non-blank.
 */
function withPostRules(fields: PostFields, before: BlogPost | undefined): PostFields {
  if (fields.status !== 'draft') {
    const missing = (['slug', 'excerpt', 'content'] as const).filter((field) => !fields[field]);
    if (missing.length > 0) {
      const label = { slug: 'Slug', excerpt: 'Excerpt', content: 'Content' };
      throw new HttpError(400, `Publishing needs a slug, an excerpt and content: ${missing.join(', ')} missing`, {
        errors: missing.map((field) => ({ field, message: `${label[field]} is required.` })),
      });
    }
    return fields;
  }
  const slug = fields.slug || before?.slug || slugify(fields.title);
  if (!slug)
    throw new HttpError(400, 'Slug is required: the title has no letters or digits to make one from', {
      errors: [{ field: 'slug', message: 'Slug is required.' }],
    });
  const kept = (value: string | undefined) => value || (before ? undefined : '');
  // An excerpt sent empty is emptied (the editor's field cleared), unlike one not sent (seen by the outside test of December 2026).
  return { ...fields, slug, excerpt: fields.excerpt ?? kept(undefined)!, content: kept(fields.content)! };
}

/**
 * docs/product/media.md#alt-text: a post that is or will be public needs alt text on every image, or the
 * image marked decorative (empty alt). The refusal names each image by its place in the post and its file.
 */
async function requireAltText(db: Database, fields: PostFields): Promise<void> {
  if (fields.status === 'draft' || !fields.content) return;
  const lacking = imagesLackingAlt(fields.content);
  if (lacking.length === 0) return;
  const known = await imagesForKeys(
    db,
    lacking.map((image) => image.src.split('/').pop() ?? ''),
  );
  const names = lacking.map(({ position, src }) => {
    const fileName = known.get(src.split('/').pop() ?? '')?.fileName;
    return `image ${position}${fileName === undefined ? '' : ` (${fileName})`}`;
  });
  const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
  throw new HttpError(400, `Publishing needs alt text on every image, or the image marked decorative: ${list} ${names.length === 1 ? 'has' : 'have'} none.`, {
    errors: names.map((name) => ({ field: 'content', message: `${name[0]!.toUpperCase()}${name.slice(1)} needs alt text, or to be marked decorative.` })),
  });
}

/** Without `posts.all`, a user's writes are limited to their own drafts. */
function draftsScope(user: SessionUser): DraftsOf | undefined {
  return can(user.role, 'posts.all') ? undefined : { authorId: user.id };
}

/**
 * The post `user` may change, or the reason not: 404 when there is none, 403
 * when it is someone else's or already published and the user may only touch
 * their own drafts.
 */
export async function changeablePost(db: Database, user: SessionUser, id: number): Promise<BlogPost> {
  const post = await findPostById(db, id);
  if (!post) throw new HttpError(404, 'Post not found');
  const scope = draftsScope(user);
  if (scope && post.authorId !== scope.authorId) throw new HttpError(403, 'Authors can change only their own posts');
  if (scope && post.status !== 'draft') throw new HttpError(403, `A ${post.status} post can be changed only by an editor or owner`);
  return post;
}

/** The scoped write found nothing: the post was published or deleted between the check and the write. */
export const changedMeanwhile = () => new HttpError(409, 'The post changed meanwhile; reload and try again');

/** A conditional write found a newer version (decision 030): the editor says so instead of overwriting it. */
export const savedElsewhere = () =>
  new HttpError(
    409,
    'This post was changed in another tab or by someone else since you opened it. Reload to see the newest version; copy your text first if you need it.',
  );

export async function preconditioned<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof PostChangedError) throw savedElsewhere();
    throw error;
  }
}

export async function slugChecked(write: Promise<BlogPost | undefined>): Promise<BlogPost | undefined> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof SlugTakenError) throw new HttpError(409, error.message, { errors: [{ field: 'slug', message: error.message }] });
    if (error instanceof CoverImageMissingError) {
      throw new HttpError(400, error.message, { errors: [{ field: 'coverImageId', message: 'Cover image must be an image of the media library.' }] });
    }
    throw error;
  }
}

/**
 * Publishing, unpublishing, scheduling (or moving a scheduled time) and deleting are audited
 * (SECURITY.md#audit-log); drafts' edits are not. `before` is the post as it was, undefined for a new one.
 */
function auditPublishing(audit: AuditLog, req: Request, user: SessionUser, post: BlogPost, before: BlogPost | undefined): Promise<void> {
  const target = `post:${post.id}`;
  if (post.status === 'scheduled' && (before?.status !== 'scheduled' || before.publishAt !== post.publishAt)) {
    return audit.record(req, { actor: user, action: 'post.schedule', target, details: { slug: post.slug, publishAt: post.publishAt } });
  }
  if (post.published === (before?.published ?? false)) return Promise.resolve();
  const action = post.published ? 'post.publish' : 'post.unpublish';
  return audit.record(req, { actor: user, action, target, details: { slug: post.slug } });
}

/** The post `user` may see in the dashboard: 404 when there is none, 403 when it is someone else's and the user sees only their own. */
export async function readablePost(db: Database, user: SessionUser, id: number): Promise<BlogPost> {
  const post = await findPostById(db, id);
  if (!post) throw new HttpError(404, 'Post not found');
  const scope = draftsScope(user);
  if (scope && post.authorId !== scope.authorId) throw new HttpError(403, 'Authors can see only their own posts');
  return post;
}

export function adminBlogHandlers(
  db: Database,
  userOf: UserOf,
  audit: AuditLog,
  /** SMTP_URL and the sender: with SMTP, editors and owners are emailed when a post is submitted for review. */
  mail?: MailConfig,
  /** Milliseconds since the epoch: how long a writer has been editing (post revisions); tests move it. */
  clock: () => number = Date.now,
): Record<'list' | 'show' | 'create' | 'update' | 'remove' | 'submitForReview' | 'tags', RequestHandler> {
  return {
    /** GET /api/admin/blog/:id: one post, drafts included (the editor's page). */
    async show(req, res) {
      const id = pathId(req.params.id);
      // A scheduled post whose time has come is published first: an open editor asks at its publish time.
      await publishDuePostsThenReadVersion(db);
      res.json(presentPost(await readablePost(db, await userOf(req), id)));
    },

    /** `?q=` (title), `?status=`, `?tag=` (slug), `?sort=created|updated`; newest first. */
    async list(req, res) {
      const query = validate<AdminListQuery>(adminListQuerySchema, req.query, adminListWording, { root: 'query' });
      // Scheduled posts whose time has come are published before the list is read.
      await publishDuePostsThenReadVersion(db);
      res.json((await listAllPosts(db, draftsScope(await userOf(req))?.authorId, query)).map(presentPost));
    },

    /** GET /api/admin/tags: every tag's name, for the editor's suggestions. */
    async tags(_req, res) {
      res.json(await listTagNames(db));
    },

    async create(req, res) {
      const user = await userOf(req);
      const { autosave, ...body } = validate<PostFields & { autosave?: boolean }>(createPostSchema, req.body, postWording);
      const fields = withPostRules(postWrite(body, undefined), undefined);
      if (fields.status !== 'draft') demand(user, 'posts.publish', publishRefused);
      await requireAltText(db, fields);
      const post = await slugChecked(createPost(db, fields, user.id, { autosave, now: clock() }));
      await auditPublishing(audit, req, user, post!, undefined);
      res.status(201).json(presentPost(post!));
    },

    async update(req, res) {
      const id = pathId(req.params.id);
      const bodyId = (req.body as { id?: unknown } | undefined)?.id;
      if (bodyId !== undefined && String(bodyId) !== String(id)) {
        throw new HttpError(400, 'The id in the body does not match the URL', { errors: [{ field: 'id', message: 'Must match the id in the URL' }] });
      }
      const { ifUpdatedAt, autosave, ...body } = validate<PostFields & { ifUpdatedAt?: string; autosave?: boolean }>(updatePostSchema, req.body, postWording);
      const user = await userOf(req);
      const before = await changeablePost(db, user, id);
      if (ifUpdatedAt !== undefined && ifUpdatedAt !== before.updatedAt) throw savedElsewhere();
      const fields = withPostRules(postWrite(body, before), before);
      if (fields.status !== before.status || (fields.status !== 'draft' && fields.publishAt !== before.publishAt))
        demand(user, 'posts.publish', publishRefused);
      await requireAltText(db, fields);
      const post = await slugChecked(preconditioned(updatePost(db, id, fields, draftsScope(user), user.id, { ifUpdatedAt, autosave, now: clock() })));
      if (!post) throw changedMeanwhile();
      await auditPublishing(audit, req, user, post, before);
      res.json(presentPost(post));
    },

    async remove(req, res) {
      const id = pathId(req.params.id);
      const user = await userOf(req);
      const post = await changeablePost(db, user, id);
      if (!(await deletePost(db, id, draftsScope(user)))) throw changedMeanwhile();
      await audit.record(req, { actor: user, action: 'post.delete', target: `post:${id}`, details: { slug: post.slug, title: post.title.slice(0, 100) } });
      res.json({ message: 'Post deleted' });
    },

    /** POST /api/admin/blog/:id/review: the draft is ready for an editor to publish. */
    async submitForReview(req, res) {
      const id = pathId(req.params.id);
      const user = await userOf(req);
      const before = await changeablePost(db, user, id);
      if (before.status !== 'draft') throw new HttpError(409, 'The post is already published or scheduled');
      const post = await requestReview(db, id, draftsScope(user));
      if (!post) throw changedMeanwhile();
      res.json(presentPost(post));
      // After answering, and only the first time (submitting again does not email again): the dashboard list stays the notice.
      if (mail && before.reviewRequestedAt === null) {
        void sendReviewNotices(db, mail, post, user.id, (error) =>
          req.log?.warn({ err: error instanceof Error ? error.message : String(error) }, 'review email failed'),
        );
      }
    },
  };
}
