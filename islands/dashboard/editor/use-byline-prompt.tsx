/**
 * The byline at the first publish (docs/product/blog.md#bylines): before a post's first Publish or Schedule, a
 * writer who is its author and has no display name is asked for one (BylineDialog). The name is saved to their
 * profile (`PATCH /api/auth/profile`), then the publish goes on; Cancel stops it with nothing changed.
 */
import { useState, type ReactNode } from 'react';
import { bylinePromptCopy as copy } from '#content/post-editor.ts';
import { suggestedDisplayName } from '#shared/profile-rules.ts';
import { callApi } from '#islands/api/api-client.ts';
import type { DashboardPost } from '../posts/post-types.ts';
import { BylineDialog } from './BylineDialog.tsx';

/** What the editor needs of GET /api/auth/profile. */
interface OwnProfile {
  id: number;
  username: string;
  displayName: string | null;
}

export interface BylinePrompt {
  /** Resolves true when the publish may go on (a name was there, or has been saved), false when the writer cancelled. */
  confirmByline: (post: DashboardPost | null) => Promise<boolean>;
  bylineDialog: ReactNode;
}

export function useBylinePrompt(): BylinePrompt {
  const [asking, setAsking] = useState<{ username: string; done: (go: boolean) => void } | null>(null);

  async function confirmByline(post: DashboardPost | null): Promise<boolean> {
    const answer = await callApi<OwnProfile>('GET', '/api/auth/profile').catch(() => null);
    // No answer: publishing goes on, and its own answer says what is wrong (the byline then shows the username).
    if (!answer?.ok || answer.data.displayName !== null) return true;
    // Someone else's post carries its author's byline, which only that author can name.
    if (post && post.authorId !== answer.data.id) return true;
    const { username } = answer.data;
    return new Promise((resolve) => setAsking({ username, done: resolve }));
  }

  const finish = (go: boolean) => {
    asking?.done(go);
    setAsking(null);
  };

  const bylineDialog = asking && (
    <BylineDialog
      username={asking.username}
      suggestion={suggestedDisplayName(asking.username)}
      onCancel={() => finish(false)}
      onSave={async (displayName) => {
        const saved = await callApi('PATCH', '/api/auth/profile', { displayName }).catch(() => null);
        if (!saved) return copy.failed;
        if (!saved.ok) return saved.errors[0]?.message ?? saved.message;
        finish(true);
        return null;
      }}
    />
  );
  return { confirmByline, bylineDialog };
}
