/** The dashboard's Posts page, /dashboard/posts: New Post (the full-page editor) and the list of posts. */
import { dashboardCopy } from '#content/dashboard.ts';
import { dashboardNewPostPath } from '#shared/dashboard-paths.ts';
import { can, type Role } from '#shared/roles.ts';
import { PostsPanel } from './PostsPanel.tsx';
import '../dashboard.css';

export interface DashboardPostsProps {
  /** Decides what shows; the server checks every call again. */
  role: Role;
  /** The site's time zone: every time is shown in it, labelled. */
  timeZone: string;
}

export function DashboardPosts({ role, timeZone }: DashboardPostsProps) {
  return (
    <div className="dashboard-page">
      <PostsPanel
        role={role}
        timeZone={timeZone}
        actions={
          can(role, 'posts.own') && (
            <a className="button button-primary" href={dashboardNewPostPath}>
              {dashboardCopy.newPost}
            </a>
          )
        }
      />
    </div>
  );
}
