import { PostEditorPage } from '#islands/dashboard/editor/PostEditor.tsx';
import { Island } from '#renderer/Island.server.tsx';
import { usePageContext } from '#renderer/page-context.tsx';
import { can } from '#shared/roles.ts';
import type { Data } from './+data.ts';

/** /dashboard/posts/{id}: the full-page editor of one post. */
export default function Page() {
  const { sessionUser, siteTimeZone, data } = usePageContext();
  if (!sessionUser) return null;
  const { postId } = data as Data;
  return (
    <Island
      name="PostEditorPage"
      component={PostEditorPage}
      id="post-editor"
      props={{ postId, canPublish: can(sessionUser.role, 'posts.publish'), timeZone: siteTimeZone ?? 'America/New_York' }}
    />
  );
}
