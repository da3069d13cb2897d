import { Pagination } from '#components/blog/Pagination.tsx';
import { SearchForm } from '#components/SearchForm.tsx';
import { PostCard } from '#components/blog/PostCard.tsx';
import { blogPagePath } from '#shared/blog-paths.ts';
import { usePageContext } from '#renderer/page-context.tsx';
import type { Data } from './+data.ts';
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
        <div className="blog-search">
          <SearchForm id="blog-search" />
        </div>
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
        {pageCount > 1 && <Pagination page={page} pageCount={pageCount} pathOf={blogPagePath} label="Blog pages" />}
      </div>
    </section>
  );
}
