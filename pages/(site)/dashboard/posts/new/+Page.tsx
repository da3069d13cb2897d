import { PostEditorPage } from '#islands/dashboard/editor/PostEditor.tsx';
import { Island } from '#renderer/Island.server.tsx';
import { usePageContext } from '#renderer/page-context.tsx';
import { can } from '#shared/roles.ts';

/** /dashboard/posts/new: the editor for a post not saved yet; its first autosave makes it a draft at /dashboard/posts/{id}. */
export default function Page() {
  const { sessionUser, siteTimeZone } = usePageContext();
  if (!sessionUser) return null;
  return (
    <Island
      name="PostEditorPage"
      component={PostEditorPage}
      id="post-editor"
      props={{ postId: null, canPublish: can(sessionUser.role, 'posts.publish'), timeZone: siteTimeZone ?? 'America/New_York' }}
    />
  );
}
