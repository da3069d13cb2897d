// https://vike.dev/Page: the contact form's thank-you page (docs/product/pages.md#thank-you-page). With the lead of
// the message just sent, its booking band offers the times right here (docs/product/booking.md#one-flow).
import { PageSections } from '#components/page-sections/PageSections.tsx';
import { bookCallLink } from '#content/booking.ts';
import { usePageContext } from '#renderer/page-context.tsx';
import type { Section } from '#shared/page-sections/index.ts';
import type { CarriedLead } from '../book/carried-lead.ts';
import { ThankYouBooking } from '../book/ThankYouBooking.tsx';
import type { Data } from './+data.ts';
import '#components/sections/sections.css';

type CtaBand = Extract<Section, { type: 'ctaBand' }>;

function BookingBand({ band, lead, mailSent }: { band: CtaBand; lead: CarriedLead; mailSent: boolean }) {
  const id = band.anchor || 'next-step';
  return (
    <section className="section" id={id} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <h2 id={`${id}-heading`}>{band.heading}</h2>
        <p>{band.text}</p>
        <ThankYouBooking lead={lead} mailSent={mailSent} />
        {band.secondaryLabel && band.secondaryHref && (
          <p>
            <a href={band.secondaryHref}>
              {band.secondaryLabel} <span aria-hidden="true">→</span>
            </a>
          </p>
        )}
      </div>
    </section>
  );
}

export default function Page() {
  const { page, revenueCheck, lead, mailSent } = usePageContext().data as Data;
  const visible = page.sections.filter((section) => !section.hidden);
  const at = lead ? visible.findIndex((section) => section.type === 'ctaBand' && section.buttonHref === bookCallLink.href) : -1;
  if (!lead || at < 0) return <PageSections path={page.path} sections={page.sections} revenueCheck={revenueCheck} />;
  return (
    <>
      <PageSections path={page.path} sections={visible.slice(0, at)} revenueCheck={revenueCheck} />
      <BookingBand band={visible[at] as CtaBand} lead={lead} mailSent={mailSent} />
      <PageSections path={page.path} sections={visible.slice(at + 1)} revenueCheck={revenueCheck} />
    </>
  );
}
