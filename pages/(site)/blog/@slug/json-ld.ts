/** schema.org BlogPosting for a post page (https://schema.org/BlogPosting). */
import { siteName } from '#content/meta.ts';
import type { BlogPost } from '#shared/blog-post.ts';

/** `imagePath`: the post's social card (a 1200x630 crop of its cover, or its drawn card). */
export function blogPostingJsonLd(
  siteUrl: string,
  path: string,
  post: BlogPost,
  description: string,
  author: string | null,
  imagePath: string,
): Record<string, unknown> {
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
    image: siteUrl + imagePath,
    // The staff member who wrote it; a post without a recorded author is the company's.
    author: author === null ? organization : { '@type': 'Person', name: author },
    publisher: { ...organization, logo: { '@type': 'ImageObject', url: `${siteUrl}/apple-touch-icon.png` } },
    isPartOf: { '@type': 'Blog', name: `${siteName} blog`, url: `${siteUrl}/blog` },
  };
}
