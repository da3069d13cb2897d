import { Pagination } from '#components/blog/Pagination.tsx';
import { PostCard } from '#components/blog/PostCard.tsx';
import { blogCopy } from '#content/blog.ts';
import { blogPath, tagFeedPath, tagPath } from '#shared/blog-paths.ts';
import { usePageContext } from '#renderer/page-context.tsx';
import type { Data } from './+data.ts';
import '#components/blog/blog.css';

export default function Page() {
  const { tag, posts, page, pageCount } = usePageContext().data as Data;
  return (
    <section className="section blog-list" aria-labelledby="tag-heading">
      <div className="container">
        <header className="section-header">
          <p className="eyebrow">{blogCopy.tagEyebrow}</p>
          <h1 id="tag-heading">{blogCopy.tagHeading(tag.name)}</h1>
          <p className="lead">{blogCopy.tagLead}</p>
          <p>
            <a href={blogPath}>{blogCopy.allPosts}</a> ·{' '}
            <a className="tag-feed-link" href={tagFeedPath(tag.slug)} type="application/rss+xml">
              {blogCopy.tagFeed}
            </a>
          </p>
        </header>
        <ul className="post-card-grid">
          {posts.map((post) => (
            <PostCard key={post.slug} post={post} />
          ))}
        </ul>
        {pageCount > 1 && <Pagination page={page} pageCount={pageCount} pathOf={(n) => tagPath(tag.slug, n)} label={blogCopy.tagHeading(tag.name)} />}
      </div>
    </section>
  );
}
