/**
 * The steps every import shares (docs/product/admin.md#importing), whatever the source: a source turns its export
 * into draft posts; here each new one gets its images, is sanitized by the site's allowlist and checked against
 * the post limits, then written in batches with its old addresses. Sources imported before are skipped before
 * any image work, so a second run adds nothing and costs little.
 */
import { setImmediate as setImmediatePromise } from 'node:timers/promises';
import type { Database } from '#database/db.server.ts';
import { addTagLegacyPaths, findImportedSlugs, importPosts, type ImportedPost } from '#database/imported-posts.server.ts';
import type { MediaStorage } from '#database/media-storage.server.ts';
import { postLimits, slugify, tagLimits, tagSlug } from '#shared/blog-rules.ts';
import { emptyCounts, type DraftsChoice, type ImportReport } from '#shared/import-report.ts';
import { sanitizeContent, sanitizeExcerpt, toPlainText } from '../blog/sanitize.server.ts';
import { ImportImages, replaceImages } from './import-images.server.ts';
import type { ZipArchive } from './zip-archive.server.ts';
import { contentHash } from './content-hash.server.ts';

/** A post as a source hands it over: HTML not yet sanitized, images still at their old URLs. */
export type DraftPost = Omit<ImportedPost, 'content' | 'coverImageId'> & {
  html: string;
  coverUrl: string | null;
  /** What the source's own conversion changed. */
  changes: string[];
};

export interface SourceExport {
  posts: DraftPost[];
  dropped: ImportReport['dropped'];
  /** Tags (by name) and their old addresses. */
  tagPaths: { name: string; paths: string[] }[];
}

export interface ImportDeps {
  db: Database;
  storage: MediaStorage;
  archive: ZipArchive | undefined;
  /** Whom the posts' first revision and the images name (null: the command line). */
  userId: number | null;
  /** Which posts come in as drafts (default: those that lost an image). */
  drafts?: DraftsChoice;
  /** Told after each batch. */
  progress?: (processed: number, total: number) => Promise<void>;
}

const batchSize = 25;

function checkedTags(names: string[], changes: string[]): string[] {
  const valid = names.map((name) => name.trim().slice(0, tagLimits.name)).filter((name) => tagSlug(name) !== '');
  if (valid.length < names.length) changes.push('Tags without a letter or digit were left out.');
  const unique = [...new Map(valid.map((name) => [tagSlug(name), name])).values()];
  if (unique.length > tagLimits.perPost) changes.push(`Only the first ${tagLimits.perPost} of ${unique.length} tags were kept.`);
  return unique.slice(0, tagLimits.perPost);
}

/** The post as it will be written, or why it cannot be. */
async function prepare(draft: DraftPost, images: ImportImages, drafts: DraftsChoice): Promise<(ImportedPost & { imagesLost: number }) | string> {
  const changes = draft.changes;
  const missingBefore = images.lost;
  const content = sanitizeContent(await replaceImages(draft.html, images, changes));
  if (content.length > postLimits.content) return `its text is longer than ${postLimits.content.toLocaleString('en-US')} characters once converted`;
  let title = toPlainText(draft.title).trim();
  if (!title) {
    title = 'Untitled';
    changes.push('It had no title: named “Untitled”.');
  }
  if (title.length > postLimits.title) changes.push(`Its title was cut to ${postLimits.title} characters.`);
  let excerpt = sanitizeExcerpt(draft.excerpt.trim());
  if (excerpt.length > postLimits.excerpt) {
    excerpt = sanitizeExcerpt(toPlainText(excerpt).slice(0, postLimits.excerpt - 1));
    changes.push(`Its excerpt was cut to ${postLimits.excerpt} characters.`);
  }
  let coverImageId: number | null = null;
  if (draft.coverUrl) {
    const cover = await images.resolve(draft.coverUrl, title);
    if (typeof cover === 'string') changes.push(`Its featured image was left out: ${cover}.`);
    else coverImageId = cover.id;
  }
  const imagesLost = images.lost - missingBefore;
  const asDraft = draft.status !== 'draft' && (drafts === 'all' || (drafts === 'missing-images' && imagesLost > 0));
  if (asDraft)
    changes.push(
      imagesLost > 0
        ? `Imported as a draft, not ${draft.status}: ${imagesLost === 1 ? 'an image was' : `${imagesLost} images were`} left out.`
        : `Imported as a draft, not ${draft.status}, as asked.`,
    );
  const slug = (slugify(draft.slug) || slugify(title) || 'post').slice(0, postLimits.slug).replace(/-+$/, '');
  return {
    source: draft.source,
    slug,
    title: title.slice(0, postLimits.title),
    excerpt,
    content: content || '<p></p>',
    status: asDraft ? 'draft' : draft.status,
    publishAt: asDraft ? null : draft.publishAt,
    createdAt: draft.createdAt,
    updatedAt: draft.updatedAt,
    tags: checkedTags(draft.tags, changes),
    byline: draft.byline?.slice(0, 200) || null,
    coverImageId,
    legacyPaths: draft.legacyPaths,
    imagesLost,
  };
}

