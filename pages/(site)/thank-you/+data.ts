// https://vike.dev/data: the page as stored (site-page-data.server.ts), and the lead of the message just sent.
import type { PageContextServer } from 'vike/types';
import type { SitePageData } from '../site-page/SitePage.tsx';
import { sitePageData } from '../site-page/site-page-data.server.ts';
import { carriedLead } from '../book/carried-lead.server.ts';
import type { CarriedLead } from '../book/carried-lead.ts';

export type Data = SitePageData & { lead: CarriedLead | null; mailSent: boolean };

export async function data(pageContext: PageContextServer): Promise<Data> {
  const lead = await carriedLead(pageContext, pageContext.urlParsed.search.lead);
  return {
    ...(await sitePageData(pageContext)),
    lead: lead && { token: lead.token, fullName: lead.fullName, company: lead.company, email: lead.email },
    mailSent: pageContext.bookingMailSent ?? false,
  };
}
