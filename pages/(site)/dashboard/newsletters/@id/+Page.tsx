import { NewsletterPage } from '#islands/dashboard/newsletters/NewsletterPage.tsx';
import { Island } from '#renderer/Island.server.tsx';
import { usePageContext } from '#renderer/page-context.tsx';
import { can } from '#shared/roles.ts';
import type { Data } from './+data.ts';

/** /dashboard/newsletters/{id} and /dashboard/newsletters/new: write, preview, test and send; then the counts. */
export default function Page() {
  const { sessionUser, siteTimeZone, data } = usePageContext();
  if (!sessionUser) return null;
  const { newsletterId } = data as Data;
  return (
    <Island
      name="NewsletterPage"
      component={NewsletterPage}
      id="newsletter-page"
      props={{ id: newsletterId, timeZone: siteTimeZone ?? 'UTC', isOwner: can(sessionUser.role, 'company.manage') }}
    />
  );
}
