/** /robots.txt (RFC 9309): everything public may be crawled; the admin area and the API may not. */
export const disallowedPaths = ['/dashboard', '/login', '/invite', '/api/'] as const;

export function buildRobotsTxt(siteUrl: string): string {
  const origin = siteUrl.replace(/\/+$/, '');
  return ['User-agent: *', 'Allow: /', ...disallowedPaths.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
