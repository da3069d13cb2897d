/**
 * A write's status and publish time (docs/product/blog.md#status), from what the
 * request sent and what the post was. `published: true/false` alone keeps its
 * old meaning (published, or not), and `false` leaves a scheduled post scheduled.
 */
import type { BlogPost, PostStatus } from '#shared/blog-post.ts';
import { HttpError } from '../errors.server.ts';

export interface PublishingInput {
  status?: PostStatus | undefined;
  published?: boolean | undefined;
  publishAt?: string | null | undefined;
}

/** How far ahead of the server's clock a "published" post's date may be (the writer's clock may run a little fast). */
const clockSkewMs = 60_000;

const invalid = (field: string, message: string) => new HttpError(400, message, { errors: [{ field, message }] });

export function resolvePublishing(input: PublishingInput, before: BlogPost | undefined, now: number): { status: PostStatus; publishAt: string | null } {
  if (input.status !== undefined && input.published !== undefined && input.published !== (input.status === 'published')) {
    throw invalid('published', 'Published must agree with status (or leave it out).');
  }
  const status: PostStatus =
    input.status ??
    (input.published === true
      ? 'published'
      : input.published === false
        ? before?.status === 'scheduled'
          ? 'scheduled'
          : 'draft'
        : (before?.status ?? 'draft'));
  let publishAt = input.publishAt !== undefined ? input.publishAt : (before?.publishAt ?? null);
  if (status === 'published') {
    // Published now, unless a date was sent (back-dating) or the post keeps the date it went live with.
    if (input.publishAt === undefined && before?.status !== 'published') publishAt = null;
    publishAt ??= new Date(now).toISOString();
    if (Date.parse(publishAt) > now + clockSkewMs) throw invalid('publishAt', 'Publish date is in the future: schedule the post (status "scheduled") instead.');
  }
  if (status === 'scheduled') {
    if (publishAt === null) throw invalid('publishAt', 'Publish date is required to schedule a post.');
    if (Date.parse(publishAt) <= now) throw invalid('publishAt', 'Publish date must be in the future to schedule a post.');
  }
  return { status, publishAt };
}