export async function runImport(deps: ImportDeps, exported: SourceExport, report: Pick<ImportReport, 'kind' | 'fileName'>): Promise<ImportReport> {
  const { db, storage, archive, userId } = deps;
  const result: ImportReport = { ...report, counts: emptyCounts(), added: [], existing: [], dropped: [...exported.dropped], imagesMissing: [] };
  const images = new ImportImages({ db, storage, archive, uploadedBy: userId });
  const total = exported.posts.length;
  for (let start = 0; start < total; start += batchSize) {
    const drafts = exported.posts.slice(start, start + batchSize);
    // Sources imported before: skipped before any image work.
    const known = await findImportedSlugs(
      db,
      drafts.map((draft) => draft.source),
    );
    const ready: (ImportedPost & { imagesLost: number })[] = [];
    for (const draft of drafts) {
      const slug = known.get(draft.source);
      if (slug !== undefined) {
        result.existing.push({ title: draft.title, slug });
        continue;
      }
      const prepared = await prepare(draft, images, deps.drafts ?? 'missing-images');
      if (typeof prepared === 'string') result.dropped.push({ title: draft.title || draft.source, why: prepared });
      else ready.push(prepared);
    }
    const outcomes = await importPosts(db, ready, userId);
    for (const outcome of outcomes) {
      const draft = drafts.find((candidate) => candidate.source === outcome.source)!;
      const post = ready.find((candidate) => candidate.source === outcome.source)!;
      if (outcome.outcome === 'exists') result.existing.push({ title: post.title, slug: outcome.slug });
      else {
        if (outcome.slug !== post.slug) draft.changes.push(`Its slug “${post.slug}” was taken: it is “${outcome.slug}”.`);
        result.added.push({
          title: post.title,
          slug: outcome.slug,
          changes: [...new Set(draft.changes)],
          postId: outcome.postId,
          imagesLost: post.imagesLost,
          asDraft: post.status === 'draft' && draft.status !== 'draft',
          ...(post.imagesLost > 0 ? { contentHash: contentHash(post.content) } : {}),
        });
        result.counts.redirects += new Set(post.legacyPaths).size;
      }
    }
    await deps.progress?.(Math.min(start + batchSize, total), total);
    // SQLite answers synchronously, so without this the whole import would run as one task: no request of the web
    // process answered meanwhile, and no statement's memory given back (better-sqlite3 frees a statement in a task
    // after the garbage collector found it unused), about 70 KB a post, 400 MB for 2,000.
    await setImmediatePromise();
  }
  for (const tag of exported.tagPaths) result.counts.redirects += (await addTagLegacyPaths(db, tag.name, tag.paths)) ?? 0;
  Object.assign(result.counts, {
    added: result.added.length,
    existing: result.existing.length,
    dropped: result.dropped.length,
    imagesAdded: images.added.length,
    imagesMissing: images.missing.length,
  });
  result.imagesMissing = images.missing;
  return result;
}
