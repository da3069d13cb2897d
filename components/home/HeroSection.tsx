import { Logo } from '#components/Logo.tsx';
import { hero } from '#content/home.ts';
import { WorkflowStrip } from '#islands/workflow/WorkflowStrip.tsx';
import { Island } from '#renderer/Island.server.tsx';
import './hero.css';

/**
 * The home hero: the brand (the nav hides its logo here until the visitor scrolls, so the hero names the
 * company above the fold, with or without JavaScript), tagline, the calls to action (contact, the revenue check, solutions) and the animated
 * workflow strip.
 */
export function HeroSection() {
  return (
    <section id="hero" className="hero" aria-labelledby="hero-heading">
      <div className="container">
        <div className="hero-copy">
          <p className="hero-brand">
            <Logo />
          </p>
          <p className="eyebrow">Revenue cycle management for medical practices</p>
          <h1 id="hero-heading">{hero.tagline}</h1>
          <p className="lead hero-lead">{hero.subheading}</p>
          <div className="hero-actions">
            <a className="button button-primary button-large" href={hero.primaryCta.href}>
              {hero.primaryCta.label}
            </a>
            <a className="button button-secondary button-large" href={hero.revenueCheckCta.href}>
              {hero.revenueCheckCta.label}
            </a>
            <a className="button button-secondary button-large" href={hero.secondaryCta.href}>
              {hero.secondaryCta.label}
            </a>
          </div>
        </div>
        <Island name="WorkflowStrip" component={WorkflowStrip} id="workflow" props={{}} />
      </div>
    </section>
  );
}
