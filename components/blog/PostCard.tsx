/** A post's card on /blog and on a tag's page, with its tags. */
import { postPath } from '#shared/blog-paths.ts';
import { PostDate, ReadTime } from './read-time.tsx';
import { PostTags, type TagLink } from './PostTags.tsx';
import './cover-focal.css';

export interface PostCardData {
  /** The cover's `<picture>`, made on the server from the media library's own files; null: none. */
  coverHtml: string | null;
  slug: string;
  title: string;
  /** Sanitized HTML. */
  excerptHtml: string;
  readTime: number;
  publishedAt: string;
  tags: TagLink[];
}

export function PostCard({ post }: { post: PostCardData }) {
  const headingId = `post-${post.slug}`;
  return (
    <li className="card post-card">
      <article aria-labelledby={headingId}>
        {post.coverHtml !== null && <div className="post-card-cover" dangerouslySetInnerHTML={{ __html: post.coverHtml }} />}
        <h2 id={headingId} className="post-card-title">
          <a href={postPath(post.slug)}>{post.title}</a>
        </h2>
        <p className="post-meta">
          <PostDate iso={post.publishedAt} /> · <ReadTime minutes={post.readTime} />
        </p>
        {/* Sanitized with the excerpt allowlist (server/blog/sanitize.server.ts). */}
        <div className="post-excerpt" dangerouslySetInnerHTML={{ __html: post.excerptHtml }} />
        <PostTags tags={post.tags} />
        <a className="read-more" href={postPath(post.slug)} aria-label={`Read More: ${post.title}`}>
          Read More <span aria-hidden="true">→</span>
        </a>
      </article>
    </li>
  );
}
