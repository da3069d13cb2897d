/**
 * The company's details, proof items, live marketing pages and menus every page renders, read once per content
 * version (a save in any process bumps it), and as last read while the database is
 * unreachable. Express keeps the reader in `app.locals` so every render path (the
 * page handler, the form routes, the error page) uses the same one.
 */
import type { Request } from 'express';
import { perContentVersion } from '#database/content-version.server.ts';
import type { Database } from '#database/db.server.ts';
import { readNavigation } from '#database/navigation.server.ts';
import { listPublicPages } from '#database/site-pages.server.ts';
import { defaultNavigation } from '#content/navigation.ts';
import type { SiteContent } from '#shared/site-content.ts';
import { imagesOfPages } from '../pages-admin/page-images.server.ts';
import { loadProofItems } from '../proof/proof-items.server.ts';
import { loadCompanySettings } from './company-settings.server.ts';

export type SiteContentReader = () => Promise<SiteContent>;

export function siteContentReader(db: Database): SiteContentReader {
  return perContentVersion(db, async () => {
    const pages = await listPublicPages(db);
    return {
      company: (await loadCompanySettings(db)).settings,
      proof: await loadProofItems(db),
      pages,
      navigation: (await readNavigation(db)) ?? defaultNavigation(),
      ...(await imagesOfPages(db, pages)),
    };
  });
}

/** The site content for a render; undefined when it cannot be read (pages then use content/company.ts and show no proof). */
export async function siteContentFor(req: Request): Promise<SiteContent | undefined> {
  const read = (req.app.locals as { siteContent?: SiteContentReader }).siteContent;
  try {
    return await read?.();
  } catch {
    return undefined;
  }
}
