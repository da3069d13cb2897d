/**
 * What an import reports (docs/product/admin.md#importing): what came in, what was changed on the way, what was
 * left out and why. The command prints it; the dashboard shows it from the job.
 */
/**
 * Which imported posts come in as drafts instead of as the export had them: `missing-images` (the default) those
 * that lost an image or their featured image on the way, `all` every post, `none` none.
 */
export const draftsChoices = ['missing-images', 'all', 'none'] as const;
export type DraftsChoice = (typeof draftsChoices)[number];

export interface ImportReport {
  kind: 'wordpress' | 'ghost';
  fileName: string;
  counts: {
    /** Posts written by this run. */
    added: number;
    /** Posts imported by an earlier run, left as they are. */
    existing: number;
    dropped: number;
    imagesAdded: number;
    imagesMissing: number;
    /** Old addresses that now answer 301. */
    redirects: number;
  };
  /** Posts written, with what was changed on the way (a slug taken, an embed turned into a link…). */
  added: {
    title: string;
    slug: string;
    changes: string[];
    postId?: number;
    /** Images of the post left out on the way (its featured image included). */
    imagesLost?: number;
    /** Came in as a draft though the export had it published or scheduled. */
    asDraft?: boolean;
    /** A hash of the content as imported, set when images were lost: site health flags the post until its content changes. */
    contentHash?: string;
  }[];
  existing: { title: string; slug: string }[];
  /** Records of the export that did not become posts, and why. */
  dropped: { title: string; why: string }[];
  imagesMissing: { path: string; why: string }[];
}

export const emptyCounts = (): ImportReport['counts'] => ({ added: 0, existing: 0, dropped: 0, imagesAdded: 0, imagesMissing: 0, redirects: 0 });

/** The report as lines of text (the command's output). */
export function reportLines(report: ImportReport): string[] {
  const { counts } = report;
  const lines = [
    `Import of ${report.fileName} (${report.kind === 'wordpress' ? 'WordPress' : 'Ghost'})`,
    `  posts added: ${counts.added}; already imported, left as they were: ${counts.existing}; left out: ${counts.dropped}`,
    `  images added: ${counts.imagesAdded}; images missing: ${counts.imagesMissing}; old addresses redirected: ${counts.redirects}`,
  ];
  for (const post of report.added) {
    lines.push(`+ ${post.title} → /blog/${post.slug}`);
    for (const change of post.changes) lines.push(`    changed: ${change}`);
  }
  for (const post of report.dropped) lines.push(`- ${post.title}: ${post.why}`);
  for (const image of report.imagesMissing) lines.push(`! image ${image.path}: ${image.why}`);
  return lines;
}
