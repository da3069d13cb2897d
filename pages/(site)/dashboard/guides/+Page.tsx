// https://vike.dev/Page: the dashboard's Guides page (docs/product/guides.md).
import { GuidesPage } from '#islands/dashboard/guides/GuidesPage.tsx';
import { Island } from '#renderer/Island.server.tsx';

export default function Page() {
  return <Island name="GuidesPage" component={GuidesPage} id="guides-page" props={{}} />;
}
