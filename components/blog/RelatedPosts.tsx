/** Up to three other posts under a post (docs/product/blog.md#post-page); nothing when there are none. */
import { relatedPostsHeading } from '#content/blog.ts';
import { postPath } from '#shared/blog-paths.ts';
import { PostDate, ReadTime } from './read-time.tsx';
import './related-posts.css';

export interface RelatedPost {
  slug: string;
  title: string;
  readTime: number;
  publishedAt: string;
}

export function RelatedPosts({ posts }: { posts: RelatedPost[] }) {
  if (posts.length === 0) return null;
  return (
    <section className="section section-muted related-posts" aria-labelledby="related-posts-heading">
      <div className="container">
        <h2 id="related-posts-heading">{relatedPostsHeading}</h2>
        <ul className="grid related-post-grid">
          {posts.map((post) => (
            <li key={post.slug} className="card related-post">
              <h3>
                <a href={postPath(post.slug)}>{post.title}</a>
              </h3>
              <p className="post-meta">
                <PostDate iso={post.publishedAt} /> · <ReadTime minutes={post.readTime} />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
