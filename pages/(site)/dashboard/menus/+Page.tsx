import { MenusEditor } from '#islands/dashboard/menus/MenusEditor.tsx';
import { Island } from '#renderer/Island.server.tsx';
import { usePageContext } from '#renderer/page-context.tsx';

/** /dashboard/menus: the header menu and the footer columns. */
export default function Page() {
  if (!usePageContext().sessionUser) return null;
  return <Island name="MenusEditor" component={MenusEditor} id="menus-editor" props={{}} />;
}
