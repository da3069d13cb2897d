import { ImportPage } from '#islands/dashboard/import/ImportPage.tsx';
import { Island } from '#renderer/Island.server.tsx';
import { usePageContext } from '#renderer/page-context.tsx';

export default function Page() {
  if (!usePageContext().sessionUser) return null;
  return <Island name="ImportPage" component={ImportPage} id="import-page" props={{}} />;
}
