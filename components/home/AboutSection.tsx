import type { AboutSection as About } from '#shared/page-sections/index.ts';
import { Icon, type IconName } from '../Icon.tsx';
import { RevenueCycle } from '../illustrations/RevenueCycle.tsx';
import { SectionHeading } from '../SectionHeading.tsx';
import './about.css';

const pillarIcons: IconName[] = ['users', 'workflow', 'book'];

/**
 * Who we are, with the three pillars (docs/product/pages.md#home-page), beside the revenue cycle we run:
 * a text and illustration row rather than another card grid.
 */
export function AboutSection({ section: about, id }: { section: About; id: string }) {
  return (
    <section id={id} className={`section${about.muted ? ' section-muted' : ''}`} aria-labelledby={`${id}-heading`}>
      <div className="container about-split">
        <div>
          <SectionHeading id={`${id}-heading`} eyebrow={about.eyebrow} heading={about.heading} intro={about.intro} />
          <ul className="about-pillars">
            {about.pillars.map((pillar, index) => (
              <li key={pillar.title}>
                <span className="icon-tile">
                  <Icon name={pillarIcons[index] ?? 'check'} />
                </span>
                <div>
                  <h3>{pillar.title}</h3>
                  <p>{pillar.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className="about-media">
          <RevenueCycle />
        </div>
      </div>
    </section>
  );
}
