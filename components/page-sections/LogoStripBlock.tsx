/**
 * The logo strip (docs/product/pages.md#images): an h2 and a row of logos of the media library, each drawn at
 * most 48 px high and 160 px wide with its width and height (no layout shift), lazily (a strip never opens a page).
 * A logo the library no longer has is left out; with none left the section draws nothing.
 */
import { SectionHeading } from '#components/SectionHeading.tsx';
import type { LogoStripSection } from '#shared/page-sections/index.ts';
import { hasImage, PageImage } from './PageImage.tsx';

/** A logo is drawn at most 160 px wide (page-image.css). */
const logoSizes = '160px';

export function LogoStripBlock({ section, id }: { section: LogoStripSection; id: string }) {
  const logos = section.logos.filter(hasImage);
  if (logos.length === 0) return null;
  return (
    <section id={id} className={`section logo-strip-section${section.muted ? ' section-muted' : ''}`} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <SectionHeading id={`${id}-heading`} heading={section.heading} />
        <ul className="logo-strip">
          {logos.map((logo, index) => (
            <li key={index}>
              <PageImage value={logo} sizes={logoSizes} className="logo-strip-image" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
