/** The editor's form state apart from the two Editor.js fields (excerpt, content), and what a save sends. */
import type { PostStatus } from '#shared/blog-rules.ts';
import { postLimits, slugify } from '#shared/blog-rules.ts';
import { toZonedInput } from '#shared/zoned-time.ts';
import { coverFocalLimits } from '#shared/cover-focal.ts';
import type { DashboardPost, PendingChange } from '../posts/post-types.ts';

export interface EditorFields {
  title: string;
  slug: string;
  /** False while the slug still follows the title (a draft whose slug nobody typed). */
  slugEdited: boolean;
  /** The post's status on the server: changed only by Publish, Schedule and Switch to draft. */
  status: PostStatus;
  /** `YYYY-MM-DDTHH:mm` in the site's time zone, or '' (none: now, on publishing). */
  publishAtLocal: string;
  /** Tags as typed, comma-separated. */
  tagsText: string;
  metaTitle: string;
  metaDescription: string;
  canonicalUrl: string;
  noindex: boolean;
  /** An image of the media library (decision 036), or null. */
  coverImageId: number | null;
  /** The cover's focal point, whole percents from its top left (shared/cover-focal.ts). */
  coverFocalX: number;
  coverFocalY: number;
}

export type { FieldErrors } from '../editor-core/use-document.ts';

export const emptyFields: EditorFields = {
  title: '',
  slug: '',
  slugEdited: false,
  status: 'draft',
  publishAtLocal: '',
  tagsText: '',
  metaTitle: '',
  metaDescription: '',
  canonicalUrl: '',
  noindex: false,
  coverImageId: null,
  coverFocalX: coverFocalLimits.default,
  coverFocalY: coverFocalLimits.default,
};

/** The fields of a post, or of its pending change when it has one (what the writer was writing). */
export function fieldsOf(post: DashboardPost, pending: PendingChange | null, timeZone: string): EditorFields {
  const source = pending ?? post;
  return {
    title: source.title,
    slug: source.slug,
    slugEdited: post.status !== 'draft' || source.slug !== slugify(source.title),
    status: post.status,
    publishAtLocal: post.publishAt ? toZonedInput(post.publishAt, timeZone) : '',
    tagsText: source.tags.join(', '),
    metaTitle: source.metaTitle ?? '',
    metaDescription: source.metaDescription ?? '',
    canonicalUrl: source.canonicalUrl ?? '',
    noindex: source.noindex,
    coverImageId: source.coverImageId,
    coverFocalX: source.coverFocalX,
    coverFocalY: source.coverFocalY,
  };
}

export function tagsOf(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(',')
    .map((tag) => tag.trim().replace(/\s+/g, ' '))
    .filter((tag) => tag !== '' && !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase()));
}

/** The order fields are shown in, for moving focus to the first one with an error. */
export const fieldOrder = [
  'title',
  'content',
  'slug',
  'excerpt',
  'publishAt',
  'status',
  'coverImageId',
  'coverFocalX',
  'coverFocalY',
  'tags',
  'metaTitle',
  'metaDescription',
  'canonicalUrl',
  'noindex',
] as const;

/** `tags[3]` or `tags.3` -> `tags`. */
export const fieldNameOf = (field: string): string => field.split(/[.[]/)[0] ?? field;

/** The slug follows the title until someone types a slug (a draft only: a public post's address stays). */
export function slugFollowsTitle(next: EditorFields, patch: Partial<EditorFields>): EditorFields {
  return patch.title !== undefined && !next.slugEdited ? { ...next, slug: slugify(next.title).slice(0, postLimits.slug) } : next;
}

/** The server's name of a form key, whose error a change clears. */
export const errorKeyOf = (key: string): string => (key === 'tagsText' ? 'tags' : key === 'publishAtLocal' ? 'publishAt' : key);
