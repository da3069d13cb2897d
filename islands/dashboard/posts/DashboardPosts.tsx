/** The dashboard's Posts page, /dashboard/posts: New Post and the list of posts with their editor. */
import { useState } from 'react';
import { dashboardCopy } from '#content/dashboard.ts';
import { can, type Role } from '#shared/roles.ts';
import { PostsPanel, type EditorTarget } from '../PostsPanel.tsx';
import '../dashboard.css';

export interface DashboardPostsProps {
  /** Decides what shows; the server checks every call again. */
  role: Role;
}

export function DashboardPosts({ role }: DashboardPostsProps) {
  const [editor, setEditor] = useState<EditorTarget | null>(null);
  return (
    <div className="dashboard-page">
      <PostsPanel
        role={role}
        editor={editor}
        onEditorChange={setEditor}
        actions={
          can(role, 'posts.own') && (
            <button type="button" className="button button-primary" onClick={() => setEditor({ mode: 'new' })}>
              {dashboardCopy.newPost}
            </button>
          )
        }
      />
    </div>
  );
}
