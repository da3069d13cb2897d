import { PageEditorPage } from '#islands/dashboard/site-pages/PageEditor.tsx';
import { Island } from '#renderer/Island.server.tsx';
import { usePageContext } from '#renderer/page-context.tsx';
import type { Data } from './+data.ts';

/** /dashboard/pages/{id}: the editor of one marketing page. */
export default function Page() {
  const { sessionUser, siteTimeZone, data } = usePageContext();
  if (!sessionUser) return null;
  const { pageId } = data as Data;
  return <Island name="PageEditorPage" component={PageEditorPage} id="page-editor" props={{ pageId, timeZone: siteTimeZone ?? 'America/New_York' }} />;
}
