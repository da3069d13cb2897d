import { CallToActionBand } from '#components/CallToActionBand.tsx';
import { PostTags } from '#components/blog/PostTags.tsx';
import { RelatedPosts } from '#components/blog/RelatedPosts.tsx';
import { SubscribeForm } from '#components/subscribe/SubscribeForm.tsx';
import { PostDate, ReadTime } from '#components/blog/read-time.tsx';
import { blogCopy, postCallToAction } from '#content/blog.ts';
import { blogPath } from '#shared/blog-paths.ts';
import { usePageContext } from '#renderer/page-context.tsx';
import type { Data } from './+data.ts';
import '#components/blog/blog.css';
import '#components/blog/post-content.css';
import '#components/blog/cover-focal.css';

export default function Page() {
  const pageContext = usePageContext();
  const post = pageContext.data as Data;
  return (
    <>
      <article className="section blog-post">
        <div className="container post-container">
          {post.preview && (
            <p className="preview-banner" role="status">
              {post.pendingChange
                ? post.preview === 'shared'
                  ? blogCopy.previewSharedPending
                  : blogCopy.previewPending
                : post.preview === 'shared'
                  ? blogCopy.previewShared
                  : blogCopy.previewBanner}
            </p>
          )}
          <p>
            <a className="back-to-blog" href={blogPath}>
              <span aria-hidden="true">←</span> Back to Blog
            </a>
          </p>
          <header className="post-header">
            <h1>{post.title}</h1>
            <p className="post-meta">
              {post.author !== null && (
                <>
                  <span className="post-byline">{`By ${post.author}`}</span> ·{' '}
                </>
              )}
              <PostDate iso={post.publishedAt} /> · <ReadTime minutes={post.readTime} />
            </p>
            {/* Sanitized with the excerpt allowlist (server/blog/sanitize.server.ts). */}
            <div className="lead post-excerpt" dangerouslySetInnerHTML={{ __html: post.excerptHtml }} />
            <PostTags tags={post.tags} />
          </header>
          {/* Made on the server from the media library's own files (server/blog/pictures.server.ts). */}
          {post.coverHtml !== null && <div className="post-cover" dangerouslySetInnerHTML={{ __html: post.coverHtml }} />}
          {/* Sanitized with the content allowlist (server/blog/sanitize.server.ts). */}
          <div className="prose post-content" dangerouslySetInnerHTML={{ __html: post.contentHtml }} />
          <footer className="post-footer">
            <a className="button button-secondary" href={blogPath}>
              <span aria-hidden="true">←</span> Back to Blog
            </a>
          </footer>
        </div>
      </article>
      {/* After every post: keep the reader who is not ready to talk (docs/product/subscriptions.md#subscribing). */}
      <section className="section post-subscribe">
        <div className="container post-container">
          <SubscribeForm source={pageContext.urlPathname} idPrefix="post-subscribe" />
        </div>
      </section>
      <RelatedPosts posts={post.related} />
      <CallToActionBand cta={postCallToAction} id="post-next-step" />
    </>
  );
}
