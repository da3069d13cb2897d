/**
 * The page editor's Share preview (the post editor's dialog over the pages' preview links), and how its
 * dialogs write a time. The revisions are in PageRevisionsDialog.tsx.
 */
import { pageEditorCopy as copy } from '#content/dashboard-pages.ts';
import { zoneName } from '#shared/zoned-time.ts';
import { SharePreviewDialog } from '../editor/SharePreviewDialog.tsx';
import type { AdminPage } from './page-types.ts';

export const whenIn = (timeZone: string) => (iso: string) =>
  `${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso))} ${zoneName(timeZone, Date.parse(iso))}`;

export function PageShareDialog({
  page,
  timeZone,
  beforeShare,
  onClose,
}: {
  page: AdminPage;
  timeZone: string;
  beforeShare(): Promise<boolean>;
  onClose(): void;
}) {
  return (
    <SharePreviewDialog
      postId={page.id}
      apiPath={`/api/admin/pages/${page.id}/preview-links`}
      explain={copy.shareExplain}
      timeZone={timeZone}
      beforeShare={beforeShare}
      onClose={onClose}
    />
  );
}
