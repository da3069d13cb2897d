/**
 * Turning a checked request into a page write (docs/product/pages.md#the-marketers-workflow): the path, the
 * status and its publish time, the content merged over the page's and checked for its status, and the
 * database's refusals (a path taken meanwhile, a newer version) as the API's answers.
 */
import type { Database } from '#database/db.server.ts';
import { PageChangedError, PagePathTakenError, type PageWrite } from '#database/page-writes.server.ts';
import type { PageStatus, SitePage } from '#database/site-pages.server.ts';
import type { FieldError } from '#shared/field-error.ts';
import { HttpError } from '../errors.server.ts';
import { checkContent, invalid, mergedContent, type PageBody } from './page-input.server.ts';
import { missingImages } from './page-images.server.ts';
import { missingGuides, missingProofItems } from './page-proof.server.ts';
import { checkPagePath, livePathCheck } from './page-paths.server.ts';

export const homePath = '/';

/** The publish time a status needs: a future one for `scheduled` (kept from the page when not sent), none otherwise. */
function publishTimeOf(status: PageStatus, body: PageBody, current?: SitePage): { publishAt: string | null; errors: FieldError[] } {
  if (status !== 'scheduled') return { publishAt: null, errors: [] };
  const publishAt = body.publishAt === undefined ? (current?.publishAt ?? null) : body.publishAt;
  if (publishAt === null) return { publishAt, errors: [{ field: 'publishAt', message: 'A scheduled page needs its publish date.' }] };
  if (Date.parse(publishAt) <= Date.now())
    return { publishAt, errors: [{ field: 'publishAt', message: 'Publish date must be in the future; publish the page now instead.' }] };
  return { publishAt, errors: [] };
}

/** The home page stays at `/` and live: the site has no other front door. */
function keepHome(current: SitePage | undefined, path: string, status: PageStatus): void {
  if (current?.path !== homePath) return;
  if (path !== homePath) throw invalid([{ field: 'path', message: 'The home page stays at /.' }]);
  if (status !== 'published') throw invalid([{ field: 'status', message: 'The home page cannot be unpublished or scheduled; publish a change instead.' }]);
}

/** The write a body makes of `current` (undefined for a new page), checked: 400 with every problem. */
export async function pageWriteOf(db: Database, clientDir: string | undefined, body: PageBody, current?: SitePage): Promise<PageWrite> {
  const path = body.path ?? current!.path;
  const status = body.status ?? current?.status ?? 'draft';
  keepHome(current, path, status);
  if (path !== current?.path) await checkPagePath(db, path, current?.id ?? null);
  const content = mergedContent(body, current?.content);
  const { publishAt, errors } = publishTimeOf(status, body, current);
  errors.push(
    ...(await missingImages(db, content.sections)),
    ...(await missingProofItems(db, content.sections)),
    ...(await missingGuides(db, content.sections)),
  );
  checkContent(content, status, status === 'draft' ? () => true : await livePathCheck(db, clientDir, path), errors);
  return { path, status, publishAt, content };
}

/** A conditional write found a newer version (as for posts, decision 030). */
export const savedElsewhere = (what: 'page' | 'pending') =>
  new HttpError(
    409,
    what === 'page'
      ? 'This page was changed in another tab or by someone else since you opened it. Reload to see the newest version.'
      : "This page's pending change was saved in another tab or by someone else since you opened it. Reload to see the newest version.",
  );

/** The database's refusals as answers: 409 for a newer version, 400 naming `path` for a path taken meanwhile. */
export async function written<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof PageChangedError) throw savedElsewhere(error.what);
    if (error instanceof PagePathTakenError) throw invalid([{ field: 'path', message: 'Another page has this path.' }]);
    throw error;
  }
}
