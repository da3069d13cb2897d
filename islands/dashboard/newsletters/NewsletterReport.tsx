/**
 * A newsletter that is sending or sent: every count the server gives (labelled; a count it adds later, such as
 * delivered or complained from the provider's events, shows as soon as it is there) and the clicks per link.
 */
import { newsletterText as text } from '#content/dashboard-newsletters.ts';
import { countOrder, type NewsletterDetail } from '#shared/newsletters.ts';
import { DataTable } from '../DataTable.tsx';

const labelOf = (key: string) => text.countLabels[key] ?? key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

export function NewsletterReport({ newsletter }: { newsletter: NewsletterDetail }) {
  const keys = Object.keys(newsletter.counts).sort((a, b) => {
    const rank = (key: string) => (countOrder.includes(key) ? countOrder.indexOf(key) : countOrder.length);
    return rank(a) - rank(b);
  });
  return (
    <>
      <section className="card staff-section" aria-labelledby="report-heading">
        <h2 id="report-heading">{text.reportHeading}</h2>
        <DataTable label={text.countsTable} columns={[text.what, text.count]} className="newsletter-counts">
          {keys.map((key) => (
            <tr key={key} data-count={key}>
              <th scope="row">{labelOf(key)}</th>
              <td>{newsletter.counts[key]}</td>
            </tr>
          ))}
        </DataTable>
      </section>
      <section className="card staff-section" aria-labelledby="clicks-heading">
        <h2 id="clicks-heading">{text.clicksHeading}</h2>
        {newsletter.links.length === 0 ? (
          <p className="staff-empty">{text.clicksNone}</p>
        ) : (
          <>
            <p>{text.clicksIntro}</p>
            <DataTable label={text.clicksTable} columns={[text.link, text.clicks]} className="newsletter-links">
              {newsletter.links.map((link) => (
                <tr key={link.url}>
                  <th scope="row" className="newsletter-url">
                    {link.url}
                  </th>
                  <td>{link.clicks}</td>
                </tr>
              ))}
            </DataTable>
          </>
        )}
      </section>
    </>
  );
}
