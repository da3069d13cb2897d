/** Links' tokens (manage links, feeds, lead booking tokens) are stored only as their SHA-256 hash (decision 066). */
import { createHash } from 'node:crypto';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
