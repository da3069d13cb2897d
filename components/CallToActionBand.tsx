/** A closing call to action: heading, text, the main button and an optional second link. */
import type { CallToAction, Link } from '#content/types.ts';
import './call-to-action.css';

export function CallToActionBand({ cta, secondaryLink, id = 'next-step' }: { cta: CallToAction; secondaryLink?: Link; id?: string }) {
  return (
    <section className="section cta-band" aria-labelledby={`${id}-heading`}>
      <div className="container cta-inner">
        <h2 id={`${id}-heading`}>{cta.heading}</h2>
        <p>{cta.text}</p>
        <div className="cta-actions">
          <a className="button button-on-dark" href={cta.href}>
            {cta.label}
          </a>
          {secondaryLink && (
            <a className="cta-secondary" href={secondaryLink.href}>
              {secondaryLink.label} <span aria-hidden="true">→</span>
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
