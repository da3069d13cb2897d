/**
 * The contact section (id "contact") with its form and the section's subject (the member program sends
 * its own). `variant` says which page a failed no-JavaScript submission re-renders (shared/contact-fields.ts).
 * Self-contained: it reads that submission from the pageContext itself, so a page only places it.
 */
import { ContactForm } from '#islands/contact/ContactForm.tsx';
import { Island } from '#renderer/Island.server.tsx';
import { usePageContext } from '#renderer/page-context.tsx';
import type { ContactSource } from '#shared/contact-fields.ts';
import type { ContactSection as Contact } from '#shared/page-sections/index.ts';
import { CompanyContacts } from './CompanyContacts.tsx';
import './contact-section.css';

export function ContactSection({ section, variant }: { section: Contact; variant: ContactSource }) {
  const { contactForm } = usePageContext();
  const state = contactForm?.source === variant ? contactForm : undefined;
  const { heading, intro } = section;
  const subject = section.subject || undefined;
  // The form's state stays on the server: the island gets no props, so a
  // visitor's values are not copied into the page's data attributes.
  const Form = () => <ContactForm source={variant} subject={subject} state={state} />;
  return (
    <section id="contact" className="section section-muted contact-section" aria-labelledby="contact-heading">
      <div className="container grid contact-layout">
        <div className="contact-copy">
          <p className="eyebrow">Contact</p>
          <h2 id="contact-heading">{heading}</h2>
          {intro && <p className="lead">{intro}</p>}
          <CompanyContacts />
        </div>
        <Island name="ContactForm" component={Form} id={`contact-form-${variant}`} props={{}} />
      </div>
    </section>
  );
}
