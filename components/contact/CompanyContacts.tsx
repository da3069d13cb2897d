/**
 * How to reach the company besides the form, from the details set in the dashboard:
 * email, phone, postal address, hours and social profiles. What is not set is left out.
 */
import { contactFormMessages } from '#content/contact.ts';
import { currentCompany } from '#renderer/site-content.ts';
import { telephoneUri } from '#shared/company-settings.ts';

/** Keeps a phone number on one line: non-breaking space and hyphen. */
function unbreakable(phone: string): string {
  return phone.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
}

export function CompanyContacts() {
  const company = currentCompany();
  const { street, locality, region, postalCode } = company.address;
  const cityLine = [locality, [region, postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <>
      <h3>{contactFormMessages.alternativesHeading}</h3>
      <ul className="contact-alternatives">
        <li>
          Email: <a href={`mailto:${company.email}`}>{company.email}</a>
        </li>
        <li>
          Phone: <a href={`tel:${telephoneUri(company.phone)}`}>{unbreakable(company.phone)}</a>
        </li>
        {company.hours && <li>Hours: {company.hours}</li>}
      </ul>
      {(street || cityLine) && (
        <address className="contact-address">
          {street}
          {street && cityLine && <br />}
          {cityLine}
        </address>
      )}
      {company.social.length > 0 && (
        <ul className="contact-social" aria-label="Social profiles">
          {company.social.map((profile) => (
            <li key={profile.url}>
              <a href={profile.url} rel="me noopener">
                {profile.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
