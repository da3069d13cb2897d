import type { Section } from '#content/types.ts';
import './callout.css';

/** A highlighted statement, optionally with a link. */
export function CalloutSection({ id, section }: { id: string; section: Extract<Section, { kind: 'callout' }> }) {
  return (
    <section id={id} className="section callout-section" aria-labelledby={`${id}-heading`}>
      <div className="container">
        <div className="callout">
          <div>
            <h2 id={`${id}-heading`}>{section.heading}</h2>
            <p>{section.text}</p>
          </div>
          {section.link && (
            <a className="button button-primary" href={section.link.href}>
              {section.link.label}
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
