/** A legal document: heading, last-updated date, a table of contents and the sections. */
import type { LegalDocument } from '#content/types.ts';
import { PageHeader } from './PageHeader.tsx';
import './legal-document.css';

export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageHeader eyebrow="Legal" heading={document.title}>
        <p className="legal-updated">Last updated {document.lastUpdated}</p>
      </PageHeader>
      <div className="section">
        <div className="container grid legal-layout">
          <nav className="legal-toc" aria-label="On this page">
            <p className="legal-toc-title">On this page</p>
            <ol>
              {document.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
          <article className="prose">
            <p className="lead">{document.intro}</p>
            {document.sections.map((section) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
                <h2 id={`${section.id}-heading`}>{section.heading}</h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.list && (
                  <ul>
                    {section.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </article>
        </div>
      </div>
    </>
  );
}
