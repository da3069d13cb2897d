import { ReadTime, PostDate } from '#components/blog/read-time.tsx';
import { blogPagePath, postPath } from '#shared/blog-paths.ts';
import { usePageContext } from '#renderer/page-context.tsx';
import type { Data, PostCardData } from './+data.ts';
import '#components/blog/blog.css';

export default function Page() {
  const { posts, page, pageCount } = usePageContext().data as Data;
  return (
    <section className="section blog-list" aria-labelledby="blog-heading">
      <div className="container">
        <header className="section-header">
          <p className="eyebrow">Blog</p>
          <h1 id="blog-heading">Revenue Cycle Insights</h1>
          <p className="lead">Practical notes on billing, coding, denials and getting paid, from our RCM team.</p>
        </header>
        {posts.length === 0 ? (
          <div className="blog-empty">
            <h2>No blog posts yet</h2>
            <p>Check back soon for new content!</p>
          </div>
        ) : (
          <ul className="post-card-grid">
            {posts.map((post) => (
              <PostCard key={post.slug} post={post} />
            ))}
          </ul>
        )}
        {pageCount > 1 && <Pagination page={page} pageCount={pageCount} />}
      </div>
    </section>
  );
}

function PostCard({ post }: { post: PostCardData }) {
  const headingId = `post-${post.slug}`;
  return (
    <li className="card post-card">
      <article aria-labelledby={headingId}>
        <h2 id={headingId} className="post-card-title">
          <a href={postPath(post.slug)}>{post.title}</a>
        </h2>
        <p className="post-meta">
          <PostDate iso={post.publishedAt} /> · <ReadTime minutes={post.readTime} />
        </p>
        {/* Sanitized with the excerpt allowlist (server/blog/sanitize.server.ts). */}
        <div className="post-excerpt" dangerouslySetInnerHTML={{ __html: post.excerptHtml }} />
        <a className="read-more" href={postPath(post.slug)} aria-label={`Read More: ${post.title}`}>
          Read More <span aria-hidden="true">→</span>
        </a>
      </article>
    </li>
  );
}

function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  return (
    <nav className="pagination" aria-label="Blog pages">
      {page > 1 ? (
        <a className="button button-secondary" rel="prev" href={blogPagePath(page - 1)}>
          ← Newer posts
        </a>
      ) : (
        <span />
      )}
      <span className="pagination-status">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <a className="button button-secondary" rel="next" href={blogPagePath(page + 1)}>
          Older posts →
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
