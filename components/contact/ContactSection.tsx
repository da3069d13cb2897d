/**
 * The contact section (id "contact") with its form: on the home page
 * (`variant="home"`) and on the member-program page (`variant="uswha"`, which
 * sends the member subject). Self-contained: it reads a failed no-JavaScript
 * submission from the pageContext itself, so a page only places it.
 */
import { contactSection } from '#content/contact.ts';
import { uswha } from '#content/uswha.ts';
import { ContactForm } from '#islands/contact/ContactForm.tsx';
import { Island } from '#renderer/Island.server.tsx';
import { usePageContext } from '#renderer/page-context.tsx';
import type { ContactSource } from '#shared/contact-fields.ts';
import { CompanyContacts } from './CompanyContacts.tsx';
import './contact-section.css';

const variants: Record<ContactSource, { heading: string; intro: string; subject?: string }> = {
  home: contactSection,
  uswha: { ...uswha.contact, subject: uswha.contactSubject },
};

export function ContactSection({ variant = 'home' }: { variant?: ContactSource }) {
  const { contactForm } = usePageContext();
  const state = contactForm?.source === variant ? contactForm : undefined;
  const { heading, intro, subject } = variants[variant];
  // The form's state stays on the server: the island gets no props, so a
  // visitor's values are not copied into the page's data attributes.
  const Form = () => <ContactForm source={variant} subject={subject} state={state} />;
  return (
    <section id={contactSection.id} className="section section-muted contact-section" aria-labelledby="contact-heading">
      <div className="container grid contact-layout">
        <div className="contact-copy">
          <p className="eyebrow">Contact</p>
          <h2 id="contact-heading">{heading}</h2>
          <p className="lead">{intro}</p>
          <CompanyContacts />
        </div>
        <Island name="ContactForm" component={Form} id={`contact-form-${variant}`} props={{}} />
      </div>
    </section>
  );
}
