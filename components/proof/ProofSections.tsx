/**
 * The proof sections placed on a page (docs/product/company.md#proof-items): testimonials, case studies,
 * certifications and client logos, in that order, each in its dashboard order. A
 * kind with no item placed here (or picked for the section) renders nothing at all, not even its heading.
 */
import type { ReactNode } from 'react';
import { caseStudyLabels, proofSectionCopy } from '#content/proof.ts';
import { currentProof } from '#renderer/site-content.ts';
import {
  proofItemsOf,
  type CaseStudyFields,
  type CertificationFields,
  type ClientLogoFields,
  type ProofItem,
  type ProofKind,
  type TestimonialFields,
} from '#shared/proof-items.ts';
import './proof.css';

type Of<F> = F & ProofItem;

function Section({ kind, children }: { kind: ProofKind; children: ReactNode }) {
  const copy = proofSectionCopy[kind];
  return (
    <section id={copy.id} className={`section proof-section proof-${kind}`} aria-labelledby={`${copy.id}-heading`}>
      <div className="container">
        <p className="eyebrow">{copy.eyebrow}</p>
        <h2 id={`${copy.id}-heading`}>{copy.heading}</h2>
        {children}
      </div>
    </section>
  );
}

/** Centred whatever their number: a single quote is a featured one, two or three share the row. */
function Testimonials({ items }: { items: Of<TestimonialFields>[] }) {
  return (
    <ul className={`testimonial-grid${items.length === 1 ? ' testimonial-single' : ''}`}>
      {items.map((item) => (
        <li key={item.id} className="proof-card testimonial">
          <figure>
            <blockquote>
              <p>{item.quote}</p>
            </blockquote>
            <figcaption>
              {item.photo && <img className="testimonial-photo" src={item.photo.url} width={56} height={56} alt="" loading="lazy" />}
              <span>
                <strong>{item.person}</strong>
                <span className="testimonial-role">
                  {item.role}, {item.practice}
                </span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

function CaseStudies({ items }: { items: Of<CaseStudyFields>[] }) {
  return (
    <ul className="proof-grid proof-grid-wide">
      {items.map((item) => (
        <li key={item.id} className="proof-card case-study">
          <h3>{item.practiceType}</h3>
          <dl>
            <dt>{caseStudyLabels.problem}</dt>
            <dd>{item.problem}</dd>
            <dt>{caseStudyLabels.whatWasDone}</dt>
            <dd>{item.whatWasDone}</dd>
          </dl>
          <table className="case-figures">
            <thead>
              <tr>
                <th scope="col">{caseStudyLabels.figure}</th>
                <th scope="col">{caseStudyLabels.before}</th>
                <th scope="col">{caseStudyLabels.after}</th>
              </tr>
            </thead>
            <tbody>
              {item.figures.map((figure) => (
                <tr key={figure.label}>
                  <th scope="row">{figure.label}</th>
                  <td>{figure.before}</td>
                  <td>{figure.after}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </li>
      ))}
    </ul>
  );
}

function Certifications({ items }: { items: Of<CertificationFields>[] }) {
  return (
    <ul className="proof-grid">
      {items.map((item) => {
        const name = item.link ? <a href={item.link}>{item.name}</a> : item.name;
        return (
          <li key={item.id} className="proof-card certification">
            {item.logo && <img src={item.logo.url} width={Math.round((48 * item.logo.width) / item.logo.height)} height={48} alt="" loading="lazy" />}
            <span>
              <strong>{name}</strong>
              <span className="certification-issuer">{item.issuer}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function ClientLogos({ items }: { items: Of<ClientLogoFields>[] }) {
  return (
    <ul className="client-logos">
      {items.map((item) => {
        const image = <img src={item.logo.url} width={Math.round((48 * item.logo.width) / item.logo.height)} height={48} alt={item.name} loading="lazy" />;
        return <li key={item.id}>{item.link ? <a href={item.link}>{image}</a> : image}</li>;
      })}
    </ul>
  );
}

/** The items picked for the section (`picked`), or else those placed on `placement` (shared/proof-items.ts). */
export function ProofSections({ placement, picked }: { placement: string; picked?: readonly number[] }) {
  const shown = proofItemsOf(currentProof(), placement, picked);
  const of = <K extends ProofKind>(kind: K) => shown.filter((item) => item.kind === kind) as Of<Extract<ProofItem, { kind: K }>>[];
  const testimonials = of('testimonial');
  const caseStudies = of('case-study');
  const certifications = of('certification');
  const clients = of('client-logo');
  return (
    <>
      {testimonials.length > 0 && (
        <Section kind="testimonial">
          <Testimonials items={testimonials} />
        </Section>
      )}
      {caseStudies.length > 0 && (
        <Section kind="case-study">
          <CaseStudies items={caseStudies} />
        </Section>
      )}
      {certifications.length > 0 && (
        <Section kind="certification">
          <Certifications items={certifications} />
        </Section>
      )}
      {clients.length > 0 && (
        <Section kind="client-logo">
          <ClientLogos items={clients} />
        </Section>
      )}
    </>
  );
}
