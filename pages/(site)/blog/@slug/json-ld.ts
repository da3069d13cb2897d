/** schema.org BlogPosting for a post page (https://schema.org/BlogPosting). */
import { defaultOgImage, siteName } from '#content/meta.ts';
import type { BlogPost } from '#database/posts.server.ts';

export function blogPostingJsonLd(siteUrl: string, path: string, post: BlogPost, description: string): Record<string, unknown> {
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
    author: organization,
    publisher: { ...organization, logo: { '@type': 'ImageObject', url: `${siteUrl}/apple-touch-icon.png` } },
    isPartOf: { '@type': 'Blog', name: `${siteName} blog`, url: `${siteUrl}/blog` },
  };
}
