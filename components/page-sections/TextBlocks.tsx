/**
 * Sections of text: rich text (HTML the server sanitized when it was saved), questions and answers,
 * a short message (the thank-you page), a legal document with the company's details filled in, and
 * icon cards.
 */
import type { IconName } from '#components/Icon.tsx';
import { IconCards } from '#components/IconCards.tsx';
import { LegalDocumentView } from '#components/LegalDocumentView.tsx';
import { Icon } from '#components/Icon.tsx';
import { SectionHeading } from '#components/SectionHeading.tsx';
import { currentCompany } from '#renderer/site-content.ts';
import type { FaqSection, IconCardsSection, LegalSection, MessageSection, RichTextSection } from '#shared/page-sections/index.ts';
import './text-blocks.css';
import { withLibraryPictures } from './PageImage.tsx';

export function RichTextBlock({ section }: { section: RichTextSection }) {
  return (
    <div className="section rich-text-section">
      <div className="container prose" dangerouslySetInnerHTML={{ __html: withLibraryPictures(section.html) }} />
    </div>
  );
}

export function FaqBlock({ section, id }: { section: FaqSection; id: string }) {
  return (
    <section id={id} className="section" aria-labelledby={`${id}-heading`}>
      <div className="container faq">
        <SectionHeading id={`${id}-heading`} heading={section.heading} />
        <div className="faq-list">
          {section.items.map((item, index) => (
            <div key={index} className="faq-item">
              <h3>{item.question}</h3>
              <p>{item.answer}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

export function MessageBlock({ section }: { section: MessageSection }) {
  return (
    <section className="container message-page">
      <div>
        <span className="icon-tile icon-tile-large">
          <Icon name="check" />
        </span>
        <h1>{section.heading}</h1>
        <p className="lead">{section.message}</p>
        {section.followUp && <p>{section.followUp}</p>}
        <a className="button button-primary" href={section.buttonHref}>
          {section.buttonLabel}
        </a>
      </div>
    </section>
  );
}

export function LegalBlock({ section }: { section: LegalSection }) {
  const company = currentCompany();
  const tokens: Record<string, string> = { companyName: company.name, legalName: company.legalName, email: company.email, phone: company.phone };
  const fill = (text: string) => text.replace(/\{(companyName|legalName|email|phone)\}/g, (_, name: string) => tokens[name] ?? '');
  return (
    <LegalDocumentView
      document={{
        title: fill(section.title),
        lastUpdated: section.lastUpdated,
        intro: fill(section.intro),
        sections: section.parts.map((part) => ({
          id: part.anchor,
          heading: fill(part.heading),
          paragraphs: part.paragraphs.map((paragraph) => fill(paragraph.text)),
          ...(part.list.length > 0 ? { list: part.list.map((item) => fill(item.text)) } : {}),
        })),
      }}
    />
  );
}

export function IconCardsBlock({ section, id }: { section: IconCardsSection; id: string }) {
  return (
    <section id={id} className={`section${section.muted ? ' section-muted' : ''}`} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <SectionHeading id={`${id}-heading`} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro || undefined} />
        <IconCards items={section.items} icons={section.items.map((item) => item.icon as IconName)} />
      </div>
    </section>
  );
}
