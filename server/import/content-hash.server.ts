/**
 * A short hash of a post's content, kept in an import's report for the posts that lost images on the way: site
 * health flags such a post while its content is still the imported one (docs/product/redirects.md#site-health).
 */
import { createHash } from 'node:crypto';

export const contentHash = (content: string): string => createHash('sha256').update(content).digest('hex').slice(0, 32);
