import { Logo } from '#components/Logo.tsx';
import { WorkflowStrip } from '#islands/workflow/WorkflowStrip.tsx';
import { Island } from '#renderer/Island.server.tsx';
import { hasImage, PageImage } from '#components/page-sections/PageImage.tsx';
import type { HeroSection as Hero } from '#shared/page-sections/index.ts';
import './hero.css';

/** The hero's image column (components/page-sections/page-image.css): 560 px at most. */
const heroImageSizes = '(min-width: 600px) 560px, calc(100vw - 2.5rem)';

/**
 * The home hero: the brand (the nav hides its logo here until the visitor scrolls, so the hero names the
 * company above the fold, with or without JavaScript), tagline, the calls to action (the first is the
 * primary one) and the animated workflow strip.
 */
export function HeroSection({ section }: { section: Hero }) {
  const Strip = () => <WorkflowStrip stages={section.stages} />;
  const withImage = hasImage(section.image);
  const copy = (
    <div className="hero-copy">
      <p className="hero-brand">
        <Logo />
      </p>
      {section.eyebrow && <p className="eyebrow">{section.eyebrow}</p>}
      <h1 id="hero-heading">{section.heading}</h1>
      <p className="lead hero-lead">{section.subheading}</p>
      <div className="hero-actions">
        {section.buttons.map((button, index) => (
          <a key={`${index}-${button.href}`} className={`button ${index === 0 ? 'button-primary' : 'button-secondary'} button-large`} href={button.href}>
            {button.label}
          </a>
        ))}
      </div>
    </div>
  );
  return (
    <section id="hero" className={withImage ? 'hero hero-with-image' : 'hero'} aria-labelledby="hero-heading">
      <div className="container">
        {withImage ? (
          <div className="hero-split">
            {copy}
            <PageImage value={section.image} sizes={heroImageSizes} eager className="hero-image" />
          </div>
        ) : (
          copy
        )}
        <Island name="WorkflowStrip" component={Strip} id="workflow" props={{}} />
      </div>
    </section>
  );
}
