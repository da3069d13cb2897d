/** A post's tags as links to their pages; names are text (React escapes them), never markup. */
import { blogCopy } from '#content/blog.ts';
import { tagPath } from '#shared/blog-paths.ts';

export interface TagLink {
  slug: string;
  name: string;
}

export function PostTags({ tags }: { tags: TagLink[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="post-tags" aria-label={blogCopy.tagsLabel}>
      {tags.map((tag) => (
        <li key={tag.slug}>
          <a className="post-tag" href={tagPath(tag.slug)}>
            {tag.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
