import { SequencesPage } from '#islands/dashboard/sequences/SequencesPage.tsx';
import { Island } from '#renderer/Island.server.tsx';
import { usePageContext } from '#renderer/page-context.tsx';

export default function Page() {
  const { sessionUser } = usePageContext();
  if (!sessionUser) return null;
  return <Island name="SequencesPage" component={SequencesPage} id="sequences-page" props={{}} />;
}
