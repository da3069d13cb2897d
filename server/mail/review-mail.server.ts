/**
 * The email to editors and owners when a writer submits a post for review (docs/product/blog.md#status): one
 * message each to every active editor and owner with an email address, the writer left out, linking to the post's
 * editor. Only with SMTP_URL; without it, or when sending fails, the dashboard's "Waiting for review" list remains
 * the notice, so a failure is logged and never undoes the submission.
 */
import type { Database } from '#database/db.server.ts';
import type { BlogPost } from '#shared/blog-post.ts';
import { findAuthorName } from '#database/users.server.ts';
import { reviewMailCopy as copy } from '#content/post-review.ts';
import { firstRunCompanySettings } from '#content/company.ts';
import { dashboardPostPath } from '#shared/dashboard-paths.ts';
import { loadCompanySettings } from '../company/company-settings.server.ts';
import { brandedEmail } from './branded-email.server.ts';
import { mailConfigured, sendAccountMail, type MailConfig } from './account-mail.server.ts';

/** The addresses to tell: active editors and owners with an email, other than the writer. */
async function reviewerAddresses(db: Database, writerId: number): Promise<string[]> {
  const rows = (await db('users')
    .whereIn('role', ['editor', 'owner'])
    .where({ active: true })
    .whereNotNull('email')
    .whereNot({ id: writerId })
    .orderBy('id')
    .select('email')) as { email: string }[];
  return rows.map((row) => row.email);
}

/** Sends the notices; resolves with how many went (0 without SMTP). Rejects with nothing: failures are reported. */
export async function sendReviewNotices(db: Database, mail: MailConfig, post: BlogPost, writerId: number, report: (error: unknown) => void): Promise<number> {
  if (!mailConfigured(mail)) return 0;
  try {
    const addresses = await reviewerAddresses(db, writerId);
    if (addresses.length === 0) return 0;
    const company = await loadCompanySettings(db).then(
      (answer) => answer.settings,
      () => firstRunCompanySettings,
    );
    const writer = (await findAuthorName(db, writerId)) ?? 'A writer';
    const email = await brandedEmail(company, mail.siteUrl, {
      heading: copy.heading,
      paragraphs: [copy.asked(writer, post.title), copy.next],
      action: { label: copy.action, url: `${mail.siteUrl}${dashboardPostPath(post.id)}` },
      note: copy.note,
    });
    let sent = 0;
    for (const to of addresses) {
      await sendAccountMail(mail, { to, subject: copy.subject(post.title), ...email }).then(
        () => void sent++,
        (error: unknown) => report(error),
      );
    }
    return sent;
  } catch (error) {
    report(error);
    return 0;
  }
}
