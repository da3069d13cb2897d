/** schema.org BlogPosting for a post page (https://schema.org/BlogPosting). */
import { defaultOgImage, siteName } from '#content/meta.ts';
import type { BlogPost } from '#database/posts.server.ts';

export function blogPostingJsonLd(siteUrl: string, path: string, post: BlogPost, description: string, author: string | null): Record<string, unknown> {
  const url = siteUrl + path;
  const organization = { '@type': 'Organization', name: siteName, url: `${siteUrl}/` };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: post.publishAt ?? post.createdAt,
    dateModified: post.updatedAt,
    image: siteUrl + defaultOgImage.url,
    // The staff member who wrote it; a post without a recorded author is the company's.
    author: author === null ? organization : { '@type': 'Person', name: author },
    publisher: { ...organization, logo: { '@type': 'ImageObject', url: `${siteUrl}/apple-touch-icon.png` } },
    isPartOf: { '@type': 'Blog', name: `${siteName} blog`, url: `${siteUrl}/blog` },
  };
}
