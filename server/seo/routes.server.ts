/**
 * GET /sitemap.xml and GET /robots.txt, built in memory. robots.txt never
 * changes; the sitemap is rebuilt only when the extra entries change.
 */
import { Router } from 'express';
import { buildRobotsTxt } from './robots.server.ts';
import { buildSitemap, type SitemapEntry } from './sitemap.server.ts';

export interface SeoRouteOptions {
  siteUrl: string;
  /** Entries beyond the static pages, read on each request (the blog adds published posts). */
  extraSitemapEntries?: () => Promise<readonly SitemapEntry[]> | readonly SitemapEntry[];
}

const robotsCacheControl = 'public, max-age=3600';
/** Published posts join the sitemap at once: caches revalidate it (Express adds an ETag). */
const sitemapCacheControl = 'no-cache';

export function seoRoutes({ siteUrl, extraSitemapEntries = () => [] }: SeoRouteOptions): Router {
  const router = Router();
  const robotsTxt = buildRobotsTxt(siteUrl);
  let cached: { key: string; xml: string } | undefined;

  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain; charset=utf-8').set('Cache-Control', robotsCacheControl).send(robotsTxt);
  });

  router.get('/sitemap.xml', async (_req, res) => {
    const extra = await extraSitemapEntries();
    const key = JSON.stringify(extra);
    if (cached?.key !== key) cached = { key, xml: buildSitemap(siteUrl, extra) };
    res.type('application/xml; charset=utf-8').set('Cache-Control', sitemapCacheControl).send(cached.xml);
  });
  return router;
}
